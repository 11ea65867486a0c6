import { describe, expect, test } from "vitest";
import { companyToday } from "../../app/domain/quotes/company-today.ts";
import { gstinCheckCharacter, isValidGstin } from "../../app/domain/quotes/gstin.ts";
import { attachmentFileName } from "../../app/domain/quotes/quote-attachment.ts";
import { linesSummary, linesText, quantityText } from "../../app/domain/quotes/quote-lines.ts";
import { quoteSubject } from "../../app/domain/quotes/quote-numbering.ts";
import { formatReference, referenceYear } from "../../app/domain/quotes/quote-reference.ts";
import { sniffAttachment } from "../../app/domain/quotes/sniff-attachment.ts";
import { docx, pdf, xlsx } from "../support/documents.ts";
import { photo } from "../support/images.ts";

describe("GSTIN", () => {
  test("accepts a GSTIN whose check character matches", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  test("refuses a wrong check character, state code, PAN shape or length", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("45AAPFU0939F1ZV")).toBe(false);
    expect(isValidGstin("00AAPFU0939F1ZV")).toBe(false);
    expect(isValidGstin("27AAPF00939F1ZV")).toBe(false);
    expect(isValidGstin("27AAPFU0939F0ZV")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1ZV0")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
  });
});

describe("references", () => {
  test("read Q-{year}-{number}, five digits at least", () => {
    expect(formatReference(2026, 42)).toBe("Q-2026-00042");
    expect(formatReference(2026, 123456)).toBe("Q-2026-123456");
  });

  test("take the year, and today, in the company's zone (IST)", () => {
    const newYearInVadodara = Date.parse("2026-12-31T19:00:00Z");
    expect(referenceYear(newYearInVadodara)).toBe(2027);
    expect(companyToday(newYearInVadodara)).toBe("2027-01-01");
    expect(referenceYear(Date.parse("2026-12-31T18:00:00Z"))).toBe(2026);
  });
});

describe("lines", () => {
  const lines = [
    {
      productId: "prod-007",
      itemSlug: "centrifugal-pumps",
      name: "Centrifugal Pumps",
      quantity: 2,
      unit: "Set",
    },
    { productId: "prod-007", name: "CPVC pipe", quantity: 1250.5, unit: "m" },
    { productId: "prod-007", name: "Dosing Pumps", quantity: 3 },
  ];

  test("are written one a line, numbered, with their quantities and units", () => {
    expect(linesText(lines)).toBe(
      "1. Centrifugal Pumps: 2 Set\n2. CPVC pipe: 1,250.5 m\n3. Dosing Pumps: 3",
    );
    expect(quantityText({ quantity: 100000 })).toBe("1,00,000");
  });

  test("are summed up in the subject", () => {
    expect(quoteSubject("Q-2026-00001", lines)).toBe(
      "Q-2026-00001: Centrifugal Pumps and 2 more items",
    );
    expect(linesSummary(lines.slice(0, 2))).toBe("Centrifugal Pumps and 1 more item");
    expect(linesSummary(lines.slice(0, 1))).toBe("Centrifugal Pumps");
  });
});

describe("attachments", () => {
  test("are recognised by their bytes, not their names", async () => {
    expect(sniffAttachment(pdf())).toBe("application/pdf");
    expect(sniffAttachment(await photo(20, 20, { format: "png" }))).toBe("image/png");
    expect(sniffAttachment(await photo(20, 20))).toBe("image/jpeg");
    expect(sniffAttachment(xlsx())).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(sniffAttachment(docx())).toBeNull();
    expect(sniffAttachment(Buffer.from("<!doctype html><title>rfq.pdf</title>"))).toBeNull();
    expect(sniffAttachment(await photo(20, 20, { format: "webp" }))).toBeNull();
    expect(sniffAttachment(Buffer.from("%PDF"))).toBeNull();
  });

  test("keep the visitor's name, safe to show, ending as what they are", () => {
    expect(attachmentFileName("RFQ 17.pdf", "application/pdf")).toBe("RFQ 17.pdf");
    expect(attachmentFileName("drawing.pdf", "image/png")).toBe("drawing.pdf.png");
    expect(attachmentFileName("site.JPEG", "image/jpeg")).toBe("site.JPEG");
    expect(
      attachmentFileName(
        "C:\\Users\\k\\boq\u202Exslx.exe",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ),
    ).toBe("boqxslx.exe.xlsx");
    expect(attachmentFileName("", "application/pdf")).toBe("attachment.pdf");
  });
});
