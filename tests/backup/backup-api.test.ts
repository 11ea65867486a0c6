import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger.ts";
import { startSiteRuntime, type SiteRuntime } from "../../server/site-runtime.ts";
import { expectProblem } from "../support/fixtures.ts";
import { memberClient } from "../support/team.ts";
import { createApiApp } from "../support/api-app.ts";
import { ADMIN, createTestDatabase, type TestClient } from "../support/test-app.ts";
import type { TestDatabase } from "../support/databases.ts";

/** The Backups screen's endpoints (docs/decisions/088): the owner's only, asked again to download. */
describe("the backups API", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-backup-dir-"));
  const dataDir = mkdtempSync(join(tmpdir(), "site-backup-data-"));
  let database: TestDatabase;
  let runtime: SiteRuntime;
  let api: ReturnType<typeof createApiApp>;
  let owner: TestClient;
  const client = () => api.client();

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    runtime = await startSiteRuntime(
      {
        databaseUrl: database.url,
        dataDir,
        siteUrl: "http://localhost:3000",
        logLevel: "silent",
        backupDir: dir,
        backupKeep: 3,
      },
      createLogger("silent"),
    );
    await runtime.services.auth.ensureAdministrator(ADMIN);
    api = createApiApp(runtime.services);
    owner = await client().signIn();
  });
  afterAll(async () => {
    await runtime?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const appWithClients = () => ({ handle: runtime.handle, client });

  it("refuses sales and editors, and visitors", async () => {
    expectProblem(await client().get("/api/admin/backups"), 401);
    for (const role of ["sales", "editor"] as const) {
      const { client: member } = await memberClient(appWithClients(), role);
      expectProblem(await member.get("/api/admin/backups"), 403);
      expectProblem(await member.post("/api/admin/backups"), 403);
      expectProblem(await member.post("/api/admin/backups/x/download", { password: "x" }), 403);
    }
  });

  it("backs up now (201), lists it, and downloads it with the password asked again", async () => {
    const made = await owner.post("/api/admin/backups");
    expect(made.status).toBe(201);
    expect(made.body.name).toMatch(/^site-backup-.*\.jsonl\.gz$/);
    const list = await owner.get("/api/admin/backups");
    expect(list.body).toMatchObject({ dir, keep: 3 });
    expect(list.body.items[0]).toEqual(made.body);

    const path = `/api/admin/backups/${made.body.name}/download`;
    const wrong = await owner.post(path, { password: "not the password" });
    expectProblem(wrong, 403);
    expect(wrong.body.errors).toHaveProperty("password");

    const right = await owner.request("POST", path, { json: { password: ADMIN.password } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-disposition")).toContain(made.body.name);

    const audit = await owner.get("/api/admin/audit?kind=backup");
    const actions = (audit.body.items ?? audit.body).map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["backup.create", "backup.download"]));
  });

  it("answers the file's bytes: a backup whose first line is its header", async () => {
    const made = await owner.post("/api/admin/backups");
    const headers = new Headers({
      "x-test-client-address": owner.address,
      Cookie: owner.cookieHeader(),
      "X-XSRF-TOKEN": await owner.csrfToken(),
      "Content-Type": "application/json",
    });
    const response = await api.app.request(`/api/admin/backups/${made.body.name}/download`, {
      method: "POST",
      headers,
      body: JSON.stringify({ password: ADMIN.password }),
    });
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(JSON.parse(text.split("\n")[0]!)).toMatchObject({ source: "sqlite" });
  });

  it("answers 404 for names that are not listed backups, traversal included", async () => {
    writeFileSync(join(dir, "notes.txt"), "not a backup");
    for (const name of [
      "notes.txt",
      "..%2Fsite.db",
      "..%2F..%2Fetc%2Fpasswd",
      "site-backup-2020-01-01T00-00-00-000Z.jsonl.gz",
      "%2Fetc%2Fpasswd",
    ])
      expectProblem(
        await owner.post(`/api/admin/backups/${name}/download`, { password: ADMIN.password }),
        404,
      );
  });

  it("writes one backup at a time: a second click meanwhile gets 409", async () => {
    const [first, second] = await Promise.all([
      owner.post("/api/admin/backups"),
      owner.post("/api/admin/backups"),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
  });

  it("keeps the newest BACKUP_KEEP", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await owner.post("/api/admin/backups")).status).toBe(201);
    expect((await owner.get("/api/admin/backups")).body.items).toHaveLength(3);
  });
});
