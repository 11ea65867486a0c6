import { expect, test } from "vitest";
import { samplePdf, uploadPdf, type UploadedDocument } from "../support/documents.ts";
import { expectFieldError, expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { uploadForm } from "../support/images.ts";
import type { TestClient } from "../support/test-app.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/** docs/decisions/084: PDF datasheets in the media library, served as downloads. */

interface ListItem extends UploadedDocument {
  usedIn: string[];
}

describeEachDialect("Media library documents", (dialect) => {
  const { admin, visitor, testApp } = useTestApp(dialect, { signIn: true });
  /** The answer as it is: the test client reads bodies as text, which a PDF is not. */
  const download = (path: string, headers: Record<string, string> = {}) =>
    testApp().app.request(path, { headers });
  const upload = (client: TestClient, form: FormData) =>
    client.request<UploadedDocument>("POST", "/api/admin/media", { body: form });
  const documentCount = async () =>
    Number(
      (await admin().get("/api/admin/media?kind=document&limit=1")).headers.get("x-total-count"),
    );

  test("a PDF is stored as a document: its bytes, a download URL named after it, no variants", async () => {
    const bytes = await samplePdf(`Stored ${marker()}`);
    const response = await upload(
      admin(),
      uploadForm(bytes, "NF-ES 50-160 Datasheet.pdf", "", "application/pdf"),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      kind: "document",
      contentType: "application/pdf",
      bytes: bytes.length,
      fileName: "NF-ES 50-160 Datasheet.pdf",
      width: 0,
      height: 0,
      variants: [],
    });
    expect(response.body.url).toMatch(/^\/media\/[0-9a-f]{20}-nf-es-50-160-datasheet\.pdf$/);
    const served = await download(response.body.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // A PDF sent under another name still downloads as a PDF.
    const renamed = await upload(
      admin(),
      uploadForm(await samplePdf(`Renamed ${marker()}`), "scan.bin", "", "application/pdf"),
    );
    expect(renamed.body.fileName).toBe("scan.pdf");
  });

  test("an HTML page, an SVG or a script sent as datasheet.pdf gets 415, and nothing is stored", async () => {
    const before = await documentCount();
    const disguised = [
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "alert(document.cookie); // %PDF-1.7",
      // A PDF header in front of a web page: a polyglot made to be sniffed as HTML.
      "%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n",
    ];
    for (const text of disguised) {
      const refused = expectProblem(
        await upload(admin(), uploadForm(text, "datasheet.pdf", "", "application/pdf")),
        415,
      );
      expect(refused.detail).toMatch(/PDF/);
    }
    expect(await documentCount()).toBe(before);
  });

  test("a PDF cut off before its end gets 400, and nothing is stored", async () => {
    const before = await documentCount();
    const whole = await samplePdf(`Cut ${marker()}`);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    const refused = expectProblem(
      await upload(admin(), uploadForm(cut, "cut.pdf", "", "application/pdf")),
      400,
    );
    expect(refused.detail).toMatch(/damaged or incomplete/);
    expect(await documentCount()).toBe(before);
  });

  test("downloads as an attachment under its name, with nosniff, a sandboxing policy, caching and 304", async () => {
    const name = `Réf “Ø50” ${marker()}.pdf`;
    const item = await uploadPdf(admin(), `Download ${marker()}`, name);
    const response = await download(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(item.bytes));
    const disposition = response.headers.get("content-disposition") ?? "";
    // A plain fallback without quotes or non-ASCII (accents folded), and the exact name in UTF-8.
    expect(disposition).toMatch(/^attachment; filename="Ref __50_ [^"]+\.pdf"; filename\*=/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("sandbox");
    expect(policy).not.toContain("script-src");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await download(item.url, { "If-None-Match": etag })).status).toBe(304);
    // The URL names the bytes by their hash: they answer whatever the name part says.
    expect((await download(item.url.replace(/-[a-z0-9-]+\.pdf$/, "-x.pdf"))).status).toBe(200);
    expect((await download("/media/0123456789abcdef0123-missing.pdf")).status).toBe(404);
  });

  test("the list filters by kind; where used names the items whose datasheets it is; a used one is not deleted", async () => {
    const item = await uploadPdf(admin(), `Used ${marker()}`, `Used ${marker()}.pdf`);
    const documents = await admin().get<ListItem[]>("/api/admin/media?kind=document&limit=500");
    expect(documents.body.every((entry) => entry.kind === "document")).toBe(true);
    expect(documents.body.map((entry) => entry.id)).toContain(item.id);
    const images = await admin().get<ListItem[]>("/api/admin/media?kind=image&limit=500");
    expect(images.body.map((entry) => entry.id)).not.toContain(item.id);
    expectProblem(await admin().get("/api/admin/media?kind=video"), 400);

    const title = `Datasheet users ${marker()}`;
    const created = await admin().post(
      "/api/products",
      productPayload({
        title,
        items: [
          { name: "Gate Valve, flanged", datasheets: [{ url: item.url, name: "GV datasheet" }] },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const listed = await admin().get<ListItem[]>("/api/admin/media?kind=document&limit=500");
    const entry = listed.body.find((candidate) => candidate.id === item.id);
    expect(entry?.usedIn).toEqual([`datasheet of item “Gate Valve, flanged” of “${title}”`]);

    const refused = await admin().delete(`/api/admin/media/${item.id}`);
    const problem = expectProblem(refused, 409);
    expect(problem.detail).toMatch(/^This document is in use: datasheet of item/);
    expect((await download(item.url)).status).toBe(200);

    // Detached from the item, it can go; then a save that names it is refused.
    const product = created.body as { id: string; items: Array<Record<string, unknown>> };
    const detached = await admin().put(`/api/products/${product.id}`, {
      ...productPayload({ title }),
      items: [{ ...product.items[0], datasheets: [] }],
    });
    expect(detached.status).toBe(200);
    expect((await admin().delete(`/api/admin/media/${item.id}`)).status).toBe(200);
    expect((await download(item.url)).status).toBe(404);
    expectFieldError(
      await admin().put(`/api/products/${product.id}`, {
        ...productPayload({ title }),
        items: [{ ...product.items[0], datasheets: [{ url: item.url, name: "Gone" }] }],
      }),
      "items.0.datasheets.0.url",
      "This PDF is not in the media library: choose or upload it there",
    );
  });

  test("a delete and a save naming the same document at once: one of them is refused, never neither", async () => {
    for (let round = 0; round < 6; round++) {
      const sheet = await uploadPdf(admin(), `Race ${round} ${marker()}`);
      const [removed, saved] = await Promise.all([
        admin().delete(`/api/admin/media/${sheet.id}`),
        admin().post(
          "/api/products",
          productPayload({ items: [{ name: "Raced", datasheets: [{ url: sheet.url }] }] }),
        ),
      ]);
      const outcome = `${removed.status}/${saved.status}`;
      expect(["200/400", "409/201"]).toContain(outcome);
    }
  });

  test("of two uploads of the same PDF, the one an item names cannot be deleted; the other can", async () => {
    const bytes = await samplePdf(`Twins ${marker()}`);
    const send = async (name: string) =>
      (await upload(admin(), uploadForm(bytes, name, "", "application/pdf"))).body;
    const first = await send(`First ${marker()}.pdf`);
    const second = await send(`Second ${marker()}.pdf`);
    expect(second.url).not.toBe(first.url);
    const created = await admin().post(
      "/api/products",
      productPayload({
        items: [{ name: "Twin", datasheets: [{ url: second.url, name: "Sheet" }] }],
      }),
    );
    expect(created.status).toBe(201);
    expectProblem(await admin().delete(`/api/admin/media/${second.id}`), 409);
    expect((await admin().delete(`/api/admin/media/${first.id}`)).status).toBe(200);
    const served = await download(second.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toContain(encodeURIComponent("Second"));
  });

  test("the seeded catalogue's datasheets are genuine PDFs in the library, on their items", async () => {
    const pump = await visitor().get<{ datasheets: Array<{ url: string; name: string }> }>(
      "/api/products/prod-007/items/centrifugal-pumps",
    );
    expect(pump.body.datasheets).toEqual([
      {
        url: expect.stringMatching(/^\/media\/[0-9a-f]{20}-[a-z0-9-]+\.pdf$/),
        name: expect.any(String),
      },
    ]);
    const [sheet] = pump.body.datasheets;
    const file = await download(sheet?.url ?? "");
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-1024).toString("latin1")).toContain("%%EOF");
  });
});
