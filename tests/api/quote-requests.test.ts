import { expect, test } from "vitest";
import { takeNumbers } from "../../app/db/counters.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "../../server/logger.ts";
import { startSiteRuntime } from "../../server/site-runtime.ts";
import { docx, pdf, xlsx } from "../support/documents.ts";
import { expectProblem, ISO_INSTANT, marker, quoteRequestPayload } from "../support/fixtures.ts";
import { photo } from "../support/images.ts";
import { fieldRejecter, inboxContract, rejecter } from "../support/inbox-contract.ts";
import { memberClient } from "../support/team.ts";
import { createApiApp, uniqueAddress } from "../support/api-app.ts";
import { describeEachDialect, TestClient, useTestApp, type TestApp } from "../support/test-app.ts";

const PATH = "/api/quote-requests";
const REFERENCE = /^Q-(\d{4})-(\d{5,})$/;

/** The payload as the quote form sends it with a file: text fields, `items` as JSON text. */
function form(payload: Record<string, unknown>, file?: { bytes: Uint8Array; name: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    data.append(key, key === "items" ? JSON.stringify(value) : String(value));
  }
  if (file) data.append("attachment", new Blob([new Uint8Array(file.bytes)]), file.name);
  return data;
}

async function countQuotes(app: TestApp): Promise<number> {
  const row = await app.handle.db
    .selectFrom("quote_requests")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect("Quote requests API", (dialect) => {
  const context = useTestApp(dialect, { signIn: true, formRateLimit: 1000 });
  const { admin, visitor, testApp } = context;
  const reject = rejecter(context, "quote-requests");
  const rejectField = fieldRejecter(context, "quote-requests", quoteRequestPayload);
  const send = (data: FormData, client = visitor()) => client.post(PATH, undefined, { body: data });

  test("answers 201 with a reference Q-{year}-{number} and every field and line it stored", async () => {
    const payload = quoteRequestPayload({ requiredBy: "2099-12-31" });
    const response = await visitor().post(PATH, payload);
    expect(response.status).toBe(201);
    const year = Number(
      new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(
        Date.now(),
      ),
    );
    expect(response.body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(new RegExp(`^Q-${year}-\\d{5}$`)),
      subject: expect.stringMatching(/^Q-\d{4}-\d{5}: Centrifugal Pumps and 1 more item$/),
      ...payload,
      status: "new",
      date: expect.stringMatching(ISO_INSTANT),
    });
  });

  test("gives consecutive requests consecutive numbers", async () => {
    const first = (await visitor().post(PATH, quoteRequestPayload())).body.reference as string;
    const second = (await visitor().post(PATH, quoteRequestPayload())).body.reference as string;
    const number = (reference: string) => Number(REFERENCE.exec(reference)?.[2]);
    expect(number(second)).toBe(number(first) + 1);
  });

  test("takes the fields as a form with items as JSON text and a PDF attached", async () => {
    const payload = quoteRequestPayload();
    const response = await send(form(payload, { bytes: pdf(), name: "RFQ pumps.pdf" }));
    expect(response.status).toBe(201);
    expect(response.body.items).toEqual(payload.items);
    expect(response.body.attachment).toEqual({
      name: "RFQ pumps.pdf",
      type: "application/pdf",
      size: pdf().length,
      url: `/api/admin/leads/quote-requests/${response.body.id}/attachment`,
    });
  });

  test("accepts PNG, JPEG and XLSX attachments, named for what they are", async () => {
    const png = await photo(40, 30, { format: "png" });
    const cases = [
      { bytes: png, name: "nameplate.png", type: "image/png", stored: "nameplate.png" },
      { bytes: await photo(40, 30), name: "site.jpeg", type: "image/jpeg", stored: "site.jpeg" },
      {
        bytes: xlsx(),
        name: "BOQ.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        stored: "BOQ.xlsx",
      },
      { bytes: png, name: "drawing.pdf", type: "image/png", stored: "drawing.pdf.png" },
    ];
    for (const file of cases) {
      const response = await send(form(quoteRequestPayload(), file));
      expect(response.status, file.name).toBe(201);
      expect(response.body.attachment).toMatchObject({ name: file.stored, type: file.type });
    }
  });

  test("takes a form without a file (the browser's empty file part) as a request without one", async () => {
    const data = form(quoteRequestPayload());
    data.append("attachment", new Blob([]), "");
    const response = await send(data);
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty("attachment");
  });

  test("refuses with 415 a file that is not a PDF, PNG, JPEG or XLSX by its bytes, storing nothing", async () => {
    const before = await countQuotes(testApp());
    const disguised = [
      { bytes: Buffer.from("<!doctype html><script>alert(1)</script>"), name: "rfq.pdf" },
      { bytes: docx(), name: "rfq.xlsx" },
      { bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), name: "a.png" },
      { bytes: Buffer.from("name,quantity\npump,2\n"), name: "boq.csv" },
    ];
    for (const file of disguised) {
      const response = await send(form(quoteRequestPayload(), file));
      const problem = expectProblem(response, 415);
      expect(problem.errors, file.name).toEqual({
        attachment: "The attachment must be a PDF, PNG, JPEG or XLSX file.",
      });
    }
    expect(await countQuotes(testApp())).toBe(before);
  });

  test("refuses with 413 an attachment over 10 MB, storing nothing", async () => {
    const before = await countQuotes(testApp());
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await send(form(quoteRequestPayload(), { bytes: big, name: "big.pdf" }));
    expectProblem(response, 413);
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    expectProblem(await send(form(quoteRequestPayload(), { bytes: huge, name: "huge.pdf" })), 413);
    expect(await countQuotes(testApp())).toBe(before);
  });

  test("keeps a JSON body to 64 KB, and refuses other content types with 415", async () => {
    const long = quoteRequestPayload({ message: "x".repeat(70 * 1024) });
    expectProblem(await visitor().post(PATH, long), 413);
    const plain = await visitor().post(PATH, undefined, {
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expectProblem(plain, 415);
  });

  test("says which field is wrong, as the other forms do, and stores nothing", async () => {
    await rejectField("name", "Name is required", ["A"]);
    await rejectField("email", "Please enter a valid email", ["kiran@"]);
    await rejectField("phone", "Please enter a valid phone number", ["265 555"]);
    await rejectField("gstin", "Enter a valid 15-character GSTIN", [
      "24AAJCV4821K1Z3",
      "27AAPFU0939F1Z",
      "45AAPFU0939F1ZV",
    ]);
    await rejectField("requiredBy", "The date cannot be in the past", ["2020-01-31"]);
    await rejectField("requiredBy", "Enter a date as YYYY-MM-DD", ["2099-02-30"]);
  });

  test("needs 1 to 50 lines, each with a quantity above 0", async () => {
    const line = { productId: "prod-007", name: "Dosing Pumps", quantity: 1 };
    await rejectField("items", "Add at least one item", [[], undefined]);
    await rejectField("items", "At most 50 items in one request", [
      Array.from({ length: 51 }, () => line),
    ]);
    for (const quantity of [0, -2, "abc", "", null])
      await reject(
        quoteRequestPayload({ items: [{ ...line, quantity }] }),
        "items.0.quantity",
        "Quantity must be more than 0",
      );
    await reject(
      quoteRequestPayload({ items: [line, { ...line, productId: "" }] }),
      "items.1.productId",
      "Choose an item",
    );
    const fifty = await visitor().post(
      PATH,
      quoteRequestPayload({ items: Array.from({ length: 50 }, () => line) }),
    );
    expect(fifty.status).toBe(201);
  });

  test("answers 400 for items that are not JSON in a form", async () => {
    const data = form({ ...quoteRequestPayload(), items: undefined });
    data.append("items", "[{not json");
    expect(expectProblem(await send(data), 400).errors).toEqual({ items: "Must be JSON" });
  });

  test("serves the attachment to owner and sales only, as a download the browser does not sniff", async () => {
    const created = (await send(form(quoteRequestPayload(), { bytes: pdf(), name: "RFQ ä.pdf" })))
      .body;
    const url = created.attachment.url as string;

    expectProblem(await visitor().get(url), 401);
    const editor = await memberClient(testApp(), "editor");
    expectProblem(await editor.client.get(url), 403);

    const sales = await memberClient(testApp(), "sales");
    for (const client of [admin(), sales.client]) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="RFQ _.pdf"; filename*=UTF-8''RFQ%20%C3%A4.pdf`,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.text).toBe(pdf().toString("latin1"));
    }
    const without = (await visitor().post(PATH, quoteRequestPayload())).body;
    expectProblem(
      await admin().get(`/api/admin/leads/quote-requests/${without.id}/attachment`),
      404,
    );
    expectProblem(await admin().get(`/api/admin/leads/contacts/${without.id}/attachment`), 404);
  });

  test("deletes the attachment with its request", async () => {
    const created = (await send(form(quoteRequestPayload(), { bytes: pdf(), name: "a.pdf" }))).body;
    expect((await admin().delete(`${PATH}/${created.id}`)).status).toBe(200);
    const left = await testApp()
      .handle.db.selectFrom("quote_request_attachments")
      .select("quote_request_id")
      .where("quote_request_id", "=", created.id)
      .execute();
    expect(left).toEqual([]);
  });

  test("is a lead like the other kinds: listed, filtered, opened, staged", async () => {
    const name = `Lead ${marker()}`;
    const created = (await visitor().post(PATH, quoteRequestPayload({ name }))).body;
    const list = await admin().get(
      `/api/admin/leads?kind=quote-requests&q=${encodeURIComponent(name)}`,
    );
    expect(list.body).toEqual([
      expect.objectContaining({ kind: "quote-requests", id: created.id, subject: created.subject }),
    ]);
    const byReference = await admin().get(`/api/admin/leads?q=${created.reference}`);
    expect(byReference.body.map((lead: { id: string }) => lead.id)).toEqual([created.id]);
    const lead = await admin().get(`/api/admin/leads/quote-requests/${created.id}`);
    expect(lead.body).toMatchObject({
      kind: "quote-requests",
      reference: created.reference,
      company: "Desai Chemicals Pvt Ltd",
      items: created.items,
      stage: "new",
    });
    const staged = await admin().patch(`/api/admin/leads/quote-requests/${created.id}`, {
      stage: "quoted",
    });
    expect(staged.body.stage).toBe("quoted");
  });

  inboxContract({ resource: "quote-requests", payload: quoteRequestPayload, context });
});

describeEachDialect("Quote request references across processes", (dialect) => {
  const { testApp } = useTestApp(dialect, { formRateLimit: 1000 });

  test("the counter gives 20 transactions running at once 20 different numbers", async () => {
    const name = `test-${marker()}`;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp()
          .handle.db.transaction()
          .execute(async (trx) => {
            const number = await takeNumbers(trx, name, 1);
            // Still open: the others run into this one's lock, not past it.
            await new Promise((resolve) => setTimeout(resolve, 10));
            return number;
          }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  test("a transaction that rolls back gives its numbers back", async () => {
    const name = `test-${marker()}`;
    await testApp()
      .handle.db.transaction()
      .execute(async (trx) => {
        await takeNumbers(trx, name, 3);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const first = await testApp()
      .handle.db.transaction()
      .execute((trx) => takeNumbers(trx, name, 2));
    expect(first).toBe(1);
  });

  test("20 requests sent at once to two processes get 20 different consecutive references", async () => {
    // A second server process as it runs: its own submission thread on the same database.
    const otherData = mkdtempSync(join(tmpdir(), "quote-second-"));
    const other = await startSiteRuntime(
      {
        databaseUrl: testApp().databaseUrl,
        dataDir: otherData,
        siteUrl: "http://localhost:3000",
        logLevel: "silent",
      },
      createLogger("silent"),
    );
    try {
      const { app: second } = createApiApp(other.services, { formRateLimit: 1000 });
      const clients = Array.from(
        { length: 20 },
        (_, i) => new TestClient(i % 2 ? second : testApp().app, uniqueAddress()),
      );
      await Promise.all(clients.map((client) => client.csrfToken()));
      const responses = await Promise.all(
        clients.map((client) => client.post(PATH, quoteRequestPayload())),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      const numbers = responses
        .map((r) => Number(REFERENCE.exec(r.body.reference)?.[2]))
        .sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    } finally {
      await other.close();
      rmSync(otherData, { recursive: true, force: true });
    }
  });
});
