import { expect, test } from "vitest";
import { blankItem } from "../../app/domain/catalogue-items/blank-item.ts";
import { uploadPdf } from "../support/documents.ts";
import { expectFieldError, expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { specRows } from "../support/spec-rows.ts";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/** docs/decisions/081: the items of a category as records, through the products API. */

const PUMP = {
  name: "End-suction Centrifugal Pump",
  make: "Narmada Flowtech",
  model: "NF-ES 50-160",
  summary: "Stainless end-suction pump for process water.",
  specs: specRows({ Flow: "30 m³/h", Head: "40 m", MOC: "SS316" }),
  images: ["/images/subproducts/pump.svg", "https://cdn.example.com/pump-2.jpg"],
  datasheets: [] as Array<{ url: string; name: string }>,
  unit: "Set",
  moq: "1",
  leadTime: "2–3 weeks",
  hsn: "8413",
};

interface Item {
  id: string;
  slug: string;
  name: string;
  make: string;
  specs: Array<{ name: string; value: string }>;
  images: string[];
}

describeEachDialect("Catalogue items API", (dialect) => {
  const { admin, visitor, testApp } = useTestApp(dialect, { signIn: true });
  const createWith = (items: unknown[], overrides: Record<string, unknown> = {}) =>
    admin().post("/api/products", productPayload({ items, ...overrides }));

  test("round-trips items: POST, GET the category, GET one item by its address", async () => {
    const sheet = await uploadPdf(admin(), `NF-ES ${marker()}`, "NF-ES 50-160.pdf");
    const pump = { ...PUMP, datasheets: [{ url: sheet.url, name: "NF-ES datasheet" }] };
    const created = await createWith([pump, { name: "Dosing Pump" }]);
    expect(created.status).toBe(201);
    const { id, items } = created.body as { id: string; items: Item[] };
    expect(items).toEqual([
      { ...pump, id: expect.any(String), slug: "end-suction-centrifugal-pump" },
      { ...blankItem("Dosing Pump", expect.any(String)), slug: "dosing-pump" },
    ]);
    expect(created.body.description).toBe("End-suction Centrifugal Pump, Dosing Pump");
    // The first contract's picture map follows each item's first picture.
    expect(created.body.subproductImages).toEqual({ [PUMP.name]: PUMP.images[0] });
    const read = await visitor().get(`/api/products/${id}`);
    expect(read.body.items).toEqual(items);
    const one = await visitor().get(`/api/products/${id}/items/end-suction-centrifugal-pump`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ ...items[0], productId: id, productTitle: created.body.title });
    // The list stays one row per category.
    const list = await visitor().get(`/api/products?q=${encodeURIComponent(created.body.title)}`);
    expect(list.body[0]).not.toHaveProperty("items");
  });

  test("seeds items with specifications, and a name with a comma as one item", async () => {
    const pumps = await visitor().get("/api/products/prod-007");
    const names = pumps.body.items.map((item: Item) => item.name);
    expect(names).toContain("Butterfly Valves, wafer type");
    const pump = await visitor().get("/api/products/prod-007/items/centrifugal-pumps");
    expect(pump.body).toMatchObject({ make: expect.any(String), hsn: "8413", unit: "Set" });
    expect(pump.body.specs).toContainEqual({ name: "Head", value: "40 m" });
  });

  test("a PUT with items keeps the id of an item sent with its id or its address", async () => {
    const created = await createWith([{ name: "Gate Valve" }, { name: "Globe Valve" }]);
    const [gate, globe] = created.body.items as Item[];
    const updated = await admin().put(
      `/api/products/${created.body.id}`,
      productPayload({
        title: created.body.title,
        description: "Ignored, Entirely",
        items: [
          { slug: globe!.slug, name: "Globe Valve", make: "Revati Valves" },
          { id: gate!.id, name: "Gate Valve, rising stem" },
          { id: "not-one-of-ours", name: "Check Valve" },
        ],
      }),
    );
    expect(updated.status).toBe(200);
    const items = updated.body.items as Item[];
    expect(items.map((item) => [item.id, item.slug, item.make])).toEqual([
      [globe!.id, "globe-valve", "Revati Valves"],
      [gate!.id, "gate-valve", ""],
      [expect.not.stringMatching(/^not-one-of-ours$/), "check-valve", ""],
    ]);
    expect(updated.body.description).toBe("Globe Valve, Gate Valve, rising stem, Check Valve");
  });

  test("a PUT with only a description keeps the details of every unchanged name", async () => {
    const created = await createWith([
      PUMP,
      { name: "Butterfly Valves, wafer type", make: "Revati Valves" },
      { name: "Foot Valve", make: "Old make" },
    ]);
    const before = created.body.items as Item[];
    // What a client of the first contract sends back: the description and the picture map.
    const updated = await admin().put(
      `/api/products/${created.body.id}`,
      productPayload({
        title: created.body.title,
        description: `${PUMP.name}, Butterfly Valves, wafer type, Strainer`,
        subproductImages: created.body.subproductImages,
      }),
    );
    expect(updated.status).toBe(200);
    const items = updated.body.items as Item[];
    expect(items.map((item) => item.name)).toEqual([
      PUMP.name,
      "Butterfly Valves, wafer type",
      "Strainer",
    ]);
    expect(items[0]).toEqual(before[0]);
    expect(items[1]).toEqual(before[1]);
    expect(items[2]).toMatchObject({ slug: "strainer", make: "", specs: [] });
  });

  test("keeps a name with a comma sent as an item as one item", async () => {
    const created = await createWith([{ name: "Butterfly Valves, wafer type" }]);
    expect(created.body.items).toHaveLength(1);
    expect(created.body.items[0].slug).toBe("butterfly-valves-wafer-type");
    expect(created.body.description).toBe("Butterfly Valves, wafer type");
  });

  test("makes each address from the name, unique within the category", async () => {
    const first = await createWith([{ name: "Gate Valve" }, { name: "Gate Valve" }]);
    expect(first.body.items.map((item: Item) => item.slug)).toEqual(["gate-valve", "gate-valve-2"]);
    // Another category may use the same address.
    const second = await createWith([{ name: "Gate Valve" }]);
    expect(second.body.items[0].slug).toBe("gate-valve");
    const other = await visitor().get(`/api/products/${second.body.id}/items/gate-valve`);
    expect(other.body.productId).toBe(second.body.id);
    // An address given by hand is kept, and a made one steps around it.
    const third = await createWith([{ name: "Gate Valve" }, { name: "Ball", slug: "gate-valve" }]);
    expect(third.body.items.map((item: Item) => item.slug)).toEqual(["gate-valve-2", "gate-valve"]);
  });

  test("answers 404 for an unknown category or item", async () => {
    expectProblem(await visitor().get("/api/products/no-such-product/items/anything"), 404);
    expectProblem(await visitor().get("/api/products/prod-001/items/no-such-item"), 404);
  });

  test("refuses invalid items with 400 and field errors, storing nothing", async () => {
    const title = `Refused ${marker()}`;
    const cases: Array<[unknown, string, string]> = [
      [{ name: "x".repeat(121) }, "items.0.name", "Item name must be at most 120 characters"],
      [{ name: " " }, "items.0.name", "Item name is required"],
      [
        { name: "Pump", specs: [{ name: "", value: "30 m³/h" }] },
        "items.0.specs.0.name",
        "Specification name is required",
      ],
      [
        { name: "Pump", images: ["javascript:alert(1)"] },
        "items.0.images.0",
        "Enter an absolute http(s) URL or a path starting with /",
      ],
      [
        { name: "Pump", datasheets: [{ url: "ftp://example.com/a.pdf" }] },
        "items.0.datasheets.0.url",
        "Choose a PDF from the media library",
      ],
      [
        { name: "Pump", datasheets: [{ url: "https://cdn.example.com/nf-es.pdf", name: "NF-ES" }] },
        "items.0.datasheets.0.url",
        "Choose a PDF from the media library",
      ],
      [{ name: "Pump", hsn: "84A3" }, "items.0.hsn", "HSN code must be 4 to 8 digits"],
      [
        { name: "Pump", slug: "Not A Slug" },
        "items.0.slug",
        "Use lowercase letters, digits and hyphens",
      ],
    ];
    for (const [item, field, message] of cases)
      expectFieldError(await createWith([item], { title }), field, message);
    expectFieldError(
      await createWith(
        [
          { name: "A", slug: "same" },
          { name: "B", slug: "same" },
        ],
        { title },
      ),
      "items.1.slug",
      "Another item of this category has this address",
    );
    expectProblem(await createWith(["not an item"], { title }), 400);
    expectProblem(await admin().post("/api/products", productPayload({ title, items: "x" })), 400);
    const found = await visitor().get(`/api/products?q=${encodeURIComponent(title)}`);
    expect(found.body).toEqual([]);
  });

  test("a datasheet must be a document of the media library: anything else is 400 and nothing is stored", async () => {
    const title = `Datasheets ${marker()}`;
    const sheet = await uploadPdf(admin(), `Kept ${marker()}`);
    // Shaped like a document's URL, but no upload has these bytes.
    const unknown = "/media/0123456789abcdef0123-missing.pdf";
    expectFieldError(
      await createWith([{ name: "Pump", datasheets: [{ url: unknown, name: "Missing" }] }], {
        title,
      }),
      "items.0.datasheets.0.url",
      "This PDF is not in the media library: choose or upload it there",
    );
    // A real document's bytes under another name are not a URL the library handed out.
    const renamed = sheet.url.replace(/-[a-z0-9-]+\.pdf$/, "-renamed.pdf");
    expectFieldError(
      await createWith([{ name: "Pump", datasheets: [{ url: renamed, name: "Renamed" }] }], {
        title,
      }),
      "items.0.datasheets.0.url",
      "This PDF is not in the media library: choose or upload it there",
    );
    expect((await visitor().get(`/api/products?q=${encodeURIComponent(title)}`)).body).toEqual([]);

    // A PUT of items is checked the same way, and leaves the category as it was.
    const created = await createWith([{ name: "Pump", datasheets: [{ url: sheet.url }] }], {
      title,
    });
    expect(created.status).toBe(201);
    // Sent without a name, the datasheet is called by its file's name.
    expect(created.body.items[0].datasheets).toEqual([{ url: sheet.url, name: "datasheet" }]);
    const refused = await admin().put(`/api/products/${created.body.id}`, {
      ...productPayload({ title }),
      items: [
        { ...created.body.items[0], datasheets: [{ url: sheet.url, name: "Kept" }] },
        { name: "Valve", datasheets: [{ url: unknown, name: "Missing" }] },
      ],
    });
    expectFieldError(
      refused,
      "items.1.datasheets.0.url",
      "This PDF is not in the media library: choose or upload it there",
    );
    const after = await visitor().get(`/api/products/${created.body.id}`);
    expect(after.body.items).toEqual(created.body.items);
  });

  test("escapes nothing away: markup in an item is stored and answered as text", async () => {
    const name = `<script>alert(1)</script> Pump`;
    const created = await createWith([{ name, summary: "<img src=x onerror=alert(1)>" }]);
    expect(created.body.items[0]).toMatchObject({ name, slug: "script-alert-1-script-pump" });
  });

  test("a role without catalogue access gets 403 and changes nothing", async () => {
    const { client } = await memberClient(testApp(), "sales");
    const before = (await visitor().get("/api/products/prod-001")).body;
    expectProblem(
      await client.put("/api/products/prod-001", { ...before, items: [{ name: "Taken over" }] }),
      403,
    );
    expectProblem(await client.post("/api/products", productPayload({ items: [PUMP] })), 403);
    expect((await visitor().get("/api/products/prod-001")).body).toEqual(before);
  });

  test("deleting a category deletes its items", async () => {
    const created = await createWith([PUMP]);
    expect((await admin().delete(`/api/products/${created.body.id}`)).status).toBe(200);
    const rows = await testApp()
      .handle.db.selectFrom("items")
      .select("id")
      .where("product_id", "=", created.body.id)
      .execute();
    expect(rows).toEqual([]);
  });

  test("writes the items to the audit entry of the change", async () => {
    const created = await createWith([PUMP]);
    const entry = await testApp()
      .handle.db.selectFrom("audit_log")
      .selectAll()
      .where("target", "=", `product:${created.body.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).toContain("NF-ES 50-160");
  });
});
