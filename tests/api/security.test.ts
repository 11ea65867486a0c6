import { expect, test } from "vitest";
import { issueCsrfToken } from "../../server/middleware/csrf.ts";
import { MAX_BODY_BYTES } from "../../server/api/index.ts";
import type { ApiResponse } from "../support/client.ts";
import { contactPayload, expectProblem, marker, productPayload } from "../support/fixtures.ts";
import { describeEachDialect, TEST_SECRET, useTestApp } from "../support/test-app.ts";

/** Nothing a client sends may surface a stack trace, SQL or a file path. */
function expectNoInternals(response: ApiResponse) {
  expect(response.status).toBeLessThan(500);
  expect(response.text).not.toMatch(
    /\bat .+:\d+:\d+|node_modules|\.ts\b|select |insert into|sqlite|postgres/i,
  );
}

describeEachDialect("API input guards", (dialect) => {
  const { admin, visitor } = useTestApp(dialect, { signIn: true });
  const contactCount = async () =>
    Number((await admin().get("/api/contacts")).headers.get("x-total-count"));
  /** A contact form post of `body` as it is, labelled `contentType`. */
  const postContact = (body: string, contentType: string) =>
    visitor().request("POST", "/api/contacts", { body, headers: { "Content-Type": contentType } });

  test("refuses an unsafe request whose CSRF header does not match the cookie", async () => {
    const client = visitor();
    await client.csrfToken();
    const response = await client.post("/api/contacts", contactPayload(), {
      headers: { "X-XSRF-TOKEN": issueCsrfToken(TEST_SECRET) },
    });
    expectProblem(response, 403);
  });

  test("refuses a token the server did not sign, even when cookie and header agree", async () => {
    for (const token of [
      "forged.token",
      issueCsrfToken("another-secret-that-is-at-least-32-chars"),
    ]) {
      const client = visitor();
      client.cookies.set("XSRF-TOKEN", token);
      expectProblem(
        await client.post("/api/contacts", contactPayload(), {
          headers: { "X-XSRF-TOKEN": token },
        }),
        403,
      );
    }
  });

  test("refuses a CSRF header sent without the cookie", async () => {
    const client = visitor();
    const token = await client.csrfToken();
    client.cookies.delete("XSRF-TOKEN");
    expectProblem(
      await client.post("/api/contacts", contactPayload(), { headers: { "X-XSRF-TOKEN": token } }),
      403,
    );
  });

  test("answers 415 to a body that is not JSON, storing nothing", async () => {
    const before = await contactCount();
    const body = JSON.stringify(contactPayload());
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      expectProblem(await postContact(body, type), 415);
    }
    expectProblem(await visitor().request("POST", "/api/contacts", { body }), 415);
    expectProblem(
      await admin().request("PUT", "/api/products/prod-001", {
        body,
        headers: { "Content-Type": "text/plain" },
      }),
      415,
    );
    expect(await contactCount()).toBe(before);
  });

  test("accepts JSON with a charset parameter", async () => {
    const response = await postContact(
      JSON.stringify(contactPayload()),
      "application/json; charset=utf-8",
    );
    expect(response.status).toBe(201);
  });

  test(`answers 413 to a body larger than ${MAX_BODY_BYTES / 1024} KB, storing nothing`, async () => {
    const before = await contactCount();
    const response = await visitor().post(
      "/api/contacts",
      contactPayload({ message: "x".repeat(MAX_BODY_BYTES + 1) }),
    );
    expectProblem(response, 413);
    // The unread rest of the body must not become the start of the next request.
    expect(response.headers.get("connection")).toBe("close");
    const product = await admin().post(
      "/api/products",
      productPayload({ description: "y".repeat(MAX_BODY_BYTES) }),
    );
    expectProblem(product, 413);
    expect(await contactCount()).toBe(before);
  });

  test("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    for (const body of ['{"name": "Neha",', "", "[]", '"text"', "null", "42"]) {
      const response = await postContact(body, "application/json");
      expectProblem(response, 400);
      expectNoInternals(response);
    }
  });

  test("answers 400, never 500, to fields of the wrong type", async () => {
    const odd = [
      { name: 42 },
      { email: ["a@example.com"] },
      { phone: { n: 1 } },
      { message: null },
      { subject: true },
    ];
    for (const override of odd) {
      const response = await visitor().post("/api/contacts", contactPayload(override));
      expectProblem(response, 400);
      expectNoInternals(response);
    }
  });

  test("refuses text holding a NUL character with 400 naming the field, in bodies and queries", async () => {
    const before = await contactCount();
    const response = await visitor().post(
      "/api/contacts",
      contactPayload({ message: "Hello\u0000 there, friends" }),
    );
    expect(expectProblem(response, 400).errors).toEqual({
      message: "Must not contain NUL characters",
    });
    const login = await visitor().post("/api/admin/login", {
      email: "admin\u0000@example.com",
      password: "x",
    });
    expectProblem(login, 400);
    const search = await admin().get(`/api/contacts?q=${encodeURIComponent("pump\u0000")}`);
    // Refused at the URL, before any endpoint: no URL of ours carries a NUL.
    expect(expectProblem(search, 400).detail).toBe("The URL must not contain NUL characters.");
    const byId = await admin().get(`/api/products/${encodeURIComponent("prod\u0000")}`);
    expectProblem(byId, 400);
    expect(await contactCount()).toBe(before);
  });

  test("stores and finds text with quotes, backslashes, LIKE wildcards and non-Latin characters", async () => {
    const name = `Ünïcödé 🏭 O'Brien \\ 50%_off ${marker()}`;
    const created = await visitor().post("/api/contacts", contactPayload({ name }));
    expect(created.status).toBe(201);
    expect(created.body.name).toBe(name);
    const found = await admin().get(`/api/contacts?q=${encodeURIComponent("o'brien \\ 50%_off")}`);
    expect(found.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    const wildcard = await admin().get(`/api/contacts?q=${encodeURIComponent("%_")}`);
    expect(wildcard.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    expectNoInternals(wildcard);
  });

  test("answers 400 to query parameters out of range, and 404 to very long ids", async () => {
    expectProblem(await visitor().get(`/api/products?q=${"a".repeat(201)}`), 400);
    expectProblem(await visitor().get("/api/products?limit=100000"), 400);
    expectProblem(await admin().get("/api/inquiries?offset=1.5"), 400);
    const long = await visitor().get(`/api/products/${"z".repeat(5000)}`);
    expectProblem(long, 404);
    expectNoInternals(long);
  });

  test("answers 400, never 500, to a deeply nested body", async () => {
    const depth = 20_000;
    const body = `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const response = await postContact(body, "application/json");
    expectProblem(response, 400);
    expectNoInternals(response);
  });

  test("sets the XSRF-TOKEN cookie on any GET under /api, error answers included", async () => {
    for (const path of ["/api/products/no-such-id", "/api/no-such-thing", "/api/contacts"]) {
      const client = visitor();
      const response = await client.get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(client.cookies.get("XSRF-TOKEN")).toEqual(expect.any(String));
    }
  });

  test("answers 404 problem details for an unknown API path or method", async () => {
    expectProblem(await visitor().get("/api/no-such-thing"), 404);
    expectProblem(await visitor().request("PATCH", "/api/products"), 404);
    expectProblem(await visitor().post("/api/products/prod-001/status", {}), 404);
  });
});
