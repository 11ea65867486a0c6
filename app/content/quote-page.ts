/** The quote page's copy (/quote, docs/decisions/083). */
export const quotePage = {
  meta: {
    title: "Request a Quote",
    description:
      "Send us your list of pumps, valves, motors and fittings with quantities, delivery location and date, and your RFQ or drawing: prices, makes and lead times within one business day.",
  },
  heading: "Request a Quote",
  intro:
    "Your quote list, with quantities. Add your company, where and when you need the goods, and your RFQ or drawing if you have one: we reply within one business day with prices, makes and lead times.",
  aside: {
    heading: "What happens next",
    steps: [
      "You get an e-mail at once with your reference and every line.",
      "An engineer checks makes, materials and stock, and may call you.",
      "Our quotation follows within one business day, with GST and delivery.",
    ],
  },
} as const;
