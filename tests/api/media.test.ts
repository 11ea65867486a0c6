import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import type { MediaRecord as Media } from "../../app/domain/media/media-rules.ts";
import { prepareDatabase } from "../../server/bootstrap.ts";
import { createLogger } from "../../server/logger.ts";
import { expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { photo, pngBomb, uploadForm } from "../support/images.ts";
import { memberClient } from "../support/team.ts";
import { createApiApp, uniqueAddress } from "../support/api-app.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

describeEachDialect("Media library API", (dialect) => {
  const { testApp, admin, visitor } = useTestApp(dialect, { signIn: true });
  let landscape: Buffer;
  beforeAll(async () => {
    landscape = await photo(2400, 1600);
  });
  const upload = (client: TestClient, form: FormData, csrf = true) =>
    client.request<Media>("POST", "/api/admin/media", { body: form, csrf });
  const count = async () =>
    Number((await admin().get("/api/admin/media?limit=1")).headers.get("x-total-count"));

  test("answers 401 without a session, 403 without the CSRF header and 403 for sales", async () => {
    expectProblem(await upload(visitor(), uploadForm(landscape)), 401);
    expectProblem(await visitor().get("/api/admin/media"), 401);
    expectProblem(await upload(admin(), uploadForm(landscape), false), 403);
    const sales = (await memberClient(testApp(), "sales")).client;
    expectProblem(await upload(sales, uploadForm(landscape)), 403);
    expectProblem(await sales.get("/api/admin/media"), 403);
  });

  test("an editor uploads a photograph and gets its record with AVIF, WebP and JPEG widths up to 1920", async () => {
    const editor = (await memberClient(testApp(), "editor")).client;
    const response = await upload(
      editor,
      uploadForm(landscape, "plant.jpg", "Our plant at Makarpura"),
    );
    expect(response.status).toBe(201);
    const item = response.body;
    expect(item).toMatchObject({
      alt: "Our plant at Makarpura",
      width: 2400,
      height: 1600,
      contentType: "image/jpeg",
      bytes: landscape.length,
    });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{20}-1920\.jpg$/);
    const widths = [...new Set(item.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 640, 960, 1280, 1920]);
    for (const width of widths)
      expect(item.variants.filter((v) => v.width === width).map((v) => v.format)).toEqual([
        "avif",
        "webp",
        "jpeg",
      ]);
  });

  test("variants are served with their type, immutable caching, an ETag, nosniff and 304", async () => {
    const item = (await upload(admin(), uploadForm(landscape, "served.jpg"))).body;
    const avif = item.variants.find((v) => v.format === "avif" && v.width === 640);
    if (!avif) throw new Error("no 640 px AVIF");
    const response = await testApp().app.request(avif.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "heif", width: 640, height: 427 });
    const again = await testApp().app.request(avif.url, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect((await testApp().app.request(avif.url.replace(/-640\./, "-641."))).status).toBe(404);
    expect((await testApp().app.request("/media/not-a-variant.jpg")).status).toBe(404);
  });

  test("EXIF orientation is applied and no metadata leaves the server", async () => {
    const portrait = await photo(1200, 800, { orientation: 6, gps: true });
    const item = (await upload(admin(), uploadForm(portrait, "turned.jpg"))).body;
    expect([item.width, item.height]).toEqual([800, 1200]);
    const jpeg = await testApp().app.request(item.url);
    const metadata = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([800, 1200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  test("a small picture is never enlarged, and one with transparency falls back to PNG", async () => {
    const item = (
      await upload(
        admin(),
        uploadForm(await photo(500, 300, { alpha: true }), "logo.png", "", "image/png"),
      )
    ).body;
    expect(item.contentType).toBe("image/png");
    expect([...new Set(item.variants.map((v) => v.width))]).toEqual([320, 500]);
    expect(item.variants.map((v) => v.format)).toContain("png");
    expect(item.variants.map((v) => v.format)).not.toContain("jpeg");
    expect(item.url).toMatch(/-500\.png$/);
  });

  test("an HTML page named .jpg and an SVG with a script get 415, and nothing is stored", async () => {
    const before = await count();
    const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expectProblem(await upload(admin(), uploadForm(html, "photo.jpg")), 415);
    expectProblem(await upload(admin(), uploadForm(svg, "logo.svg", "", "image/svg+xml")), 415);
    expect(await count()).toBe(before);
  });

  test("a truncated JPEG and a decompression bomb get 400, and nothing is stored", async () => {
    const before = await count();
    const truncated = landscape.subarray(0, Math.floor(landscape.length / 2));
    const damaged = expectProblem(await upload(admin(), uploadForm(truncated, "cut.jpg")), 400);
    expect(damaged.detail).toMatch(/damaged or incomplete/);
    const bomb = expectProblem(await upload(admin(), uploadForm(pngBomb(), "bomb.png")), 400);
    expect(bomb.detail).toMatch(/20000 × 20000 pixels/);
    expect(await count()).toBe(before);
  });

  test("a body that is not multipart gets 415, and a form without a file 400", async () => {
    expectProblem(await admin().post("/api/admin/media", { file: "x" }), 415);
    const form = new FormData();
    form.set("alt", "no file");
    expectProblem(await upload(admin(), form), 400);
  });

  test("GET lists newest first with X-Total-Count and searches the file name and the alt text", async () => {
    const tag = marker("m");
    await upload(admin(), uploadForm(landscape, `${tag}-gearbox.jpg`, "A helical gearbox"));
    await upload(admin(), uploadForm(landscape, "other.jpg", `Conveyor ${tag}`));
    const found = await admin().get<Media[]>(`/api/admin/media?q=${tag}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("x-total-count")).toBe("2");
    expect(found.body.map((m) => m.alt)).toEqual([`Conveyor ${tag}`, "A helical gearbox"]);
    const page = await admin().get<Media[]>(`/api/admin/media?q=${tag}&limit=1&offset=1`);
    expect(page.body.map((m) => m.alt)).toEqual(["A helical gearbox"]);
  });

  test("PATCH changes the alt text and the audit log records upload, change and delete", async () => {
    const item = (await upload(admin(), uploadForm(landscape, "alt.jpg"))).body;
    expect(item.alt).toBe("");
    const patched = await admin().patch<Media>(`/api/admin/media/${item.id}`, {
      alt: "  Pump skid  ",
    });
    expect(patched.status).toBe(200);
    expect(patched.body.alt).toBe("Pump skid");
    expectProblem(await admin().patch("/api/admin/media/unknown", { alt: "x" }), 404);
    expect((await admin().delete(`/api/admin/media/${item.id}`)).body).toEqual({ success: true });
    const audit = await admin().get<{ action: string }[]>(`/api/admin/audit?kind=media&limit=500`);
    const actions = audit.body
      .filter((e) => JSON.stringify(e).includes(item.id))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(["media.create", "media.delete", "media.update"]);
  });

  test("DELETE of an image a product uses gets 409 naming the product; unused, it goes with its variants", async () => {
    const item = (await upload(admin(), uploadForm(await photo(900, 600), "valve.jpg"))).body;
    const product = await admin().post(
      "/api/products",
      productPayload({ imageUrl: item.url, images: [] }),
    );
    expect(product.status).toBe(201);
    const refused = await admin().delete(`/api/admin/media/${item.id}`);
    const body = expectProblem(refused, 409) as unknown as { detail: string; usedIn: string[] };
    expect(body.detail).toContain(product.body.title);
    expect(body.usedIn).toContain(`main image of “${product.body.title}”`);
    const listed = await admin().get<{ id: string; usedIn: string[] }[]>(
      "/api/admin/media?q=valve.jpg",
    );
    expect(listed.body.find((m) => m.id === item.id)?.usedIn.length).toBeGreaterThan(0);
    await admin().delete(`/api/products/${product.body.id}`);
    expect((await admin().delete(`/api/admin/media/${item.id}`)).status).toBe(200);
    expect((await testApp().app.request(item.url)).status).toBe(404);
    expectProblem(await admin().delete(`/api/admin/media/${item.id}`), 404);
  });

  test("HEAD on a variant answers its headers without the bytes", async () => {
    const item = (await upload(admin(), uploadForm(landscape, "head.jpg"))).body;
    const response = await testApp().app.request(item.url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  test("an image the published site content uses cannot be deleted either", async () => {
    const item = (await upload(admin(), uploadForm(await photo(1000, 700), "hero.jpg"))).body;
    const site = (await admin().get("/api/admin/site")).body;
    site.content.about.hero.imageUrl = item.url;
    expect((await admin().put("/api/admin/site", site)).status).toBe(200);
    const refused = await admin().delete(`/api/admin/media/${item.id}`);
    const body = expectProblem(refused, 409) as unknown as { usedIn: string[] };
    expect(body.usedIn).toEqual(["the published site content"]);
  });

  test("the same bytes uploaded twice make two records sharing variants; deleting one keeps the other's", async () => {
    const bytes = await photo(700, 500);
    const first = (await upload(admin(), uploadForm(bytes, "a.jpg", "first"))).body;
    const second = (await upload(admin(), uploadForm(bytes, "b.jpg", "second"))).body;
    expect(second.id).not.toBe(first.id);
    expect(second.url).toBe(first.url);
    expect(second.variants).toEqual(first.variants);
    expect((await admin().delete(`/api/admin/media/${first.id}`)).status).toBe(200);
    expect((await testApp().app.request(second.url)).status).toBe(200);
  });

  test("a hostile file name is stored normalised: no bidi override, no control characters, capped", async () => {
    const bytes = await photo(400, 300);
    const spoof = (await upload(admin(), uploadForm(bytes, "photo\u202Egnp.exe"))).body;
    expect(spoof.fileName).toBe("photognp.exe");
    const long = await upload(
      admin(),
      uploadForm(bytes, `C:\\tmp\\${"ab\u0000\u200B".repeat(5000)}.jpg`),
    );
    expect(long.status).toBe(201);
    expect(long.body.fileName).toBe(`${"ab".repeat(58)}.jpg`);
    const nothing = (await upload(admin(), uploadForm(bytes, "\u2066\u2069 \u0007"))).body;
    expect(nothing.fileName).toBe("image.jpeg");
    const listed = await admin().get<Media[]>("/api/admin/media?q=photognp");
    expect(listed.body.map((m) => m.fileName)).toEqual(["photognp.exe"]);
  });

  test("an image uploaded through one process is served by another on the same database", async () => {
    const item = (await upload(admin(), uploadForm(landscape, "elsewhere.jpg"))).body;
    const other = await prepareDatabase(
      { DATABASE_URL: testApp().databaseUrl },
      createLogger("silent"),
    );
    try {
      const { app } = createApiApp(other.services);
      for (const variant of item.variants.filter((v) => v.width === 960)) {
        const response = await app.request(variant.url, {
          headers: { "x-test-client-address": uniqueAddress() },
        });
        expect(response.status).toBe(200);
      }
    } finally {
      await other.handle.close();
    }
  });
});

describeEachDialect("Media upload size limit", (dialect) => {
  const { admin, testApp } = useTestApp(dialect, { signIn: true, mediaMaxBytes: 100 * 1024 });

  test("over a real connection, a client still sending the file reads the 413, not a broken pipe", async () => {
    const server = serve({ fetch: testApp().app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const token = await admin().csrfToken();
      const big = Buffer.alloc(300 * 1024, 7);
      const response = await fetch(`${origin}/api/admin/media`, {
        method: "POST",
        headers: { Cookie: admin().cookieHeader(), "X-XSRF-TOKEN": token },
        body: uploadForm(big, "big.jpg"),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ status: 413 });
    } finally {
      server.close();
    }
  });

  test("an upload over MEDIA_MAX_BYTES gets 413 and nothing is stored", async () => {
    const big = await photo(1600, 1200);
    expect(big.length).toBeGreaterThan(300 * 1024);
    const response = await admin().request("POST", "/api/admin/media", { body: uploadForm(big) });
    const problem = expectProblem(response, 413);
    expect(problem.detail).toMatch(/larger than 0\.1 MB/);
    // The library holds the seeded datasheets only (docs/decisions/084).
    const images = await admin().get("/api/admin/media?kind=image");
    expect(images.headers.get("x-total-count")).toBe("0");
  });

  test("a file just under the limit is accepted", async () => {
    const small = await photo(300, 200);
    expect(small.length).toBeLessThan(100 * 1024);
    const response = await admin().request("POST", "/api/admin/media", { body: uploadForm(small) });
    expect(response.status).toBe(201);
  });
});

describeEachDialect("Media upload queue", (dialect) => {
  const { admin, testApp } = useTestApp(dialect, {
    signIn: true,
    media: { running: 1, waiting: 0 },
  });
  // Images only: the library starts with the seeded datasheets (docs/decisions/084).
  const count = async () =>
    Number((await admin().get("/api/admin/media?kind=image&limit=1")).headers.get("x-total-count"));

  test("a full queue refuses at once with 503 and Retry-After, without reading the body or storing anything", async () => {
    const held = testApp().services.media.gate.reserve();
    if (!held) throw new Error("the queue was not free");
    try {
      // A body that never ends: reading it would hang this test, so the answer proves
      // the upload was refused before its body was read.
      const endless = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("--b\r\nContent-Disposition: form-data"));
        },
      });
      const response = await testApp().app.request("/api/admin/media", {
        method: "POST",
        body: endless,
        duplex: "half",
        headers: {
          "Content-Type": "multipart/form-data; boundary=b",
          Cookie: admin().cookieHeader(),
          "X-XSRF-TOKEN": await admin().csrfToken(),
          "x-test-client-address": uniqueAddress(),
        },
      } as RequestInit);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const refused = await admin().request("POST", "/api/admin/media", {
        body: uploadForm(await photo(640, 480), "refused.jpg"),
      });
      expectProblem(refused, 503);
      expect(await count()).toBe(0);
      const audit = await admin().get("/api/admin/audit?kind=media&limit=500");
      expect(JSON.stringify(audit.body)).not.toContain("refused.jpg");
    } finally {
      held.release();
    }
    const accepted = await admin().request("POST", "/api/admin/media", {
      body: uploadForm(await photo(640, 480), "accepted.jpg"),
    });
    expect(accepted.status).toBe(201);
    expect(await count()).toBe(1);
  });

  test("over a real connection, a client still sending its file reads the 503, not a broken pipe", async () => {
    const server = serve({ fetch: testApp().app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const held = testApp().services.media.gate.reserve();
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${origin}/api/admin/media`, {
        method: "POST",
        headers: { Cookie: admin().cookieHeader(), "X-XSRF-TOKEN": await admin().csrfToken() },
        body: uploadForm(Buffer.alloc(3 * 1024 * 1024, 7), "busy.jpg"),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ status: 503 });
    } finally {
      held?.release();
      server.close();
    }
  });

  test("uploads beyond the queue get 503 with Retry-After, and the site keeps the others", async () => {
    const [a, b] = await Promise.all([photo(1600, 1200), photo(1601, 1200)]);
    const before = await count();
    const send = (bytes: Buffer, name: string) =>
      admin().request("POST", "/api/admin/media", { body: uploadForm(bytes, name) });
    const answers = await Promise.all([send(a, "a.jpg"), send(b, "b.jpg")]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 503]);
    const refused = answers.find((r) => r.status === 503);
    if (!refused) throw new Error("no 503");
    expectProblem(refused, 503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await count()).toBe(before + 1);
  });
});
