import { describe, expect, test } from "vitest";
import { contentDisposition } from "../../app/domain/media/content-disposition.ts";
import {
  documentNamePart,
  documentUrl,
  parseDocumentUrl,
} from "../../app/domain/media/document-rules.ts";
import { mediaKeyOf, parseVariantUrl } from "../../app/domain/media/media-rules.ts";
import { isPdf, prepareDocument } from "../../app/domain/media/prepare-document.server.ts";
import { samplePdf } from "../support/documents.ts";

/** docs/decisions/084: what counts as a PDF, how a document's URL is spelt and downloaded. */

const HASH = "ab".repeat(32);

describe("sniffing a PDF", () => {
  test("a PDF from a real writer is a document: its bytes are its one stored form", async () => {
    const bytes = await samplePdf("Sniffed");
    expect(isPdf(bytes)).toBe(true);
    const prepared = prepareDocument(bytes);
    expect(prepared).toMatchObject({ contentType: "application/pdf", fallbackFormat: "pdf" });
    expect(prepared.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(prepared.variants).toEqual([{ width: 0, height: 0, format: "pdf", data: bytes }]);
  });

  test("HTML, SVG and scripts are not PDFs whatever they are called; a PDF header on a page is refused", () => {
    for (const text of [
      "<!doctype html><html></html>",
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      "alert(1) // %PDF-1.7",
      " %PDF-1.7 leading space",
      "%PDF-x.y not a version",
    ]) {
      expect(isPdf(Buffer.from(text))).toBe(false);
      expect(() => prepareDocument(Buffer.from(text))).toThrow(
        expect.objectContaining({ status: 415 }),
      );
    }
    for (const head of ["<html>", "<SCRIPT src=x>", "<svg onload=alert(1)>", "<!DOCTYPE html>"])
      expect(() => prepareDocument(Buffer.from(`%PDF-1.4\n${head}\n%%EOF\n`))).toThrow(
        expect.objectContaining({ status: 415 }),
      );
  });

  test("a PDF without its end-of-file marker near the end is damaged (400)", async () => {
    const whole = await samplePdf("Cut short");
    expect(() => prepareDocument(whole.subarray(0, whole.length - 200))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    const padded = Buffer.concat([whole, Buffer.alloc(2048, 0x20)]);
    expect(() => prepareDocument(padded)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("a document's URL", () => {
  test("is the content address and the file name as a slug, and parses back", () => {
    const url = documentUrl(HASH, "NF-ES 50-160 Datasheet (Rev B).PDF");
    expect(url).toBe(`/media/${HASH.slice(0, 20)}-nf-es-50-160-datasheet-rev-b.pdf`);
    expect(parseDocumentUrl(url)).toEqual({ hashPrefix: HASH.slice(0, 20) });
    expect(documentNamePart("पंप.pdf")).toBe("document");
    expect(documentNamePart(`${"long-name-".repeat(20)}.pdf`).length).toBeLessThanOrEqual(60);
  });

  test("is never read as an image variant, and an image variant never as a document", () => {
    const url = documentUrl(HASH, "sheet.pdf");
    expect(parseVariantUrl(url)).toBeNull();
    expect(mediaKeyOf(url)).toBeNull();
    expect(parseDocumentUrl(`/media/${HASH.slice(0, 20)}-640.jpg`)).toBeNull();
    for (const path of [
      `/media/${HASH.slice(0, 20)}-Sheet.pdf`,
      `/media/${HASH.slice(0, 20)}-a--b.pdf`,
      `/media/${HASH.slice(0, 19)}-sheet.pdf`,
      `/media/${HASH.slice(0, 20)}-sheet.pdf/x`,
      `/media/${HASH.slice(0, 20)}-${"a".repeat(61)}.pdf`,
    ])
      expect(parseDocumentUrl(path)).toBeNull();
  });
});

describe("Content-Disposition", () => {
  test("an attachment under the exact name in UTF-8, with a plain fallback", () => {
    expect(contentDisposition("NF-ES datasheet.pdf")).toBe(
      `attachment; filename="NF-ES datasheet.pdf"; filename*=UTF-8''NF-ES%20datasheet.pdf`,
    );
    expect(contentDisposition("Pompe à eau (50).pdf")).toBe(
      `attachment; filename="Pompe a eau (50).pdf"; filename*=UTF-8''Pompe%20%C3%A0%20eau%20%2850%29.pdf`,
    );
  });

  test("no name can break out of the header: quotes, backslashes, line breaks, percent signs", () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1;%41.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const fallback = /filename="([^"]*)"/.exec(header)?.[1];
    expect(fallback).toBe("a_b_c__Set-Cookie: x=1;_41.pdf");
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%3B%2541.pdf");
  });
});
