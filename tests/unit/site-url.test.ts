import { describe, expect, test, vi } from "vitest";
import { logSiteUrl } from "../../server/bootstrap.ts";
import { loadConfig, publicOrigin } from "../../server/config.ts";
import type { Logger } from "../../server/logger.ts";

function recordingLogger() {
  const warn = vi.fn();
  return { logger: { warn } as unknown as Logger, warn };
}

describe("the public origin (no forged host in output)", () => {
  test("is SITE_URL when set, without a trailing slash", () => {
    expect(publicOrigin(loadConfig({ SITE_URL: "https://www.example.com/" }))).toBe(
      "https://www.example.com",
    );
  });

  test("is this machine's port when SITE_URL is unset, never a request's Host", () => {
    expect(publicOrigin(loadConfig({ PORT: "8080" }))).toBe("http://localhost:8080");
  });

  test("start-up warns once, naming SITE_URL and how to set it, only when it is unset", () => {
    const unset = recordingLogger();
    logSiteUrl(loadConfig({ PORT: "8080" }), unset.logger);
    expect(unset.warn).toHaveBeenCalledTimes(1);
    expect(unset.warn.mock.calls[0]?.[1]).toMatch(/SITE_URL=https:\/\/your-domain/);
    expect(unset.warn.mock.calls[0]?.[1]).toContain("http://localhost:8080");

    const set = recordingLogger();
    logSiteUrl(loadConfig({ SITE_URL: "https://www.example.com" }), set.logger);
    expect(set.warn).not.toHaveBeenCalled();
  });
});
