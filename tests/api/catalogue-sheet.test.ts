import { beforeAll, expect, test } from "vitest";
import { prepareDatabase } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { csvOf, rowsOfXlsx, sheetForm, XLSX_TYPE, xlsxOf } from "../support/sheets.ts";
import { specRows } from "../support/spec-rows.ts";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";
import { FIXED_COLUMNS } from "../../app/domain/catalogue-sheet/sheet-columns.ts";
import type { CatalogueItem } from "../../app/domain/schemas/records.ts";

/** docs/decisions/085: the catalogue's items in and out as CSV and XLSX. */

const HEADER = [...FIXED_COLUMNS, "spec:Flow", "spec:Head", "spec:MOC"];
/** The rows the generated file gets wrong, by their index among the data rows. */
const BAD = { category: 9, hsn: 199, name: 399 } as const;

interface Category {
  id: string;
  title: string;
}

type Item = Pick<
  CatalogueItem,
  "id" | "slug" | "name" | "make" | "model" | "summary" | "specs" | "images" | "hsn"
>;

describeEachDialect("Catalogue spreadsheet import and export", (dialect) => {
  const { admin, visitor, testApp } = useTestApp(dialect, { signIn: true });
  const importAs = (client: TestClient, form: FormData, query = "", csrf = true) =>
    client.request("POST", `/api/admin/catalogue/import${query}`, { body: form, csrf });
  const itemsOf = async (id: string): Promise<Item[]> =>
    (await admin().get(`/api/products/${id}`)).body.items;
  const importEntries = async () =>
    (await admin().get("/api/admin/audit?kind=product.import")).body as Array<{
      after: { rows: number; created: number; updated: number };
    }>;
  const generation = async () =>
    (
      await testApp()
        .handle.db.selectFrom("app_settings")
        .select("value")
        .where("key", "=", "content-generation")
        .executeTakeFirst()
    )?.value;

  const tag = marker("sheet");
  const categories: Category[] = [];
  /** 500 rows over six categories, named by id, by title and by a title in capitals. */
  const generated = (broken: boolean) =>
    Array.from({ length: 500 }, (_, i) => {
      const category = categories[i % categories.length] as Category;
      const cell = [category.id, category.title, category.title.toUpperCase()][i % 3] ?? "";
      const row = [
        cell,
        `${tag} Pump ${i + 1}`,
        "Narmada Flowtech",
        `NF-${i + 1}`,
        "",
        "Nos",
        "1",
        "2–3 weeks",
        "8413",
        `${i + 1} m³/h`,
        "40 m",
        i % 2 === 0 ? "SS316" : "",
      ];
      if (broken) {
        if (i === BAD.category) row[0] = "No Such Category";
        if (i === BAD.hsn) row[8] = "84A3";
        if (i === BAD.name) row[1] = "";
      }
      return row;
    });

  beforeAll(async () => {
    for (let n = 0; n < 6; n++) {
      const created = await admin().post(
        "/api/products",
        productPayload({ title: `${tag} Category ${n}`, items: [] }),
      );
      categories.push({ id: created.body.id, title: created.body.title });
    }
  });

  test("a dry run of a 500-row file with three bad rows names exactly those rows and fields, in CSV and XLSX, and writes nothing", async () => {
    const before = (await importEntries()).length;
    const rows = [HEADER, ...generated(true)];
    const files = [
      sheetForm(csvOf(rows), "items.csv"),
      sheetForm(await xlsxOf(rows), "items.xlsx", XLSX_TYPE),
    ];
    for (const form of files) {
      const answer = await importAs(admin(), form, "?dryRun=1");
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        rows: 500,
        created: 497,
        updated: 0,
        errors: [
          { row: BAD.category + 2, field: "category", message: expect.stringContaining("No Such") },
          { row: BAD.hsn + 2, field: "hsn", message: "HSN code must be 4 to 8 digits" },
          { row: BAD.name + 2, field: "name", message: "Item name is required" },
        ],
        moreErrors: 0,
        dryRun: true,
      });
    }
    // Not a dry run: the same errors, and still nothing written.
    const real = await importAs(admin(), sheetForm(csvOf(rows)));
    expect(real.body).toMatchObject({ created: 0, updated: 0, dryRun: false });
    expect(real.body.errors).toHaveLength(3);
    for (const category of categories) expect(await itemsOf(category.id)).toEqual([]);
    expect(await importEntries()).toHaveLength(before);
  });

  test("the fixed file imports every row, then importing it again updates them, keeping ids, addresses and pictures", async () => {
    const generationBefore = Number(await generation());
    const fixed = [HEADER, ...generated(false)];
    const first = await importAs(admin(), sheetForm(await xlsxOf(fixed), "items.xlsx", XLSX_TYPE));
    expect(first.body).toEqual({
      rows: 500,
      created: 500,
      updated: 0,
      errors: [],
      moreErrors: 0,
      dryRun: false,
    });
    expect(Number(await generation())).toBeGreaterThan(generationBefore);
    const pumps = await itemsOf(categories[0]?.id ?? "");
    expect(pumps).toHaveLength(84);
    expect(pumps[0]).toMatchObject({
      name: `${tag} Pump 1`,
      slug: `${tag.toLowerCase()}-pump-1`,
      make: "Narmada Flowtech",
      hsn: "8413",
      specs: specRows({ Flow: "1 m³/h", Head: "40 m", MOC: "SS316" }),
    });
    // An empty cell gives no row.
    expect((await itemsOf(categories[1]?.id ?? ""))[0]?.specs.map((s) => s.name)).toEqual([
      "Flow",
      "Head",
    ]);
    // A picture added in the back office survives the next import.
    const category = (await admin().get(`/api/products/${categories[0]?.id}`)).body;
    const withPicture = category.items.map((item: Item, i: number) =>
      i === 0 ? { ...item, images: ["https://cdn.example.com/pump-1.jpg"] } : item,
    );
    await admin().put(`/api/products/${category.id}`, { ...category, items: withPicture });

    const again = fixed.map((row, i) =>
      i === 0 ? row : row.map((v, c) => (c === 2 ? "Sabarmati Pumps" : v)),
    );
    const second = await importAs(admin(), sheetForm(csvOf(again)));
    expect(second.body).toMatchObject({ rows: 500, created: 0, updated: 500, errors: [] });
    const after = await itemsOf(category.id);
    expect(after.map((item) => [item.id, item.slug])).toEqual(
      pumps.map((item) => [item.id, item.slug]),
    );
    expect(after[0]).toMatchObject({
      make: "Sabarmati Pumps",
      images: ["https://cdn.example.com/pump-1.jpg"],
    });
    const entries = await importEntries();
    expect(entries[0]?.after).toMatchObject({ rows: 500, created: 0, updated: 500 });
    expect(entries[1]?.after).toMatchObject({ rows: 500, created: 500, updated: 0 });
  });

  test("a file without some columns leaves those fields as they are", async () => {
    const id = categories[2]?.id ?? "";
    const [item] = await itemsOf(id);
    const answer = await importAs(
      admin(),
      sheetForm(
        csvOf([
          ["Category", "Name", "HSN"],
          [id, item?.name ?? "", "84137010"],
        ]),
      ),
    );
    expect(answer.body).toMatchObject({ created: 0, updated: 1, errors: [] });
    const [after] = await itemsOf(id);
    expect(after).toEqual({ ...item, hsn: "84137010" });
  });

  test("answers 401 signed out, 403 without the CSRF header and 403 for sales; editors may import and export", async () => {
    const form = () => sheetForm(csvOf([HEADER]));
    expectProblem(await importAs(visitor(), form()), 401);
    expectProblem(await visitor().get("/api/admin/catalogue/export"), 401);
    expectProblem(await importAs(admin(), form(), "", false), 403);
    const sales = (await memberClient(testApp(), "sales")).client;
    expectProblem(await importAs(sales, form()), 403);
    expectProblem(await sales.get("/api/admin/catalogue/export"), 403);
    const editor = (await memberClient(testApp(), "editor")).client;
    expect((await importAs(editor, form(), "?dryRun=1")).status).toBe(200);
    expect((await editor.get("/api/admin/catalogue/export?format=xlsx")).status).toBe(200);
  });

  test("refuses what is not a spreadsheet with 415, a file over 10 MB with 413, and too many rows with 400", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n%"), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3])]);
    expectProblem(await importAs(admin(), sheetForm(pdf, "items.csv")), 415);
    const latin1 = Buffer.from("category,name\r\nPumps,Pump 30\u00b0C\r\n", "latin1");
    const refused = expectProblem(await importAs(admin(), sheetForm(latin1)), 415);
    expect(refused.detail).toMatch(/UTF-8/);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(expectProblem(await importAs(admin(), sheetForm(xls, "old.xls")), 415).detail).toMatch(
      /\.xls/,
    );
    const json = await admin().post("/api/admin/catalogue/import", { file: "x" });
    expectProblem(json, 415);
    const large = Buffer.alloc(10 * 1024 * 1024 + 1, "a");
    expectProblem(await importAs(admin(), sheetForm(large)), 413);
    const many = csvOf([
      ["category", "name"],
      ...Array.from({ length: 10_001 }, (_, i) => ["x", `n${i}`]),
    ]);
    const tooMany = expectProblem(await importAs(admin(), sheetForm(many)), 400);
    expect(tooMany.detail).toMatch(/more than 10,000 rows/);
    expectProblem(await importAs(admin(), new FormData()), 400);
    const damaged = Buffer.from("PK\u0003\u0004 not really a zip");
    expectProblem(await importAs(admin(), sheetForm(damaged, "x.xlsx", XLSX_TYPE)), 400);
  });

  test("export guards formula cells in CSV, and export then import changes nothing, in CSV and XLSX", async () => {
    const risky = {
      name: `${tag} Risky`,
      make: '=HYPERLINK("https://evil.example","x")',
      model: "+91 265",
      summary: "@SUM(A1)",
      specs: [{ name: "Range", value: "-20 to 120 °C" }],
    };
    const quoted = { name: `'=${tag} already quoted` };
    const created = await admin().post(
      "/api/products",
      productPayload({ title: `${tag} Risky`, items: [risky, quoted] }),
    );
    const before = await itemsOf(created.body.id);

    const csv = await admin().download("/api/admin/catalogue/export?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = csv.bytes.toString("utf8");
    // The byte-order mark makes Excel read the file as UTF-8.
    expect(text.startsWith(`\uFEFF${HEADER.slice(0, 9).join(",")},spec:`)).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(text).toContain(",'+91 265,'@SUM(A1),");
    expect(text).toContain("'-20 to 120 °C");
    expect(text).toContain(`''=${tag} already quoted`);
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
    const total = text.trim().split("\r\n").length - 1;

    const roundTrip = await importAs(admin(), sheetForm(csv.bytes));
    expect(roundTrip.body).toMatchObject({ rows: total, created: 0, updated: total, errors: [] });
    expect(await itemsOf(created.body.id)).toEqual(before);

    const xlsx = await admin().download("/api/admin/catalogue/export?format=xlsx");
    expect(xlsx.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(xlsx.headers.get("content-disposition")).toMatch(/filename="catalogue-[\d-]+\.xlsx"/);
    const rows = await rowsOfXlsx(xlsx.bytes);
    expect(rows.find((row) => row[1] === risky.name)?.slice(2, 5)).toEqual([
      risky.make,
      risky.model,
      risky.summary,
    ]);
    const xlsxTrip = await importAs(admin(), sheetForm(xlsx.bytes, "catalogue.xlsx", XLSX_TYPE));
    expect(xlsxTrip.body).toMatchObject({ created: 0, updated: total, errors: [] });
    expect(await itemsOf(created.body.id)).toEqual(before);
  });

  test("the template has the columns and no rows", async () => {
    const csv = await admin().get("/api/admin/catalogue/export?format=csv&template=1");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="catalogue-template.csv"',
    );
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(HEADER.slice(0, 9).join(","))).toBe(true);
  });

  const parallelFile = (id: string, side: string) =>
    csvOf([
      ["category", "name", "make"],
      [id, "Shared item", side],
      ...Array.from({ length: 40 }, (_, i) => [id, `${side} item ${i + 1}`, side]),
    ]);
  const parallelCategory = async () =>
    (
      await admin().post(
        "/api/products",
        productPayload({ title: `${tag} Parallel`, items: [{ name: "Shared item" }] }),
      )
    ).body.id as string;
  const expectBothApplied = async (id: string, sides: string[]) => {
    const items = await itemsOf(id);
    expect(items).toHaveLength(81);
    expect(new Set(items.map((item) => item.slug)).size).toBe(81);
    expect(sides).toContain(items[0]?.make);
    for (const side of sides) {
      expect(items.filter((item) => item.name.startsWith(side))).toHaveLength(40);
    }
  };

  test("two imports at once into one category both apply whole, one after the other", async () => {
    const id = await parallelCategory();
    const [a, b] = await Promise.all([
      importAs(admin(), sheetForm(parallelFile(id, "Alpha"))),
      importAs(admin(), sheetForm(parallelFile(id, "Beta"))),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ created: 40, updated: 1, errors: [] });
    expect(b.body).toMatchObject({ created: 40, updated: 1, errors: [] });
    await expectBothApplied(id, ["Alpha", "Beta"]);
  });

  // Two processes on one database, each with its own queue: only the database's lock keeps
  // them apart. On SQLite that lock is the database file's own, and node:sqlite waits for it
  // synchronously, so two "processes" sharing this test's one thread would wait on each other.
  test.runIf(dialect === "postgres")(
    "two imports at once through two processes both apply whole",
    async () => {
      const id = await parallelCategory();
      const other = await prepareDatabase(
        { DATABASE_URL: testApp().databaseUrl },
        createLogger("silent"),
      );
      try {
        const actor = { id: null, email: "import@example.com", address: "127.0.0.1" };
        const results = await Promise.all([
          testApp().services.catalogueSheet.import(parallelFile(id, "Gamma"), {
            dryRun: false,
            actor,
          }),
          other.services.catalogueSheet.import(parallelFile(id, "Delta"), {
            dryRun: false,
            actor,
          }),
        ]);
        for (const result of results) {
          expect(result).toMatchObject({ created: 40, updated: 1, errors: [] });
        }
      } finally {
        await other.handle.close();
      }
      await expectBothApplied(id, ["Gamma", "Delta"]);
    },
  );
});
