import { company } from "../company.ts";
import type { PageMeta } from "./types.ts";

/** The terms of use as first installed; the owner edits them at /admin/site/terms. */
export interface TermsPage {
  meta: PageMeta;
  title: string;
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}

export const termsPage: TermsPage = {
  meta: {
    title: "Terms of Use",
    description:
      "The terms that apply to the use of our website: information, quotations and orders, intellectual property, acceptable use and governing law.",
  },
  title: "Terms of Use",
  updated: "27 November 2026",
  intro: [
    `This website is run by ${company.legalName}, ${company.address.line1}, ${company.address.line2}, ${company.address.city}, ${company.address.state} ${company.address.postalCode}. By using it you accept these terms.`,
  ],
  sections: [
    {
      heading: "Information on this website",
      paragraphs: [
        "Product descriptions, specifications, pictures and lead times are given in good faith for general information. They are not an offer: prices, availability and technical details are confirmed only in our written quotation.",
      ],
    },
    {
      heading: "Enquiries, quotations and orders",
      paragraphs: [
        "An enquiry or a quotation request sent through this website does not make a contract. Orders are governed by the terms in our quotation and our order acknowledgement.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The text, illustrations and design of this website belong to ${company.name} or are used with permission. The brand names and trademarks of the products we deal in belong to their owners.`,
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Do not use the forms to send advertising, harmful content or someone else's details without their permission. We may block addresses that misuse them.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Links to other websites (maps, social networks, manufacturers) are there for convenience. We are not responsible for their content or the way they handle personal data.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We take care to keep this website accurate and available, but cannot promise that it is free of errors or interruptions. As far as the law allows, we are not liable for loss caused by relying on its information without our written confirmation.",
      ],
    },
    {
      heading: "Personal data",
      paragraphs: ["How we handle personal data is explained in our privacy notice."],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. The courts at Vadodara, Gujarat have jurisdiction.",
      ],
    },
  ],
};
