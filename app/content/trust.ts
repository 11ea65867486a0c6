/**
 * The seed of the trust blocks: the company's registrations and certifications,
 * the brands it deals in and the clients it serves. All fictitious but in the real formats
 * (a GSTIN of Gujarat, state code 24, built on the company's PAN); the owner replaces them
 * in the back office, and the site-content checklist says so until then.
 */
export const registrations = {
  gstin: "24AAJCV4821K1Z3",
  others: [
    { label: "CIN", value: "U29100GJ2022PTC130512" },
    { label: "Udyam (MSME)", value: "UDYAM-GJ-24-0031876" },
    { label: "IEC", value: "AAJCV4821K" },
  ],
  certifications: [
    "ISO 9001:2015 quality management system",
    "ISO 45001:2018 occupational health and safety",
  ],
};

export const trustPage = {
  heading: "Why plants in Gujarat work with us",
  intro:
    "A registered, certified partner with the makes you already specify and the plants that rely on them.",
  credentials: {
    heading: "Registrations and certifications",
    intro: "Details you can check before you place an order: on every invoice and quotation.",
  },
  brands: {
    heading: "Brands we deal in",
    intro:
      "Genuine products from manufacturers we buy from directly or through their distributors.",
    items: [
      "Narmada Pumps",
      "Sabar Valves",
      "Deccan Bearings",
      "Kaveri Motors",
      "Indus Fasteners",
      "Tapi Cables",
    ].map((name) => ({ name, logoUrl: "" })),
  },
  clients: {
    heading: "Clients we serve",
    intro: "Chemical, pharmaceutical, textile and process plants across Gujarat.",
    items: [
      "Mahi Speciality Chemicals",
      "Vishwamitri Pharma",
      "Baroda Agro Foods",
      "Panchmahal Textiles",
      "Dahej Tank Terminals",
      "Savli Polymers",
    ].map((name) => ({ name, logoUrl: "" })),
  },
};
