import { describe, expect, test } from "vitest";
import { companySchema } from "../../app/domain/site/company-schema.ts";
import { diffContent, summarise } from "../../app/domain/site/content-diff.ts";
import { isIndianPhone, telHref } from "../../app/domain/site/phone.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import { sectionSchemas } from "../../app/domain/site/site-content-schema.ts";
import { testEachMapping } from "../support/mapping-tests.ts";

describe("site content schemas", () => {
  test("the seed passes every section's schema and keeps today's texts", () => {
    const seed = seedSiteContent();
    for (const [name, schema] of Object.entries(sectionSchemas))
      expect(schema.safeParse(seed[name as keyof typeof seed]).success, name).toBe(true);
    expect(seed.home.excellence.heading).toBe("Engineering Excellence Since 2022");
    expect(seed.contact.form.heading).toBe("Send Us a Message");
    expect(seed.testimonials.items).toHaveLength(3);
    expect(Object.keys(seed.services.pages)).toEqual([
      "project-planning",
      "trading",
      "installation",
      "maintenance",
      "logistics",
    ]);
  });

  testEachMapping("accepts Indian phone formats: %s → %s", isIndianPhone, [
    ["+91 98765 43210", true],
    ["098765-43210", true],
    ["0265 234 5678", true],
    ["(0265) 2345678", true],
    ["1800 123 4567", true],
    ["98765 4321", false],
    ["+1 415 555 0100", false],
    ["12345", false],
  ]);

  test("tel: links are E.164 for national numbers", () => {
    expect(telHref("0265 234 5678")).toBe("+912652345678");
    expect(telHref("+91 98765 43210")).toBe("+919876543210");
    expect(telHref("1800-123-4567")).toBe("18001234567");
    // A number that is not Indian is dialled as written rather than given +91.
    expect(telHref("+1 (415) 555-0100")).toBe("+14155550100");
  });

  test("GSTIN must be the 15-character pattern; lower case is accepted and stored upper case", () => {
    const company = seedSiteContent().company;
    expect(companySchema.parse({ ...company, gstin: "24aaacv1234f1z5" }).gstin).toBe(
      "24AAACV1234F1Z5",
    );
    const bad = companySchema.safeParse({ ...company, gstin: "24AAACV1234F1X5" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["gstin"]);
  });

  test("a logo is a site path or an http(s) URL, never javascript: or //host", () => {
    const company = seedSiteContent().company;
    for (const logoUrl of ["/media/logo.png", "https://cdn.example.com/logo.svg", ""])
      expect(companySchema.safeParse({ ...company, logoUrl }).success, logoUrl).toBe(true);
    for (const logoUrl of ["javascript:alert(1)", "//evil.example/logo.png", "logo.png"])
      expect(companySchema.safeParse({ ...company, logoUrl }).success, logoUrl).toBe(false);
  });

  test("at least one phone and one e-mail are required", () => {
    const company = seedSiteContent().company;
    expect(companySchema.safeParse({ ...company, phones: [] }).error?.issues[0]?.message).toBe(
      "Add at least one phone number",
    );
  });
});

describe("content diff", () => {
  test("lists changed leaves with readable labels and a short summary", () => {
    const before = seedSiteContent();
    const after = structuredClone(before);
    after.company.phones[1]!.number = "+91 90000 00000";
    after.testimonials.items[0]!.hidden = true;
    const changes = diffContent(before, after);
    expect(changes.map((c) => c.label)).toEqual([
      "Company details › Phones 2 › Number",
      "Testimonials › Items 1 › Hidden",
    ]);
    expect(changes[0]).toMatchObject({ before: "+91 98765 43210", after: "+91 90000 00000" });
    expect(summarise(changes)).toBe(
      "Changed Company details › Phones 2 › Number; Testimonials › Items 1 › Hidden",
    );
  });

  test("an added array item is one change; nothing changed says so", () => {
    const before = seedSiteContent();
    const after = structuredClone(before);
    after.company.certifications.push("ISO 9001:2015");
    expect(diffContent(before, after)).toHaveLength(1);
    expect(summarise(diffContent(before, before))).toBe("Saved without changes");
  });
});
