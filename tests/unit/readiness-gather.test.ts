import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { gatherFacts } from "../../app/domain/readiness/gather.server.ts";
import { createSiteContentStore } from "../../app/domain/site/site-content-store.server.ts";
import { migratedSqliteConnections } from "../support/migrated-sqlite.ts";

const connection = migratedSqliteConnections("site");
const folder = mkdtempSync(join(tmpdir(), "readiness-facts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const noSmtp = () => Promise.reject(new Error("SMTP_URL is unset: nothing to ask"));

/**
 * What the go-live checks judge is read once (docs/decisions/089); `npm run doctor` gathers it
 * even when the database cannot be opened, and the checks then stand on what is left.
 */
describe("the facts the go-live checks judge", () => {
  test("a database not opened: its reason, no accounts or content, the sender MAIL_FROM names", async () => {
    const unopened = { unopened: "unable to open database file" };
    const facts = await gatherFacts(unopened, {
      env: { DATA_DIR: folder, MAIL_FROM: '"Vadtech" <info@vadtech.in>' },
      probeSmtp: noSmtp,
      now: 42,
    });
    expect(facts).toMatchObject({
      databaseError: "unable to open database file",
      accounts: null,
      sample: null,
      sender: { name: "Vadtech", address: "info@vadtech.in" },
      smtp: undefined,
      backup: undefined,
      now: 42,
    });
    const without = await gatherFacts(unopened, { env: { DATA_DIR: folder }, probeSmtp: noSmtp });
    expect(without.sender).toBeNull();
  });

  test("a database without site content yet says so, and one that fails says why", async () => {
    const { db } = connection("site");
    const empty = await gatherFacts(db, { env: { DATA_DIR: folder }, probeSmtp: noSmtp });
    expect(empty).toMatchObject({ databaseError: "it holds no site content yet", accounts: null });
    const failing = await gatherFacts(db.withSchema("no_such_schema"), {
      env: { DATA_DIR: folder },
      probeSmtp: noSmtp,
    });
    expect(failing.databaseError).toMatch(/no_such_schema/);
  });

  test("with content: the accounts, the sample content, and MAIL_FROM over the company's address", async () => {
    const { db } = connection("site");
    await createSiteContentStore(db).seed();
    const env = { DATA_DIR: folder };
    const fromContent = await gatherFacts(db, { env, probeSmtp: noSmtp });
    expect(fromContent).toMatchObject({
      databaseError: undefined,
      accounts: [],
      sender: { address: "info@example.com" },
      sample: { caseStudies: 0, sampleLogo: true },
    });
    const fixed = await gatherFacts(db, {
      env: { ...env, MAIL_FROM: "site@vadtech.in" },
      probeSmtp: noSmtp,
    });
    expect(fixed.sender).toEqual({ name: "", address: "site@vadtech.in" });
  });

  test("BACKUP_DIR: the newest finished file, never a hidden or partial one", async () => {
    const backups = mkdtempSync(join(folder, "backups-"));
    const at = (name: string, hoursAgo: number) => {
      const file = join(backups, name);
      writeFileSync(file, "backup");
      const seconds = (Date.now() - hoursAgo * 3_600_000) / 1000;
      utimesSync(file, seconds, seconds);
    };
    at("site-2026-03-01.backup", 30);
    at("site-2026-03-02.backup", 6);
    at("site-2026-03-03.backup.partial", 1);
    at(".site-2026-03-03.backup", 1);
    const facts = await gatherFacts(
      { unopened: "not needed" },
      { env: { DATA_DIR: folder, BACKUP_DIR: backups }, probeSmtp: noSmtp },
    );
    expect(facts.backup).toMatchObject({
      dir: backups,
      newest: { name: "site-2026-03-02.backup" },
    });
  });

  test("a BACKUP_DIR that is not a folder is why no backup could be read", async () => {
    const file = join(folder, "not-a-folder");
    writeFileSync(file, "");
    const facts = await gatherFacts(
      { unopened: "not needed" },
      { env: { DATA_DIR: folder, BACKUP_DIR: file }, probeSmtp: noSmtp },
    );
    expect(facts.backup).toEqual({ dir: file, error: expect.stringMatching(/ENOTDIR/) });
  });
});
