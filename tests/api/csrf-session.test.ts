import { expect, test } from "vitest";
import { issueCsrfToken, publicCsrfToken } from "../../server/middleware/csrf.ts";
import type { TestClient } from "../support/client.ts";
import { setCookieLine } from "../support/client.ts";
import { contactPayload, expectProblem, productPayload } from "../support/fixtures.ts";
import { describeEachDialect, TEST_SECRET, useTestApp } from "../support/test-app.ts";

/**
 * A signed-in user's writes need the CSRF token issued with their session (docs/decisions/004):
 * the public token cached pages share, a visitor's token or another session's opens nothing.
 */
describeEachDialect("Session-bound CSRF tokens", (dialect) => {
  const { testApp, visitor } = useTestApp(dialect);

  /** An admin write with this token as both cookie and header, on the client's own session. */
  const createProductWith = (client: TestClient, token: string) => {
    client.cookies.set("XSRF-TOKEN", token);
    return client.post("/api/products", productPayload(), { headers: { "X-XSRF-TOKEN": token } });
  };

  test("sign-in sets a new token, and an admin write with it works", async () => {
    const client = visitor();
    const before = await client.csrfToken();
    const login = await client.login();
    expect(login.status).toBe(200);
    expect(setCookieLine(login.headers, "XSRF-TOKEN")).toBeDefined();
    const issued = client.cookies.get("XSRF-TOKEN") as string;
    expect(issued).not.toBe(before);
    expect((await createProductWith(client, issued)).status).toBe(201);
  });

  test("the public token and a visitor's token are refused for an admin write with a session", async () => {
    const client = await testApp().signedInClient();
    for (const token of [publicCsrfToken(TEST_SECRET), issueCsrfToken(TEST_SECRET)]) {
      expectProblem(await createProductWith(client, token), 403);
    }
  });

  test("another session's token is refused", async () => {
    const mine = await testApp().signedInClient();
    const theirs = await testApp().signedInClient();
    const theirToken = theirs.cookies.get("XSRF-TOKEN") as string;
    expectProblem(await createProductWith(mine, theirToken), 403);
    // Their own token still works for them.
    expect((await createProductWith(theirs, theirToken)).status).toBe(201);
  });

  test("after a second sign-in, the first session's token does not work on the second", async () => {
    const client = await testApp().signedInClient();
    const first = client.cookies.get("XSRF-TOKEN") as string;
    await client.signIn();
    const second = client.cookies.get("XSRF-TOKEN") as string;
    expect(second).not.toBe(first);
    expectProblem(await createProductWith(client, first), 403);
    expect((await createProductWith(client, second)).status).toBe(201);
  });

  test("any unsafe request made with a session needs it, a public form's too", async () => {
    const client = await testApp().signedInClient();
    const bound = client.cookies.get("XSRF-TOKEN") as string;
    client.cookies.set("XSRF-TOKEN", publicCsrfToken(TEST_SECRET));
    const refused = await client.post("/api/contacts", contactPayload(), {
      headers: { "X-XSRF-TOKEN": publicCsrfToken(TEST_SECRET) },
    });
    expectProblem(refused, 403);
    client.cookies.set("XSRF-TOKEN", bound);
    expect((await client.post("/api/contacts", contactPayload())).status).toBe(201);
  });

  test("without a session the public token still opens the public forms and the sign-in", async () => {
    const client = visitor();
    client.cookies.set("XSRF-TOKEN", publicCsrfToken(TEST_SECRET));
    expect((await client.post("/api/contacts", contactPayload())).status).toBe(201);
    expect((await client.login()).status).toBe(200);
  });

  test("a signed-in browser signs out with its token, then posts as a visitor", async () => {
    const client = await testApp().signedInClient();
    const logout = await client.post("/api/admin/logout");
    expect(logout.status).toBe(200);
    expect(client.cookies.has("sid")).toBe(false);
    expect((await client.post("/api/contacts", contactPayload())).status).toBe(201);
  });

  test("a browser whose session predates bound tokens is given one, for its next request", async () => {
    const client = await testApp().signedInClient();
    const unbound = issueCsrfToken(TEST_SECRET);
    client.cookies.set("XSRF-TOKEN", unbound);
    const read = await client.get("/api/admin/check-auth");
    expect(setCookieLine(read.headers, "XSRF-TOKEN")).toBeDefined();
    const refused = await createProductWith(client, unbound);
    expectProblem(refused, 403);
    expect(setCookieLine(refused.headers, "XSRF-TOKEN")).toBeDefined();
    const repaired = client.cookies.get("XSRF-TOKEN") as string;
    expect(repaired).not.toBe(unbound);
    expect((await createProductWith(client, repaired)).status).toBe(201);
  });
});
