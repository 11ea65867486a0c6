import { describe, expect, test } from "vitest";
import { sampleDataChecklist } from "../../app/domain/site/checklist.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import { siteContentSchema } from "../../app/domain/site/site-content-schema.ts";
import { GSTIN_PATTERN } from "../../app/domain/site/company-schema.ts";
import { registrationList, yearsInBusiness } from "../../app/domain/site/trust-view.ts";

describe("trust blocks in the site content", () => {
  test("content stored before the trust section existed still parses, with empty brand and client lists", () => {
    const { trust: _trust, ...older } = seedSiteContent();
    const parsed = siteContentSchema.parse(JSON.parse(JSON.stringify(older)));
    expect(parsed.trust.brands.items).toEqual([]);
    expect(parsed.trust.clients.items).toEqual([]);
    expect(parsed.trust.brands.heading).toBe("Brands we deal in");
    expect(parsed.trust.clients.heading).toBe("Clients we serve");
  });

  test("the seed carries a valid GSTIN, registrations, certifications and logo-less partners", () => {
    const seed = seedSiteContent();
    expect(seed.company.gstin).toMatch(GSTIN_PATTERN);
    expect(seed.company.registrations.map((r) => r.label)).toContain("Udyam (MSME)");
    expect(seed.company.certifications[0]).toMatch(/^ISO 9001:2015/);
    expect(seed.trust.brands.items.length).toBeGreaterThan(3);
    expect(seed.trust.clients.items.every((c) => c.logoUrl === "")).toBe(true);
  });

  test("a partner logo must be a site path or an http(s) URL", () => {
    const content = seedSiteContent();
    content.trust.brands.items[0]!.logoUrl = "javascript:alert(1)";
    const result = siteContentSchema.safeParse(content);
    expect(result.error?.issues[0]?.path).toEqual(["trust", "brands", "items", 0, "logoUrl"]);
  });

  test("the checklist flags the sample registrations and partners until they are replaced", () => {
    const content = seedSiteContent();
    const open = (c: typeof content) =>
      sampleDataChecklist(c, "https://www.example.in")
        .filter((item) => !item.done)
        .map((item) => item.id);
    expect(open(content)).toEqual(expect.arrayContaining(["registrations", "partners"]));
    content.company.gstin = "24AAACV1234F1Z5";
    content.trust.clients.items = [{ name: "Our real client", logoUrl: "" }];
    expect(open(content)).not.toContain("registrations");
    expect(open(content)).not.toContain("partners");
  });
});

describe("trust facts", () => {
  test("years in business count whole calendar years since the founding year, never below zero", () => {
    expect(yearsInBusiness(2022, new Date("2026-11-25T00:00:00Z"))).toBe(4);
    expect(yearsInBusiness(2026, new Date("2026-01-01T00:00:00Z"))).toBe(0);
    expect(yearsInBusiness(2030, new Date("2026-01-01T00:00:00Z"))).toBe(0);
  });

  test("the registrations list puts the GSTIN first and leaves it out when blank", () => {
    const { company } = seedSiteContent();
    expect(registrationList(company)[0]).toEqual({ label: "GSTIN", value: company.gstin });
    expect(registrationList({ ...company, gstin: "" }).map((r) => r.label)).not.toContain("GSTIN");
  });
});
