import { expect, test } from "vitest";
import { openDatabase } from "../../app/db/connection.server.ts";
import { createServices } from "../../app/domain/services.server.ts";
import { expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/** docs/decisions/082: GET /api/search over items, categories, services and projects. */

interface Result {
  type: string;
  title: string;
  url: string;
  context: string;
  snippet: string;
}
interface Answer {
  total: number;
  results: Result[];
  correctedQuery?: string;
  suggestions: string[];
}

const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });

describeEachDialect("Site search API", (dialect) => {
  const { admin, visitor, testApp } = useTestApp(dialect, { signIn: true });
  const search = (q: string, extra = "") =>
    visitor().get<Answer>(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  const titles = async (q: string, extra = "") =>
    (await search(q, extra)).body.results.map((r) => r.title);
  const createCategory = async (items: unknown[], overrides: Record<string, unknown> = {}) => {
    const response = await admin().post<{
      id: string;
      title: string;
      items: Array<{ id: string; slug: string; name: string }>;
    }>("/api/products", productPayload({ items, ...overrides }));
    expect(response.status).toBe(201);
    return response.body;
  };

  test("finds the seeded centrifugal pump in SS316, its item page first", async () => {
    const response = await search("centrifugal ss316");
    expect(response.status).toBe(200);
    expect(response.body.results[0]).toMatchObject({
      type: "item",
      title: "Centrifugal Pumps",
      url: "/products/prod-007/centrifugal-pumps",
      context: "Pumps & Plumbing",
    });
    expect(response.body.results[0]?.snippet).toContain("<mark>SS316</mark>");
    // In any order.
    expect((await search("ss316 centrifugal")).body.results[0]?.url).toBe(
      "/products/prod-007/centrifugal-pumps",
    );
  });

  test("the seed's categories, services and projects are found too", async () => {
    const pump = await search("pump");
    // A category named so comes before one that only mentions it.
    expect(pump.body.results[0]).toMatchObject({ type: "category", title: "Pumps & Plumbing" });
    const maintenance = await search("maintenance");
    expect(maintenance.body.results.map((r) => r.type)).toContain("service");
    expect(maintenance.body.results.find((r) => r.type === "service")?.url).toMatch(
      /^\/services\/maintenance$/,
    );
    const projects = await testApp().services.projects.list({ publishedOnly: true, limit: 1 });
    const project = projects.items[0];
    expect(project).toBeDefined();
    const found = await search(project?.title ?? "");
    expect(found.body.results[0]).toMatchObject({
      type: "project",
      url: `/projects/${project?.slug}`,
    });
  });

  test("every word must match, in any order", async () => {
    const word = marker("w");
    await createCategory([item(`${word} Gate Valve`), item(`${word} Ball Valve`)]);
    expect(await titles(`${word} valve`, "&type=item")).toHaveLength(2);
    expect(await titles(`ball ${word}`, "&type=item")).toEqual([`${word} Ball Valve`]);
    expect(await titles(`valve ball ${word} gate`, "&type=item")).toEqual([]);
    // The category lists both, so it holds every word.
    expect((await search(`valve ball ${word} gate`)).body.results.map((r) => r.type)).toEqual([
      "category",
    ]);
  });

  test("ranks a match in the name above make, model or specifications, and those above descriptions", async () => {
    const word = marker("r");
    await createCategory([
      item("Flanged strainer", { summary: `Basket strainer, ${word} pattern.` }),
      item("Y strainer", { specs: [{ name: "Pattern", value: word }] }),
      item(`${word} strainer`),
      item("Duplex strainer", { make: `${word} Engineering` }),
    ]);
    const answer = await search(word, "&type=item");
    expect(answer.body.total).toBe(4);
    const order = answer.body.results.map((r) => r.title);
    expect(order[0]).toBe(`${word} strainer`);
    expect(order.slice(1, 3).sort()).toEqual(["Duplex strainer", "Y strainer"]);
    expect(order[3]).toBe("Flanged strainer");
  });

  test("corrects a mistyped word and says so", async () => {
    const answer = await search("centrifugl");
    expect(answer.status).toBe(200);
    expect(answer.body.correctedQuery).toBe("centrifugal");
    expect(answer.body.results.map((r) => r.title)).toContain("Centrifugal Pumps");
    expect(answer.body.results[0]?.snippet ?? answer.body.results[0]?.title).toBeTruthy();
  });

  test("a correction that still finds nothing is not offered; the words that find something are", async () => {
    const answer = await search("centrifugl zzyzxq");
    expect(answer.body).toEqual({ total: 0, results: [], suggestions: ["centrifugal"] });
  });

  test("a grade finds what is written with or without a space: ss316 and SS 316", async () => {
    const word = marker("g");
    await createCategory([
      item(`${word} Globe Valve`, { specs: [{ name: "Body", value: "SS 316" }] }),
      item(`${word} Check Valve`, { specs: [{ name: "Body", value: "SS316L" }] }),
      item(`${word} Needle Valve`, { specs: [{ name: "Body", value: "SS304" }] }),
    ]);
    expect((await titles(`ss316 ${word}`, "&type=item")).sort()).toEqual([
      `${word} Check Valve`,
      `${word} Globe Valve`,
    ]);
    expect((await titles(`ss 316 ${word}`, "&type=item")).sort()).toEqual([
      `${word} Check Valve`,
      `${word} Globe Valve`,
    ]);
    const snippet = (await search(`ss316 ${word} globe`)).body.results[0]?.snippet;
    expect(snippet).toContain("<mark>SS 316</mark>");
  });

  test("a query under 2 characters, or without a word, is a 400 problem", async () => {
    for (const q of ["", "a", " a ", "**", "%_"]) {
      const response = await search(q);
      expectProblem(response, 400);
    }
    expectProblem(await visitor().get("/api/search"), 400);
    expect(expectProblem(await search("a"), 400).errors?.q).toBe(
      "Type at least 2 characters to search",
    );
  });

  test("limit, offset and type are checked", async () => {
    for (const extra of ["&limit=0", "&limit=51", "&limit=abc", "&offset=-1", "&type=page"])
      expectProblem(await search("pump", extra), 400);
    const two = await search("pump", "&limit=2");
    expect(two.body.results).toHaveLength(2);
    expect(two.body.total).toBeGreaterThan(2);
    const next = await search("pump", "&limit=2&offset=2");
    expect(next.body.results[0]?.url).not.toBe(two.body.results[0]?.url);
    const beyond = await search("pump", "&offset=1000");
    expect(beyond.body).toMatchObject({ total: two.body.total, results: [] });
  });

  test("hostile queries answer 200 or 400, never 500", async () => {
    const hostile = [
      '"',
      "*",
      "OR",
      "NEAR(",
      "'; drop table items; --",
      'pump" OR "valve',
      "pump*",
      "NOT pump",
      "pump AND",
      "{name_terms}: pump",
      "name_terms:pump",
      "^pump",
      "pump & | ! :*",
      "a\\b",
      "%%",
      "__",
      "🙂🙂",
      "पंप मोटर",
      "x".repeat(200),
      "x".repeat(201),
      "a b c d e f g h i j k",
      "\u0000pump",
      "ünïcödé pümp",
    ];
    for (const q of hostile) {
      const response = await search(q);
      expect([200, 400], `${JSON.stringify(q)} gave ${response.status}`).toContain(response.status);
    }
  });

  test("snippets escape stored text before marking the words", async () => {
    const word = marker("x");
    await createCategory([
      item(`${word} Relief Valve`, { summary: `<script>alert(1)</script> & "${word}" <b>set</b>` }),
    ]);
    const hit = (await search(word, "&type=item")).body.results[0];
    expect(hit?.snippet).toBe(
      `&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;<mark>${word}</mark>&quot; &lt;b&gt;set&lt;/b&gt;`,
    );
    expect(hit?.title).toBe(`${word} Relief Valve`);
  });

  test("an item's edit and removal reach the index in the same save", async () => {
    const word = marker("e");
    const created = await createCategory([
      item(`${word} Foot Valve`),
      item(`${word} Pressure Gauge`),
    ]);
    const [valve] = created.items;
    const renamed = marker("n");
    const updated = await admin().put(`/api/products/${created.id}`, {
      ...productPayload({ title: created.title }),
      items: [{ id: valve?.id, name: `${renamed} Foot Valve` }],
    });
    expect(updated.status).toBe(200);
    expect(await titles(`${word} foot`, "&type=item")).toEqual([]);
    expect(await titles(`${word} gauge`, "&type=item")).toEqual([]);
    expect(await titles(renamed, "&type=item")).toEqual([`${renamed} Foot Valve`]);
    const [hit] = (await search(renamed, "&type=item")).body.results;
    expect(hit?.url).toBe(`/products/${created.id}/${valve?.slug}`);
  });

  test("deleting a category removes it and its items from the results", async () => {
    const word = marker("d");
    const created = await createCategory([item(`${word} Pipe Clamp`)], {
      title: `${word} Clamps`,
    });
    expect((await search(word)).body.total).toBe(2);
    expect((await admin().delete(`/api/products/${created.id}`)).status).toBe(200);
    expect((await search(word)).body).toMatchObject({ total: 0, results: [] });
  });

  test("a project's edit, hiding and deletion reach the index", async () => {
    const word = marker("p");
    const created = await admin().post<{ id: string; slug: string }>("/api/admin/projects", {
      title: `Effluent line ${word}`,
      clientIndustry: "Dyes",
      location: "Ankleshwar",
      year: 2024,
      summary: "HDPE effluent line with two transfer pumps.",
      body: "We laid 600 m of HDPE pipe.",
      outcome: "",
      images: [],
      published: true,
      sortOrder: 0,
    });
    expect(created.status).toBe(201);
    const found = await search(word);
    expect(found.body.results).toEqual([
      expect.objectContaining({ type: "project", url: `/projects/${created.body.slug}` }),
    ]);
    const project = await admin().get<Record<string, unknown>>(
      `/api/admin/projects/${created.body.id}`,
    );
    const base = { ...project.body };
    const renamed = marker("q");
    await admin().put(`/api/admin/projects/${created.body.id}`, {
      ...base,
      title: `Effluent line ${renamed}`,
    });
    expect((await search(word)).body.total).toBe(0);
    expect((await search(renamed)).body.total).toBe(1);
    await admin().put(`/api/admin/projects/${created.body.id}`, {
      ...base,
      title: `Effluent line ${renamed}`,
      published: false,
    });
    expect((await search(renamed)).body.total).toBe(0);
    await admin().put(`/api/admin/projects/${created.body.id}`, {
      ...base,
      title: `Effluent line ${renamed}`,
      published: true,
    });
    expect((await search(renamed)).body.total).toBe(1);
    expect((await admin().delete(`/api/admin/projects/${created.body.id}`)).status).toBe(200);
    expect((await search(renamed)).body.total).toBe(0);
  });

  test("a service page edited in the site content is found by its new words", async () => {
    const word = marker("s");
    const current = await admin().get<{
      version: number;
      content: { services: { pages: Record<string, { capabilities: string[] }> } };
    }>("/api/admin/site");
    const services = structuredClone(current.body.content.services);
    services.pages.logistics?.capabilities.push(`Over-dimensional cargo to ${word}`);
    const saved = await admin().put("/api/admin/site/sections/services", {
      version: current.body.version,
      content: services,
    });
    expect(saved.status).toBe(200);
    const [hit] = (await search(word)).body.results;
    expect(hit).toMatchObject({ type: "service", url: "/services/logistics" });
    expect(hit?.snippet).toContain(`<mark>${word}</mark>`);
  });

  test("another process on the same database finds a save at once", async () => {
    const word = marker("m");
    const other = openDatabase(testApp().databaseUrl);
    try {
      const services = createServices(other);
      await createCategory([item(`${word} Strainer`)]);
      const answer = await services.search.search({ q: word, limit: 5, offset: 0 });
      expect(answer.results.map((r) => r.url)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
