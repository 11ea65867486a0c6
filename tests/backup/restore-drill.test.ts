import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeBackup } from "../../app/domain/backup/write-backup.server.ts";
import { photo, uploadForm } from "../support/images.ts";
import {
  contactPayload,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import {
  ADMIN,
  createTestApp,
  postgresAvailability,
  type DialectName,
  type TestApp,
  type TestClient,
} from "../support/test-app.ts";
import { eventually } from "../mail/support/mail-site.ts";
import { restoreInto, startRestoredSite } from "./drill-support.ts";

/**
 * The restore drill (docs/backups.md, docs/decisions/088): a site written to through its API
 * by many clients at once is backed up mid-write, and that backup loads into a database of
 * the other kind as one consistent moment; a backup taken once the writing stops loads into
 * a site that answers every read as the original does, byte for byte.
 */
const folder = mkdtempSync(join(tmpdir(), "site-drill-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const directions: Array<[DialectName, DialectName]> = [
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.skipIf(!postgresAvailability.url).each(directions)("restore drill %s → %s", (from, to) => {
  it("restores a backup taken under load, and a restored site answers as the original", async () => {
    const site = await createTestApp(from, { environment: {} });
    try {
      const admin = await site.signedInClient();
      const leads = await Promise.all([
        site.client().post("/api/contacts", contactPayload()),
        site.client().post("/api/inquiries", productInquiryPayload()),
        site.client().post("/api/service-inquiries", serviceInquiryPayload()),
      ]);
      expect(leads.map((r) => r.status)).toEqual([201, 201, 201]);

      const load = writeUnderLoad(site, admin);
      // Mid-load: some writes are done, others in flight while the snapshot is read.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const source = { databaseUrl: site.databaseUrl, dataDir: folder };
      const midway = await writeBackup(source, join(folder, `${from}-midway.jsonl.gz`));
      await load;

      const first = await restoreInto(to, midway.file);
      try {
        expect(first.counts).toEqual(
          Object.fromEntries(Object.entries(midway.counts).filter(([, n]) => n > 0)),
        );
      } finally {
        await first.database.drop();
      }
      // Every lead opened once, as reading it records the first opening in its timeline.
      await answers(admin);
      // The writing has stopped once the e-mails it queued are sent too: the mail thread sends
      // on its own time (docs/decisions/077), and a mail marked sent after the backup would
      // read differently in the original than in the restored site.
      await eventually("the outbox sent", async () => {
        const { waiting } = await site.services.notificationOutbox.counts();
        return waiting === 0;
      });
      const quiet = await writeBackup(source, join(folder, `${from}-quiet.jsonl.gz`));
      const original = await answers(admin);

      const restored = await startRestoredSite((await restoreInto(to, quiet.file)).database);
      try {
        const client = restored.client();
        expect((await client.login(ADMIN.email, ADMIN.password)).status).toBe(200);
        const again = await answers(client);
        expect(again.leadList).toEqual(original.leadList);
        for (const [path, body] of Object.entries(original.reads))
          expect({ path, body: again.reads[path] }).toEqual({ path, body });
        for (const [url, bytes] of Object.entries(original.media))
          expect(again.media[url]?.equals(bytes), url).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      await site.close();
    }
  }, 60_000);
});

/** Parallel writers: leads from the public forms, notes, uploads, site versions, accounts. */
async function writeUnderLoad(site: TestApp, admin: TestClient): Promise<void> {
  const list = await admin.get("/api/admin/leads?limit=100");
  const lead = list.body[0];
  const leadPath = `/api/admin/leads/${lead.kind}/${lead.id}`;
  const picture = await photo(80, 60);
  const publish = async () => {
    for (let i = 0; i < 3; i += 1) {
      const current = await admin.get("/api/admin/site");
      const company = { ...current.body.content.company, name: `Vadtech Engineering ${i}` };
      await admin.put("/api/admin/site/sections/company", {
        version: current.body.version,
        content: company,
      });
    }
  };
  await Promise.all([
    ...Array.from({ length: 8 }, (_, i) =>
      site.client().post("/api/contacts", contactPayload({ subject: `Visit ${i}` })),
    ),
    ...Array.from({ length: 6 }, (_, i) => admin.post(`${leadPath}/notes`, { text: `Note ${i}` })),
    admin.request("POST", "/api/admin/media", { body: uploadForm(picture, "pump.jpg", "A pump") }),
    publish(),
    admin.post("/api/admin/invitations", { email: "new.engineer@example.com", role: "sales" }),
    admin.post("/api/admin/invitations", { email: "new.editor@example.com", role: "editor" }),
  ]);
}

interface Answers {
  leadList: unknown;
  reads: Record<string, unknown>;
  media: Record<string, Buffer>;
}

/** What the site answers: catalogue, leads with notes, site content and versions, media. */
async function answers(client: TestClient): Promise<Answers> {
  const reads: Record<string, unknown> = {};
  const read = async (path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    reads[path] = response.body;
    return response.body;
  };
  const products = await read("/api/products");
  for (const product of products.items ?? products) {
    const one = await read(`/api/products/${product.id}`);
    for (const item of (one.items ?? []).slice(0, 2))
      await read(`/api/products/${product.id}/items/${item.slug}`);
  }
  await read("/api/projects");
  await read("/api/site");
  await read("/api/admin/site");
  const versions = await read("/api/admin/site/versions");
  for (const version of versions.items ?? versions)
    await read(`/api/admin/site/versions/${version.version}`);
  // Each database ranks by its own text search: the same things are found, in its own order.
  const found = await client.get("/api/search?q=pump");
  reads["search: pump"] = [...(found.body.results ?? found.body.items ?? [])].sort(byUrl);
  await read("/api/admin/users");
  await read("/api/admin/invitations");
  const leadList = await client.get("/api/admin/leads?limit=1000");
  for (const lead of leadList.body) await read(`/api/admin/leads/${lead.kind}/${lead.id}`);
  const media: Record<string, Buffer> = {};
  const library = await read("/api/admin/media?limit=100");
  for (const item of library.items ?? library) {
    for (const url of [item.url, ...item.variants.map((v: { url: string }) => v.url)]) {
      const download = await client.download(url);
      expect(download.status, url).toBe(200);
      media[url] = download.bytes;
    }
  }
  return { leadList: leadList.body, reads, media };
}

function byUrl(a: { url: string }, b: { url: string }): number {
  return a.url.localeCompare(b.url);
}
