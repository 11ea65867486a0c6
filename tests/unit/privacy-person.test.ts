import nodemailer from "nodemailer";
import { describe, expect, test } from "vitest";
import { mailFileText } from "../../app/domain/privacy/mail-file-text.ts";
import {
  maskedEmail,
  maskedPhone,
  mentions,
  personOf,
  phoneKey,
  redact,
  redactJson,
} from "../../app/domain/privacy/person.ts";

const person = personOf({ email: " Asha.Patel@Buyer.example ", phone: "+91 98765 43210" });
const match = { ...person, leads: [], leadIds: new Set(["lead-1"]), names: [] };

describe("recognising a person", () => {
  test("an address matches whatever its case; a number by its last ten digits", () => {
    expect(person).toEqual({ email: "asha.patel@buyer.example", phone: "9876543210" });
    for (const written of ["098765-43210", "919876543210", "(98765) 43210", "98765.43210"])
      expect(phoneKey(written), written).toBe("9876543210");
    expect(phoneKey("265 555 01")).toBeNull();
  });

  test("finds them in free text however the number is written, and by their enquiries' ids", () => {
    expect(mentions("Write to ASHA.PATEL@buyer.example", match)).toBe(true);
    expect(mentions("mailto:asha.patel%40buyer.example", match)).toBe(true);
    expect(mentions("call 098765 43210 after 5", match)).toBe(true);
    expect(mentions("call +91 (98765) 432-10", match)).toBe(true);
    expect(mentions("see /admin/leads/contacts/lead-1", match)).toBe(true);
    expect(mentions("call 98765 43211, or write to patel@buyer.example", match)).toBe(false);
  });

  test("redacts the address and the number, and names only when asked", () => {
    expect(redact("Asha Patel, ASHA.PATEL@buyer.example, +91 98765 43210.", person)).toBe(
      "Asha Patel, [erased], [erased].",
    );
    expect(redact("Dear Asha Patel", person, ["Asha Patel", "A"])).toBe("Dear [erased]");
    expect(redactJson('{"to":"asha.patel@buyer.example","n":[1,"98765 43210"]}', person)).toBe(
      '{"to":"[erased]","n":[1,"[erased]"]}',
    );
  });

  test("masks a request's contact so that it tells requests apart and finds nobody", () => {
    expect(maskedEmail("asha.patel@buyer.example")).toBe("a•••@buyer.example");
    expect(maskedPhone("+91 98765 43210")).toBe("••••••3210");
    expect(mentions(maskedPhone("+91 98765 43210"), person)).toBe(false);
  });
});

describe("reading an e-mail file", () => {
  test("decodes quoted-printable and base64 bodies and encoded headers, as the file transport writes them", async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const long = `${"Namaste, ".repeat(12)}please call Asha on +91 98765 43210 — dhanyavaad.`;
    const info = await composer.sendMail({
      from: "site@example.com",
      to: "asha.patel@buyer.example",
      subject: "Réponse pour Asha — ₹ quotation",
      text: long,
      html: `<p>${long}</p>`,
      attachments: [{ filename: "note.txt", content: "मोबाइल 98765 43210" }],
    });
    const raw = (info.message as Buffer).toString();
    // As stored, the attachment's number is base64 and the subject an encoded word.
    expect(raw).not.toContain("मोबाइल");
    expect(raw).not.toContain("Réponse");
    const text = mailFileText(raw);
    expect(text).toContain("Réponse pour Asha — ₹ quotation");
    expect(text).toContain("please call Asha on +91 98765 43210");
    expect(text).toContain("मोबाइल 98765 43210");
    expect(mentions(text, person)).toBe(true);
  });
});
