import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

/**
 * The first start creates the owner's account, and `npm run admin:reset-password` recovers it:
 * both from the server's command line, so a generated password is the only way in.
 */
describeEachDialect("The first administrator and the password reset", (dialect) => {
  let database: TestServices;
  beforeAll(async () => {
    database = await createTestServices(dialect);
  });
  afterAll(() => database.close());

  const signIn = (email: string, password: string) =>
    database.services.auth.login(email, password, { address: "203.0.113.7" });

  test("a reset before any administrator exists finds nobody to reset", async () => {
    expect(await database.services.auth.resetPassword()).toBeNull();
    expect(await database.handle.db.selectFrom("admins").select("id").execute()).toEqual([]);
  });

  test("without a configured password, the first start creates one owner with a generated one, once", async () => {
    const created = await database.services.auth.ensureAdministrator({ email: "Owner@Vadtech.in" });
    expect(created).toMatchObject({ created: true, email: "owner@vadtech.in" });
    const password = created.created ? (created.generatedPassword ?? "") : "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signIn("owner@vadtech.in", password)).ok).toBe(true);

    expect(await database.services.auth.ensureAdministrator({})).toEqual({ created: false });
    const admins = await database.handle.db
      .selectFrom("admins")
      .select(["email", "role"])
      .execute();
    expect(admins).toEqual([{ email: "owner@vadtech.in", role: "owner" }]);
  });

  test("a reset without a password generates one, drops the second factor and ends every session", async () => {
    const { db } = database.handle;
    const old = "the owner's old password";
    await database.services.auth.resetPassword(old);
    expect((await signIn("owner@vadtech.in", old)).ok).toBe(true);
    expect(await db.selectFrom("sessions").select("id").execute()).toHaveLength(1);
    await db.updateTable("admins").set({ totp_secret: "JBSWY3DPEHPK3PXP" }).execute();

    const reset = await database.services.auth.resetPassword();
    expect(reset?.email).toBe("owner@vadtech.in");
    expect(reset!.password.length).toBeGreaterThanOrEqual(20);
    expect(await db.selectFrom("admins").select("totp_secret").execute()).toEqual([
      { totp_secret: null },
    ]);
    expect(await db.selectFrom("sessions").select("id").execute()).toEqual([]);
    expect((await signIn("owner@vadtech.in", old)).ok).toBe(false);
    expect((await signIn("owner@vadtech.in", reset!.password)).ok).toBe(true);
  });
});
