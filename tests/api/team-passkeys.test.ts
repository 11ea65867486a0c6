import { expect, test } from "vitest";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/** The browser half is tested in Chromium with a virtual authenticator (e2e/admin/passkeys). */
const fakeResponse = {
  id: "bm90LWEtcGFzc2tleQ",
  rawId: "bm90LWEtcGFzc2tleQ",
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
  clientExtensionResults: {},
};

describeEachDialect("Passkeys", (dialect) => {
  const { testApp, visitor } = useTestApp(dialect);

  test("registration options name the site and the account and ask for user verification", async () => {
    const member = await memberClient(testApp(), "editor");
    const options = await member.client.post("/api/admin/passkeys/registration-options");
    expect(options.status).toBe(200);
    expect(options.body.rp.id).toBe("localhost");
    expect(options.body.user.name).toBe(member.email);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.body.challenge).toMatch(/^[\w-]{20,}$/);
    expect((await member.client.get("/api/admin/passkeys")).body).toEqual([]);
  });

  test("an answer that does not verify, or comes without a challenge, is refused and stores nothing", async () => {
    const member = await memberClient(testApp(), "sales");
    const noChallenge = await member.client.post("/api/admin/passkeys", {
      name: "Laptop",
      response: fakeResponse,
    });
    expect(noChallenge.status).toBe(400);
    await member.client.post("/api/admin/passkeys/registration-options");
    const forged = await member.client.post("/api/admin/passkeys", {
      name: "Laptop",
      response: fakeResponse,
    });
    expect(forged.status).toBe(400);
    expect((await member.client.get("/api/admin/passkeys")).body).toEqual([]);
    expect((await member.client.delete("/api/admin/passkeys/bm90LWEtcGFzc2tleQ")).status).toBe(404);
  });

  test("a passwordless sign-in with an unknown passkey gets 401 and no session", async () => {
    const browser = visitor();
    const options = await browser.post("/api/admin/passkeys/authentication-options");
    expect(options.status).toBe(200);
    expect(options.body.userVerification).toBe("required");
    const answer = await browser.post("/api/admin/passkeys/authenticate", {
      response: fakeResponse,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.authenticated).toBe(false);
    expect((await browser.get("/api/admin/me")).status).toBe(401);
    // Registering needs a session.
    expect((await browser.post("/api/admin/passkeys/registration-options")).status).toBe(401);
  });
});
