import { expect, test } from "vitest";
import {
  expectFieldError,
  expectProblem,
  ISO_INSTANT,
  marker,
  productPayload,
} from "../support/fixtures.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/** The built-in sample products. */
const SEEDED = [
  ["prod-001", "Motors & Power Transmission", "Power", true],
  ["prod-002", "Fasteners & Spares", "Fasteners", false],
  ["prod-003", "Hand Tools & Power Tools", "Tools", true],
  ["prod-004", "Electrical Products", "Electrical", false],
  ["prod-005", "Pneumatics & Hydraulics", "Pneumatics", false],
  ["prod-006", "Smart Transmitters / Fittings", "Transmitters", true],
  ["prod-007", "Pumps & Plumbing", "Pumps", false],
  ["prod-008", "Material Handling", "Material", true],
  ["prod-009", "Packaging", "Packaging", false],
  ["prod-010", "Infrastructure", "Infrastructure", false],
  ["prod-011", "Test Instruments", "Instruments", true],
] as const;

describeEachDialect("Products API", (dialect) => {
  const { admin, visitor } = useTestApp(dialect, { signIn: true });
  const productCount = async () =>
    Number((await visitor().get("/api/products")).headers.get("x-total-count"));

  test("lists the seeded catalogue prod-001 to prod-011 in order, to anyone", async () => {
    const response = await visitor().get("/api/products");
    expect(response.status).toBe(200);
    const seeded = response.body.filter((p: { id: string }) => p.id.startsWith("prod-"));
    expect(
      seeded.map((p: { id: string; title: string; category: string; isNew: boolean }) => [
        p.id,
        p.title,
        p.category,
        p.isNew,
      ]),
    ).toEqual(SEEDED.map((row) => [...row]));
    expect(response.headers.get("x-total-count")).toBe(String(response.body.length));
  });

  test("gives every seeded product a comma-and-space list of sub-products and its main image among its images", async () => {
    const { body } = await visitor().get("/api/products?limit=11");
    for (const product of body) {
      expect(product.description).toMatch(/^[^,]+(, [^,]+)+$/);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.images).toContain(product.imageUrl);
      expect(product.createdAt).toMatch(ISO_INSTANT);
      expect(product.updatedAt).toMatch(ISO_INSTANT);
    }
  });

  test("answers one product by id, and 404 for an unknown id", async () => {
    const response = await visitor().get("/api/products/prod-004");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: "prod-004",
      title: "Electrical Products",
      category: "Electrical",
      isNew: false,
    });
    expectProblem(await visitor().get("/api/products/prod-404"), 404);
  });

  test("searches title and description case-insensitively and pages with limit and offset", async () => {
    const pumps = await visitor().get("/api/products?q=PUMPS%20%26%20plumbing");
    expect(pumps.body.map((p: { id: string }) => p.id)).toEqual(["prod-007"]);
    const page = await visitor().get("/api/products?limit=2&offset=3");
    expect(page.body.map((p: { id: string }) => p.id)).toEqual(["prod-004", "prod-005"]);
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThanOrEqual(11);
    expect((await visitor().get("/api/products?q=%25")).body).toEqual([]);
  });

  test("creates a product with an id made from its title, ignoring the id and timestamps the client sends", async () => {
    const title = `Valves & Fittings ${marker()}`;
    const fields = productPayload({ title });
    const payload = { ...fields, id: "my-id", _id: "other", createdAt: "2000-01-01T00:00:00.000Z" };
    const response = await admin().post("/api/products", payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...fields,
      id: `valves-and-fittings-${title.split(" ").at(-1)}`,
      // docs/decisions/081: the answer adds the items the description names.
      items: ["Gate Valves", "Globe Valves", "Ball Valves"].map((name) =>
        expect.objectContaining({ name }),
      ),
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: expect.stringMatching(ISO_INSTANT),
    });
    expect(response.body.createdAt).not.toBe("2000-01-01T00:00:00.000Z");
    expect((await visitor().get(`/api/products/${response.body.id}`)).body).toEqual(response.body);
  });

  test("makes a unique id when two products share a title", async () => {
    const title = `Cable Trays ${marker()}`;
    const first = await admin().post("/api/products", productPayload({ title }));
    const second = await admin().post("/api/products", productPayload({ title }));
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(`${first.body.id}-2`);
    expect(second.body.id).toMatch(/^[a-z0-9-]+$/);
  });

  test("never gives a product an id that an admin screen's path uses", async () => {
    for (const title of ["New", "Edit"]) {
      const created = await admin().post("/api/products", productPayload({ title }));
      expect(created.status).toBe(201);
      expect(created.body.id).toBe(`${title.toLowerCase()}-2`);
    }
  });

  test("creates both products when the same title is saved twice at once", async () => {
    const title = `Double Click ${marker()}`;
    const [a, b] = await Promise.all([
      admin().post("/api/products", productPayload({ title })),
      admin().post("/api/products", productPayload({ title })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  test("normalises the description, defaults the images to the main image and omits an empty image map", async () => {
    const response = await admin().post(
      "/api/products",
      productPayload({
        description: " Gate Valves,Globe Valves , ,Ball Valves ",
        images: ["", "  "],
        subproductImages: {},
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.description).toBe("Gate Valves, Globe Valves, Ball Valves");
    expect(response.body.images).toEqual([response.body.imageUrl]);
    expect(response.body).not.toHaveProperty("subproductImages");
  });

  test("rejects a product without name, category or main image with the form's messages, storing nothing", async () => {
    const before = await productCount();
    expectFieldError(
      await admin().post("/api/products", productPayload({ title: " " })),
      "title",
      "Product Name is required",
    );
    expectFieldError(
      await admin().post("/api/products", productPayload({ category: undefined })),
      "category",
      "Category is required",
    );
    expectFieldError(
      await admin().post("/api/products", productPayload({ imageUrl: "" })),
      "imageUrl",
      "Main Image URL is required",
    );
    expect(await productCount()).toBe(before);
  });

  test("accepts only absolute http(s) URLs or the site's own paths as images", async () => {
    const message = "Enter an absolute http(s) URL or a path starting with /";
    expectFieldError(
      await admin().post("/api/products", productPayload({ imageUrl: "javascript:alert(1)" })),
      "imageUrl",
      message,
    );
    expectFieldError(
      await admin().post("/api/products", productPayload({ imageUrl: "//evil.example/x.png" })),
      "imageUrl",
      message,
    );
    expectFieldError(
      await admin().post("/api/products", productPayload({ images: ["data:image/png;base64,AA"] })),
      "images.0",
      message,
    );
    const drive = "https://drive.google.com/file/d/1AbC/view?usp=sharing";
    expect((await admin().post("/api/products", productPayload({ imageUrl: drive }))).status).toBe(
      201,
    );
  });

  test("rejects malformed flags and lists with 400 rather than failing", async () => {
    expectProblem(await admin().post("/api/products", productPayload({ isNew: "yes" })), 400);
    expectProblem(await admin().post("/api/products", productPayload({ images: "/a.png" })), 400);
    expectProblem(
      await admin().post("/api/products", productPayload({ subproductImages: ["x"] })),
      400,
    );
  });

  test("updates a product in place, keeping its id and creation time", async () => {
    const created = await admin().post("/api/products", productPayload());
    const changes = productPayload({
      title: "Renamed Valves",
      category: "Flow",
      isNew: false,
      id: "hijack",
      subproductImages: undefined,
    });
    const response = await admin().put(`/api/products/${created.body.id}`, changes);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.body.id,
      title: "Renamed Valves",
      category: "Flow",
      isNew: false,
    });
    expect(response.body).not.toHaveProperty("subproductImages");
    expect(response.body.createdAt).toBe(created.body.createdAt);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.updatedAt),
    );
    expectProblem(await visitor().get("/api/products/hijack"), 404);
  });

  test("answers 404 to an update of an unknown id and 400 to an invalid update", async () => {
    expectProblem(await admin().put("/api/products/no-such-product", productPayload()), 404);
    const before = (await visitor().get("/api/products/prod-002")).body;
    expectFieldError(
      await admin().put("/api/products/prod-002", productPayload({ title: "" })),
      "title",
      "Product Name is required",
    );
    expect((await visitor().get("/api/products/prod-002")).body).toEqual(before);
  });

  test("deletes a product, which then answers 404", async () => {
    const created = await admin().post("/api/products", productPayload());
    const response = await admin().delete(`/api/products/${created.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expectProblem(await visitor().get(`/api/products/${created.body.id}`), 404);
    expectProblem(await admin().delete(`/api/products/${created.body.id}`), 404);
  });

  test("answers 401 to create, update and delete without a session, changing nothing", async () => {
    const before = await productCount();
    expectProblem(await visitor().post("/api/products", productPayload()), 401);
    expectProblem(await visitor().put("/api/products/prod-001", productPayload()), 401);
    expectProblem(await visitor().delete("/api/products/prod-001"), 401);
    expect(await productCount()).toBe(before);
    expect((await visitor().get("/api/products/prod-001")).body.title).toBe(
      "Motors & Power Transmission",
    );
  });

  test("answers 403 to create, update and delete without the CSRF header, even when signed in", async () => {
    expectProblem(await admin().post("/api/products", productPayload(), { csrf: false }), 403);
    expectProblem(
      await admin().put("/api/products/prod-001", productPayload(), { csrf: false }),
      403,
    );
    expectProblem(await admin().delete("/api/products/prod-001", { csrf: false }), 403);
    expect((await visitor().get("/api/products/prod-001")).status).toBe(200);
  });
});
