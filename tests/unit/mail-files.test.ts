import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  ignoreMissing,
  mailFiles,
  mailFilesPlace,
} from "../../app/domain/privacy/places/mail-places.server.ts";
import type { PersonMatch } from "../../app/domain/privacy/person.ts";

const folder = mkdtempSync(join(tmpdir(), "mail-files-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const asha: PersonMatch = {
  email: "asha@buyer-firm.example",
  phone: "9876543210",
  leads: [{ kind: "contact", id: "lead-7f3a" }],
  leadIds: new Set(["lead-7f3a"]),
  names: ["Asha Patel"],
};

const eml = (headers: string[], body?: string) =>
  [...headers, ...(body === undefined ? [] : ["", body])].join("\r\n");

/**
 * The `.eml` files the file transport writes when no SMTP server is set (docs/decisions/090):
 * an erasure or an export reads every one of them.
 */
describe("the e-mail files of a privacy request", () => {
  test("no folder configured, or none written yet: nothing to find and nothing to erase", async () => {
    expect(await mailFiles(null)).toEqual([]);
    const missing = join(folder, "never-written");
    expect(await mailFiles(missing)).toEqual([]);
    expect(await mailFilesPlace.find({ match: asha, mailDirectory: missing })).toEqual([]);
    expect(await mailFilesPlace.erase({ match: asha, mailDirectory: null })).toBe(0);
  });

  test("a file where the folder should be is an error, not an empty folder", async () => {
    const file = join(folder, "mail-is-a-file");
    writeFileSync(file, "");
    await expect(mailFiles(file)).rejects.toMatchObject({ code: "ENOTDIR" });
    expect(() => ignoreMissing(Object.assign(new Error("denied"), { code: "EACCES" }))).toThrow(
      "denied",
    );
    expect(ignoreMissing(Object.assign(new Error("gone"), { code: "ENOENT" }))).toBeUndefined();
  });

  test("finds the files that name them in headers or decoded text, and erases only those", async () => {
    const mail = mkdtempSync(join(folder, "mail-"));
    const write = (name: string, text: string) => writeFileSync(join(mail, name), text);
    write("to-asha.eml", eml(["To: ASHA@buyer-firm.example", "Subject: Your enquiry"], "Hello"));
    // All headers and no body; the subject in base64 encoded words (RFC 2047).
    const subject = Buffer.from("Call back on 98765 43210").toString("base64");
    write("phone-in-subject.eml", eml(["To: team@vadtech.in", `Subject: =?UTF-8?B?${subject}?=`]));
    write(
      "digest.eml",
      eml(
        ["To: sales@vadtech.in", "Content-Transfer-Encoding: quoted-printable"],
        "Follow up: https://www.vadtech.in/admin/leads/contacts/lead-=\n7f3a",
      ),
    );
    write("someone-else.eml", eml(["To: ravi@other.example", "Subject: Pumps"], "9123456780"));
    write("notes.txt", "asha@buyer-firm.example");

    const found = (await mailFilesPlace.find({ match: asha, mailDirectory: mail })) as {
      file: string;
      text: string;
      bytes: number;
    }[];
    expect(found.map((f) => f.file).sort()).toEqual([
      "digest.eml",
      "phone-in-subject.eml",
      "to-asha.eml",
    ]);
    expect(found.find((f) => f.file === "phone-in-subject.eml")?.text).toContain(
      "Subject: Call back on 98765 43210",
    );
    expect(found.every((f) => f.bytes > 0)).toBe(true);

    expect(await mailFilesPlace.erase({ match: asha, mailDirectory: mail })).toBe(3);
    expect((await mailFiles(mail)).map((path) => path.slice(mail.length + 1))).toEqual([
      "someone-else.eml",
    ]);
    expect(existsSync(join(mail, "notes.txt"))).toBe(true);
  });
});
