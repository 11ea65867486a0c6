/**
 * Every company fact lives here: the brand, the
 * address, phone numbers, e-mail addresses, social profiles and the map.
 * The brand is fictitious; e-mail addresses use the reserved example.com domain.
 */

export interface PhoneNumber {
  label: string;
  /** As printed on the page. */
  display: string;
  /** E.164, for tel: links. */
  tel: string;
}

export interface EmailAddress {
  label: string;
  address: string;
}

export interface SocialLink {
  label: string;
  url: string;
}

export interface Company {
  name: string;
  legalName: string;
  shortName: string;
  foundedYear: number;
  tagline: string;
  blurb: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  phones: readonly [PhoneNumber, PhoneNumber];
  salesPhone: PhoneNumber;
  emails: readonly [EmailAddress, EmailAddress];
  businessHours: string;
  social: { linkedin: SocialLink; instagram: SocialLink };
  map: { embedUrl: string; linkUrl: string; title: string; latitude: number; longitude: number };
  /** Who answers questions and complaints about personal data (the privacy notice names them). */
  grievanceOfficer: { name: string; email: string };
  /** Default public origin; the server may override it from its settings. */
  siteUrl: string;
}

const officePhone: PhoneNumber = {
  label: "Office",
  display: "+91 265 234 5678",
  tel: "+912652345678",
};

const salesMobile: PhoneNumber = {
  label: "Sales (mobile)",
  display: "+91 98765 43210",
  tel: "+919876543210",
};

export const company: Company = {
  name: "Vadtech Industrial Solutions",
  legalName: "Vadtech Industrial Solutions Private Limited",
  shortName: "Vadtech",
  foundedYear: 2022,
  tagline: "Engineering services and industrial supplies from Vadodara",
  blurb:
    "Vadtech Industrial Solutions plans, supplies, installs and maintains industrial plants across Gujarat and western India. One partner for engineering services and genuine industrial products since 2022.",
  address: {
    line1: "Shed No. 27, Phase II, GIDC Industrial Estate",
    line2: "Makarpura",
    city: "Vadodara",
    state: "Gujarat",
    postalCode: "390010",
    country: "India",
  },
  phones: [officePhone, salesMobile],
  salesPhone: salesMobile,
  emails: [
    { label: "General enquiries", address: "info@example.com" },
    { label: "Sales and quotations", address: "sales@example.com" },
  ],
  businessHours: "Monday to Saturday, 9:30 AM to 6:30 PM IST",
  social: {
    linkedin: {
      label: "LinkedIn",
      url: "https://www.linkedin.com/company/vadtech-industrial-solutions",
    },
    instagram: {
      label: "Instagram",
      url: "https://www.instagram.com/vadtech.industrial",
    },
  },
  map: {
    embedUrl: "https://www.google.com/maps?q=Makarpura+GIDC,+Vadodara,+Gujarat&z=14&output=embed",
    linkUrl: "https://www.google.com/maps?q=Makarpura+GIDC,+Vadodara,+Gujarat",
    title: "Map showing the Vadtech Industrial Solutions office in GIDC Makarpura, Vadodara",
    latitude: 22.2587,
    longitude: 73.1934,
  },
  grievanceOfficer: { name: "Meera Joshi", email: "privacy@example.com" },
  siteUrl: "http://localhost:3000",
};

/**
 * The five services the company offers, by slug, with their short names (the
 * footer list and the inquiry's serviceName), in the order of docs/product.md.
 * Each service's page copy is in ./services.ts, which builds on
 * these names; it is not re-exported here, so the footer on every page does
 * not ship every service's copy and the catalogue to the browser.
 */
export const serviceNames = {
  "project-planning": "Project Planning",
  trading: "Trading",
  installation: "Erection Commissioning and Installation",
  maintenance: "Maintenance",
  logistics: "Logistics",
} as const;

export type ServiceSlug = keyof typeof serviceNames;
