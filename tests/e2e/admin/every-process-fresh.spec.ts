import { expect, test } from "@playwright/test";
import {
  createPostgresDatabase,
  detectPostgres,
  type TestDatabase,
} from "../../support/databases.ts";
import { startSite, type SiteInstance } from "./site-instance.ts";
import { HttpSession } from "../site/http-session.ts";
import { unique } from "../site/admin-api.ts";

type Check = [path: string, text: string];

/**
 * One freshness rule for every copy a process keeps (docs/decisions/079): an edit made
 * through any process shows on every other within a second, while the owner's signed-in
 * pages keep every process's copy of the site content warm (the case where a page used to be
 * rendered from an old copy after the new generation was seen, and then kept). Two single
 * processes and a server of two workers share one PostgreSQL database.
 */
test.describe("two processes and two workers on one PostgreSQL", () => {
  // Three servers, eight rounds and visitors all the while on two cores: about 100 s on a quiet
  // machine, and it ran out of 120 s beside other work.
  test.describe.configure({ timeout: 180_000 });
  let database: TestDatabase | undefined;
  const sites: SiteInstance[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const postgres = await detectPostgres();
    test.skip(!postgres.url, postgres.skipReason);
    database = await createPostgresDatabase(postgres.url!);
    // One after the other: the first migrates and seeds, the others find it done.
    sites.push(await startSite({ DATABASE_URL: database.url }));
    sites.push(await startSite({ DATABASE_URL: database.url }));
    sites.push(await startSite({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2" }));
  });
  test.afterAll(async () => {
    for (const site of sites) await site.stop();
    await database?.drop();
  });

  test("site content, product and project edits reach every process within 1 s, round after round", async () => {
    const owners = await Promise.all(sites.map((site) => new HttpSession(site.url).signIn()));
    // The owner's pages open on every process, read again and again: each keeps its copy warm.
    // Visitors meanwhile, so pages are rendered into the cache while the edits land.
    let running = true;
    const background = [
      ...owners.map(async (owner) => {
        while (running) {
          await owner.get("/contact");
          await owner.get("/admin/site/company");
        }
      }),
      ...sites.map(async (site) => {
        while (running)
          for (const path of ["/", "/contact", "/api/site"])
            await new HttpSession(site.url).get(path);
      }),
    ];

    try {
      const product = await owners[0]!.send("POST", "/api/products", {
        title: unique("Freshness Pumps"),
        category: "Pumps",
        description: "Centrifugal Pumps",
        imageUrl: "/images/catalogue/pumps-plumbing.svg",
        isNew: false,
      });
      expect(product.status, product.text).toBe(201);
      const productId = (JSON.parse(product.text) as { id: string }).id;
      const projectFields = {
        title: unique("Freshness piping"),
        clientIndustry: "Chemicals",
        location: "Nandesari, Vadodara",
        year: 2025,
        summary: "Process piping for a dye intermediate plant.",
        body: "Fabricated, laid and tested.",
        published: true,
      };
      const project = await owners[0]!.send("POST", "/api/admin/projects", projectFields);
      expect(project.status, project.text).toBe(201);
      const { id: projectId, slug } = JSON.parse(project.text) as { id: string; slug: string };

      // One edit per round, so no later write in the round moves the generation past a page
      // that a race left stale: each kind must be right on its own.
      const edits: Record<string, (owner: HttpSession, round: number) => Promise<Check[]>> = {
        async site(owner, round) {
          const phone = `+91 265 ${400 + round} ${String(Date.now() % 10_000).padStart(4, "0")}`;
          const site = JSON.parse((await owner.get("/api/admin/site")).text);
          site.content.company.phones[0].number = phone;
          const saved = await owner.send("PUT", "/api/admin/site", {
            version: site.version,
            content: site.content,
          });
          expect(saved.status, saved.text).toBe(200);
          return [
            ["/", phone],
            ["/contact", phone],
            ["/api/site", phone],
          ];
        },
        async product(owner, round) {
          const title = unique(`Round ${round} Pumps`);
          const current = JSON.parse((await owner.get(`/api/products/${productId}`)).text);
          const renamed = await owner.send("PUT", `/api/products/${productId}`, {
            ...current,
            title,
          });
          expect(renamed.status, renamed.text).toBe(200);
          return [
            [`/products/${productId}`, title],
            ["/api/products", title],
          ];
        },
        async project(owner, round) {
          const title = unique(`Round ${round} piping`);
          const retitled = await owner.send("PUT", `/api/admin/projects/${projectId}`, {
            ...projectFields,
            slug,
            title,
          });
          expect(retitled.status, retitled.text).toBe(200);
          return [
            ["/projects", title],
            [`/projects/${slug}`, title],
          ];
        },
      };
      const kinds = ["site", "site", "product", "site", "project", "site", "site", "product"];
      for (const [round, kind] of kinds.entries()) {
        // Every process has served the pages from its cache just before the edit.
        await everywhere(["/", "/contact", "/api/site", `/products/${productId}`, "/projects"]);
        const checks = await edits[kind]!(owners[round % owners.length]!, round);
        await expectEverywhereWithin(1000, checks);
      }
    } finally {
      running = false;
      await Promise.all(background);
    }
  });

  async function everywhere(paths: string[]) {
    for (const site of sites)
      for (const path of paths)
        for (let i = 0; i < 2; i++) await new HttpSession(site.url).get(path);
  }

  /**
   * Once `ms` have passed since the edits, anonymous visitors see them on every process: four
   * answers in a row per page, each over a new connection, so both workers of the third server
   * answer (the primary deals connections out in turn).
   */
  async function expectEverywhereWithin(ms: number, checks: Check[]) {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const late: string[] = [];
    await Promise.all(
      sites.map(async (site, s) => {
        for (const [path, text] of checks)
          for (let i = 0; i < 4; i++) {
            const answer = await new HttpSession(site.url).get(path);
            if (answer.status !== 200 || !answer.text.includes(text)) {
              late.push(`process ${s + 1} ${path} (${text}) at ${Date.now() - started} ms`);
              break;
            }
          }
      }),
    );
    expect(late, `still old ${ms} ms after the edits`).toEqual([]);
  }
});
