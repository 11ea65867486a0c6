import { company } from "../company.ts";
import type { PageMeta } from "./types.ts";

/**
 * The privacy notice as first installed (docs/decisions/090): what a careful small Indian B2B
 * company tells the people who write to it, in the words of India's Digital Personal Data
 * Protection Act, 2023. The owner edits it at /admin/site/privacy; the retention periods, the
 * cookie list and the grievance officer are filled in by the page from the settings and the code.
 */
export interface PrivacyPage {
  meta: PageMeta;
  title: string;
  updated: string;
  intro: string[];
  collection: {
    heading: string;
    intro: string;
    forms: { form: string; collects: string; purpose: string }[];
  };
  recipients: { heading: string; paragraphs: string[] };
  retention: { heading: string; intro: string };
  rights: { heading: string; intro: string; items: string[]; howTo: string };
  security: { heading: string; paragraphs: string[] };
  cookies: { heading: string; intro: string; thirdParties: string };
  grievance: { heading: string; intro: string; board: string };
  changes: { heading: string; paragraphs: string[] };
}

export const privacyPage: PrivacyPage = {
  meta: {
    title: "Privacy Notice",
    description:
      "What personal data our website collects, why, how long we keep it, who sees it, and your rights under India's DPDP Act, 2023.",
  },
  title: "Privacy Notice",
  updated: "27 November 2026",
  intro: [
    `This notice explains what personal data ${company.name} ("we") collects through this website, why we collect it, how long we keep it, who sees it, and how you can see, correct or erase it. For this data we are the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (the DPDP Act) and the rules made under it.`,
    "We are a business-to-business company. We collect only what we need to answer the enquiries you send us. We do not sell, rent or trade personal data, we do not use it for advertising, and we do not follow you across other websites.",
  ],
  collection: {
    heading: "What we collect, and why",
    intro:
      "You give us personal data only when you send one of our forms. You send it for the purpose stated below, and we use it for that purpose alone (a legitimate use under section 7(a) of the DPDP Act). If you would rather we did not keep it, tell us: see Your rights.",
    forms: [
      {
        form: "Contact form",
        collects: "Your name, e-mail address, phone number, a subject and your message.",
        purpose:
          "To answer your message by e-mail or phone and, if you ask, arrange a call or a visit.",
      },
      {
        form: "Product inquiry",
        collects:
          "Your name, e-mail address, phone number, the product you ask about, your requirement and any details you add.",
        purpose:
          "To answer questions about the product, quote for it and follow up on the quotation.",
      },
      {
        form: "Service inquiry",
        collects:
          "Your name, e-mail address, phone number, the service, the details of your plant or job, and any message.",
        purpose: "To assess the job, quote for it and schedule our engineers.",
      },
      {
        form: "Quotation request",
        collects:
          "Your name, e-mail address, phone number, company, GSTIN, location, the date you need the goods by, the items and quantities, your message and any file you attach.",
        purpose:
          "To prepare and send a priced quotation and, if you order, the invoice and the delivery.",
      },
      {
        form: "Every form",
        collects:
          "The time it was sent. For an hour, a counter keyed by your network (IP) address, which limits how many forms one address can send in a minute.",
        purpose: "To keep the forms working and stop automated abuse.",
      },
    ],
  },
  recipients: {
    heading: "Who receives it",
    paragraphs: [
      "Our sales and service staff read your enquiry in our back office. Only the people who handle enquiries, and the owner, can see it; every account is personal and every change made in the back office is recorded.",
      "Our hosting and e-mail providers process it on our behalf, under contract, only to run this website and deliver our e-mails.",
      "We give it to no one else, unless a law or an order of a court or authority requires us to, and then only what is required.",
    ],
  },
  retention: {
    heading: "How long we keep it",
    intro:
      "We keep personal data only while its purpose lasts, and then erase it. Our systems apply these periods automatically every day:",
  },
  rights: {
    heading: "Your rights",
    intro: "Under the DPDP Act you may, free of charge:",
    items: [
      "ask what personal data we hold about you and how we have used it, and receive a copy (section 11);",
      "ask us to correct, complete or update it (section 12);",
      "ask us to erase it (section 12): we erase it from every place we keep it, including our e-mail copies and logs, unless a law requires us to keep a record, in which case we tell you what we keep and why;",
      "withdraw your consent at any time, as easily as you gave it: we then stop using your data and erase it (section 6);",
      "nominate someone to use these rights for you if you die or become unable to (section 14);",
      "have your questions and complaints answered by our grievance officer (section 13).",
    ],
    howTo:
      "To use any of these rights, write to our grievance officer (below), preferably from the e-mail address you used with us, or call us. We may ask you to confirm who you are. We answer within 30 days.",
  },
  security: {
    heading: "How we protect it",
    paragraphs: [
      "The website is served over an encrypted connection. Staff sign in with personal accounts and strong passwords, with a second factor where the owner requires it, and each sees only what their role needs.",
      "Backups of the website's data are kept for two weeks at most and are then replaced, so data we erase leaves the backups within that time.",
      "If personal data is ever exposed by a breach, we will inform you and the Data Protection Board of India as the Act requires.",
    ],
  },
  cookies: {
    heading: "Cookies",
    intro:
      "We use no advertising, analytics or tracking cookies and no third-party scripts, so there is nothing to accept or refuse. The website sets only these, which it needs to work safely:",
    thirdParties:
      "The map on our contact page comes from Google Maps and loads only when you ask for it: until you do, your browser does not contact Google.",
  },
  grievance: {
    heading: "Questions and complaints",
    intro:
      "For any question, request or complaint about your personal data, write to our grievance officer:",
    board:
      "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
  },
  changes: {
    heading: "Changes to this notice",
    paragraphs: [
      "When we change this notice we change the date at the top. We will not use personal data you have already given us for a new purpose without asking you first.",
    ],
  },
};
