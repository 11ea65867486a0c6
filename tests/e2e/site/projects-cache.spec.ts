import { expect, test } from "@playwright/test";
import { signedIn, unique } from "./admin-api.ts";

/** Projects with the page cache (docs/decisions/061): a project write reaches pages and API reads served from memory. */
test("a new project shows at once on the cached /projects, its API list and the sitemap", async ({
  request,
  baseURL,
}) => {
  await request.get("/projects");
  expect((await request.get("/projects")).headers()["x-page-cache"]).toBe("hit");
  await request.get("/api/projects");
  expect((await request.get("/api/projects")).headers()["x-page-cache"]).toBe("hit");

  const { api, headers } = await signedIn(baseURL!);
  const title = unique("Effluent treatment piping");
  const created = await api.post("/api/admin/projects", {
    headers,
    data: {
      title,
      clientIndustry: "Chemicals",
      location: "Padra, Vadodara",
      year: 2025,
      summary: "HDPE and MS piping for an effluent treatment plant.",
      body: "Fabricated, laid and tested.",
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };

  const page = await request.get("/projects");
  expect(page.headers()["x-page-cache"]).not.toBe("hit");
  expect(await page.text()).toContain(title);
  expect(JSON.stringify(await (await request.get("/api/projects")).json())).toContain(title);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/projects/${slug}`);

  expect((await api.delete(`/api/admin/projects/${id}`, { headers })).status()).toBe(200);
  expect(await (await request.get("/projects")).text()).not.toContain(title);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(404);
  await api.dispose();
});
