import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import {
  ADMIN,
  createTestServices,
  describeEachDialect,
  type TestServices,
} from "../support/test-app.ts";

const HOUR = 60 * 60 * 1000;

/** Session lifetimes (docs/decisions/004): ended by inactivity and by an absolute limit. */
describeEachDialect("Administrator sessions", (dialect) => {
  let database: TestServices;
  beforeAll(async () => {
    database = await createTestServices(dialect, {
      sessionPolicy: { idleMs: 1 * HOUR, absoluteMs: 3 * HOUR },
    });
    await database.services.auth.ensureAdministrator(ADMIN);
  });
  afterAll(() => database.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signIn(): Promise<string> {
    const result = await database.services.auth.login(ADMIN.email, ADMIN.password, {
      address: "203.0.113.1",
    });
    if (!result.ok) throw new Error(`login failed: ${result.reason}`);
    return result.sessionToken;
  }

  test("resolves a fresh session to the administrator, and stores only a hash of its id", async () => {
    const token = await signIn();
    expect(await database.services.auth.resolveSession(token)).toMatchObject({
      email: ADMIN.email,
    });
    const ids = await database.handle.db.selectFrom("sessions").select("id").execute();
    expect(ids.map((row) => row.id)).not.toContain(token);
  });

  test("ends a session after the idle period without requests", async () => {
    const token = await signIn();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1 * HOUR + 1000 });
    expect(await database.services.auth.resolveSession(token)).toBeNull();
    vi.useRealTimers();
    expect(await database.services.auth.resolveSession(token)).toBeNull();
  });

  test("keeps an active session alive, but not beyond its absolute lifetime", async () => {
    const token = await signIn();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (const hours of [0.75, 1.5, 2.25]) {
      vi.setSystemTime(start + hours * HOUR);
      expect(await database.services.auth.resolveSession(token)).not.toBeNull();
    }
    vi.setSystemTime(start + 3 * HOUR + 1000);
    expect(await database.services.auth.resolveSession(token)).toBeNull();
  });

  test("ends a session at logout and ignores unknown or oversized tokens", async () => {
    const token = await signIn();
    await database.services.auth.logout(token);
    expect(await database.services.auth.resolveSession(token)).toBeNull();
    expect(await database.services.auth.resolveSession("unknown")).toBeNull();
    expect(await database.services.auth.resolveSession("x".repeat(500))).toBeNull();
    expect(await database.services.auth.resolveSession(undefined)).toBeNull();
  });

  test("ends every session when the password is reset", async () => {
    const token = await signIn();
    await database.services.auth.resetPassword(ADMIN.password);
    expect(await database.services.auth.resolveSession(token)).toBeNull();
  });

  test("keeps sessions when start-up configures the same credentials, and ends them when they change", async () => {
    const token = await signIn();
    await database.services.auth.ensureAdministrator(ADMIN);
    expect(await database.services.auth.resolveSession(token)).not.toBeNull();

    await database.services.auth.ensureAdministrator({
      ...ADMIN,
      password: "a brand new password",
    });
    expect(await database.services.auth.resolveSession(token)).toBeNull();
    const result = await database.services.auth.login(ADMIN.email, "a brand new password", {
      address: "203.0.113.2",
    });
    expect(result.ok).toBe(true);
    await database.services.auth.ensureAdministrator(ADMIN);
  });

  test("does not start a second administrator when one exists and none is configured", async () => {
    expect(await database.services.auth.ensureAdministrator({})).toEqual({ created: false });
    const admins = await database.handle.db.selectFrom("admins").select("email").execute();
    expect(admins).toEqual([{ email: ADMIN.email }]);
  });
});
