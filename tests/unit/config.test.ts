import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

/** The message of the ConfigError that `env` raises. */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected loadConfig to refuse the configuration");
}

describe("loadConfig", () => {
  test("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      FORM_RATE_LIMIT: 10,
      DATA_DIR: "./data",
      NODE_ENV: "development",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SESSION_SECRET).toBeUndefined();
  });

  test("reads numbers and URLs from their text", () => {
    const config = loadConfig({
      PORT: "8080",
      FORM_RATE_LIMIT: "500",
      DATABASE_URL: "postgres://app@db:5432/site",
      SMTP_URL: "smtp://mail.example.com:587",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      FORM_RATE_LIMIT: 500,
      DATABASE_URL: "postgres://app@db:5432/site",
    });
    expect(loadConfig({ DATABASE_URL: "sqlite:/var/lib/site.db" }).DATABASE_URL).toBe(
      "sqlite:/var/lib/site.db",
    );
  });

  test("WEB_CONCURRENCY: a number of workers, or auto for the cores", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: "auto" }).WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
    for (const bad of ["0", "-1", "two", "1.5", "5000"])
      expect(configError({ WEB_CONCURRENCY: bad })).toMatch(/^WEB_CONCURRENCY: must be a number/);
  });

  test("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", ADMIN_EMAIL: "", SESSION_SECRET: "" }).PORT).toBe(3000);
  });

  test("ignores variables it does not know", () => {
    expect(() => loadConfig({ HOME: "/root", PATH: "/usr/bin" })).not.toThrow();
  });

  test.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["SESSION_SECRET", "too-short"],
    ["SMTP_URL", "http://mail.example.com"],
    ["NOTIFY_EMAIL", "owner at example.com"],
    ["FORM_RATE_LIMIT", "0"],
    ["FORM_RATE_LIMIT", "ten"],
    ["SITE_URL", "example.com"],
    ["LOG_LEVEL", "verbose"],
  ])("names %s in the error for the bad value %j", (name, value) => {
    const env: Record<string, string> = { [name]: value };
    if (name === "ADMIN_EMAIL") env.ADMIN_PASSWORD = "a long enough password";
    expect(configError(env)).toMatch(new RegExp(`(^|; )${name}: .+`));
  });

  test("METRICS_TOKEN: optional, and at least 24 characters when set", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    const token = "x".repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(configError({ METRICS_TOKEN: "x".repeat(23) })).toBe(
      "METRICS_TOKEN: must be at least 24 characters",
    );
  });

  test("MAIL_PER_SECOND: ten e-mails a second unless set, from 0.1 to 1000", () => {
    expect(loadConfig({}).MAIL_PER_SECOND).toBe(10);
    expect(loadConfig({ MAIL_PER_SECOND: "0.5" }).MAIL_PER_SECOND).toBe(0.5);
    expect(loadConfig({ MAIL_PER_SECOND: "14" }).MAIL_PER_SECOND).toBe(14);
    for (const bad of ["0", "-2", "fast", "5000"])
      expect(configError({ MAIL_PER_SECOND: bad })).toMatch(/^MAIL_PER_SECOND: must be/);
  });

  test("refuses an in-memory database, which the server's threads could not share", () => {
    expect(configError({ DATABASE_URL: "sqlite::memory:" })).toMatch(
      /DATABASE_URL: cannot be an in-memory database/,
    );
  });

  test("reports every bad variable at once", () => {
    const message = configError({ PORT: "x", FORM_RATE_LIMIT: "-1" });
    expect(message).toContain("PORT");
    expect(message).toContain("FORM_RATE_LIMIT");
  });

  test("requires ADMIN_PASSWORD together with ADMIN_EMAIL, of at least 12 characters", () => {
    expect(configError({ ADMIN_EMAIL: "owner@example.com" })).toMatch(
      /ADMIN_PASSWORD: must be set together with ADMIN_EMAIL/,
    );
    expect(configError({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" })).toMatch(
      /ADMIN_PASSWORD: must be at least 12/,
    );
  });
});
