import { expect, test } from "vitest";
import { expectFieldError, expectProblem, ISO_INSTANT, marker } from "../support/fixtures.ts";
import { photo, uploadForm } from "../support/images.ts";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

interface Project {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  images: string[];
  updatedAt: string;
}

function projectPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Cooling water piping ${marker()}`,
    clientIndustry: "Chemicals",
    location: "Makarpura GIDC, Vadodara",
    year: 2025,
    summary: "Carbon-steel cooling water lines and two heat exchanger tie-ins.",
    body: "We fabricated 40 spools.\n\nThen we erected and tested them.",
    outcome: "Handed over in 12 days.",
    images: ["/images/catalogue/infrastructure.svg"],
    published: true,
    sortOrder: 5,
    ...overrides,
  };
}

describeEachDialect("Projects API", (dialect) => {
  const { testApp, admin, visitor } = useTestApp(dialect, { signIn: true });
  const generation = async () => {
    const row = await testApp()
      .handle.db.selectFrom("app_settings")
      .select("value")
      .where("key", "=", "content-generation")
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  };

  test("lists the four seeded projects to anyone, published ones only, with X-Total-Count", async () => {
    const response = await visitor().get<Project[]>("/api/projects");
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(4);
    expect(response.body[0]).toMatchObject({ slug: "solvent-recovery-plant-piping", year: 2024 });
    expect(response.body.every((p) => p.published)).toBe(true);
    expect(response.headers.get("x-total-count")).toBe(String(response.body.length));
    const one = await visitor().get("/api/projects/transfer-pump-skid-dahej");
    expect(one.status).toBe(200);
    expect(one.body.createdAt).toMatch(ISO_INSTANT);
    expectProblem(await visitor().get("/api/projects/no-such-project"), 404);
  });

  test("answers 401 without a session and 403 to sales on every admin route", async () => {
    const sales = (await memberClient(testApp(), "sales")).client;
    for (const client of [visitor(), sales] as TestClient[]) {
      const status = client === sales ? 403 : 401;
      expectProblem(await client.get("/api/admin/projects"), status);
      expectProblem(await client.post("/api/admin/projects", projectPayload()), status);
      expectProblem(await client.get("/api/admin/projects/x"), status);
      expectProblem(await client.put("/api/admin/projects/x", projectPayload()), status);
      expectProblem(await client.delete("/api/admin/projects/x"), status);
    }
    const editor = (await memberClient(testApp(), "editor")).client;
    expect((await editor.post("/api/admin/projects", projectPayload())).status).toBe(201);
  });

  test("refuses invalid fields with 400 and field messages, changing nothing", async () => {
    const before = Number((await admin().get("/api/admin/projects")).headers.get("x-total-count"));
    expectFieldError(
      await admin().post("/api/admin/projects", projectPayload({ title: "  " })),
      "title",
      "Title is required",
    );
    expectFieldError(
      await admin().post("/api/admin/projects", projectPayload({ year: 1800 })),
      "year",
      "Enter a year after 1950",
    );
    expectFieldError(
      await admin().post("/api/admin/projects", projectPayload({ slug: "Not a slug!" })),
      "slug",
      "Use lower-case letters, digits and hyphens, e.g. pump-skid-for-dahej",
    );
    expectFieldError(
      await admin().post("/api/admin/projects", projectPayload({ images: ["javascript:x"] })),
      "images.0",
      "Enter an absolute http(s) URL or a path starting with /",
    );
    const after = Number((await admin().get("/api/admin/projects")).headers.get("x-total-count"));
    expect(after).toBe(before);
  });

  test("makes the slug from the title, keeps it unique, and answers 409 for a taken one", async () => {
    const title = `Pump skid for Dahej ${marker()}`;
    const first = await admin().post<Project>("/api/admin/projects", projectPayload({ title }));
    const second = await admin().post<Project>("/api/admin/projects", projectPayload({ title }));
    expect(first.status).toBe(201);
    expect(second.body.slug).toBe(`${first.body.slug}-2`);
    const taken = await admin().post(
      "/api/admin/projects",
      projectPayload({ slug: first.body.slug }),
    );
    expect(expectProblem(taken, 409).errors?.slug).toContain(first.body.slug);
    const renamed = await admin().put(
      `/api/admin/projects/${second.body.id}`,
      projectPayload({ title, slug: first.body.slug }),
    );
    expectProblem(renamed, 409);
    const gujarati = await admin().post<Project>(
      "/api/admin/projects",
      projectPayload({ title: "પંપ સ્કિડ" }),
    );
    expect(gujarati.body.slug).toMatch(/^project(-\d+)?$/);
    // A blank slug on update keeps the address already shared.
    const kept = await admin().put<Project>(
      `/api/admin/projects/${second.body.id}`,
      projectPayload({ title: "Renamed", slug: "" }),
    );
    expect(kept.body.slug).toBe(second.body.slug);
  });

  test("hides unpublished projects from visitors but not from the back office; 404 for unknown ids", async () => {
    const draft = await admin().post<Project>(
      "/api/admin/projects",
      projectPayload({ published: false }),
    );
    expect(draft.body.published).toBe(false);
    expectProblem(await visitor().get(`/api/projects/${draft.body.slug}`), 404);
    const list = await visitor().get<Project[]>("/api/projects?limit=1000");
    expect(list.body.some((p) => p.id === draft.body.id)).toBe(false);
    expect((await admin().get(`/api/admin/projects/${draft.body.id}`)).status).toBe(200);
    expectProblem(await admin().get("/api/admin/projects/unknown"), 404);
    expectProblem(await admin().put("/api/admin/projects/unknown", projectPayload()), 404);
    expectProblem(await admin().delete("/api/admin/projects/unknown"), 404);
  });

  test("each write bumps the content generation (the page cache's signal) and is audited", async () => {
    const start = await generation();
    const created = await admin().post<Project>("/api/admin/projects", projectPayload());
    expect(await generation()).toBe(start + 1);
    await admin().put(`/api/admin/projects/${created.body.id}`, projectPayload({ year: 2021 }));
    expect(await generation()).toBe(start + 2);
    expect((await admin().delete(`/api/admin/projects/${created.body.id}`)).body).toEqual({
      success: true,
    });
    expect(await generation()).toBe(start + 3);
    const audit = await admin().get<{ action: string; target: string }[]>(
      "/api/admin/audit?kind=project&limit=500",
    );
    const actions = audit.body
      .filter((entry) => entry.target === `project:${created.body.id}`)
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual(["project.create", "project.delete", "project.update"]);
    expectProblem(await visitor().get(`/api/projects/${created.body.slug}`), 404);
  });

  test("an image a project shows cannot be deleted from the media library (409 naming it)", async () => {
    const upload = await admin().request<{ id: string; url: string }>("POST", "/api/admin/media", {
      body: uploadForm(await photo(900, 600), "skid.jpg"),
    });
    const created = await admin().post<Project>(
      "/api/admin/projects",
      projectPayload({ images: [upload.body.url] }),
    );
    const refused = await admin().delete(`/api/admin/media/${upload.body.id}`);
    const body = expectProblem(refused, 409) as unknown as { usedIn: string[] };
    expect(body.usedIn).toEqual([`photographs of project “${created.body.title}”`]);
    await admin().delete(`/api/admin/projects/${created.body.id}`);
    expect((await admin().delete(`/api/admin/media/${upload.body.id}`)).status).toBe(200);
  });

  test("a brand logo from the media library is in use too: 409 until the logo is removed", async () => {
    const upload = await admin().request<{ id: string; url: string }>("POST", "/api/admin/media", {
      body: uploadForm(await photo(600, 300), "brand-logo.png"),
    });
    const site = (await admin().get("/api/admin/site")).body;
    site.content.trust.brands.items.push({ name: "Logo Brand", logoUrl: upload.body.url });
    const saved = await admin().put("/api/admin/site", site);
    expect(saved.status).toBe(200);
    const refused = await admin().delete(`/api/admin/media/${upload.body.id}`);
    expect((expectProblem(refused, 409) as unknown as { usedIn: string[] }).usedIn).toEqual([
      "the published site content",
    ]);
    saved.body.content.trust.brands.items.pop();
    expect((await admin().put("/api/admin/site", saved.body)).status).toBe(200);
    expect((await admin().delete(`/api/admin/media/${upload.body.id}`)).status).toBe(200);
  });

  test("the back office searches title, industry, location and summary", async () => {
    const place = `Jhagadia ${marker()}`;
    await admin().post(
      "/api/admin/projects",
      projectPayload({ location: place, published: false }),
    );
    const found = await admin().get<Project[]>(
      `/api/admin/projects?q=${encodeURIComponent(place.toUpperCase())}`,
    );
    expect(found.body).toHaveLength(1);
    expect(found.headers.get("x-total-count")).toBe("1");
  });
});
