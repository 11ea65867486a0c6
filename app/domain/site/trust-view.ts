import type { CompanyContent } from "./company-schema.ts";

/** Whole years since the founding year; the page says "since {year}" until the first one ends. */
export function yearsInBusiness(foundedYear: number, now = new Date()): number {
  return Math.max(0, now.getFullYear() - foundedYear);
}

/** The registrations a buyer checks, GSTIN first: what the footer and the about page list. */
export function registrationList(company: CompanyContent): { label: string; value: string }[] {
  return [
    ...(company.gstin ? [{ label: "GSTIN", value: company.gstin }] : []),
    ...company.registrations,
  ];
}

/**
 * The registrations and certifications as schema.org properties of the Organization:
 * each number a PropertyValue, each certification a credential.
 */
export function credentialsJsonLd(company: CompanyContent): Record<string, unknown> {
  return {
    ...(company.registrations.length
      ? {
          identifier: company.registrations.map(({ label, value }) => ({
            "@type": "PropertyValue",
            propertyID: label,
            value,
          })),
        }
      : {}),
    ...(company.certifications.length
      ? {
          hasCredential: company.certifications.map((name) => ({
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "certification",
            name,
          })),
        }
      : {}),
  };
}
