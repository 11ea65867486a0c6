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
