import { afterEach, expect, test } from "vitest";
import { formatShortDate } from "../../app/utils/format-date.ts";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

test("formats an instant in US English with a short month (SPEC.md section 9)", () => {
  expect(formatShortDate("2026-11-22T10:00:00.000Z")).toBe("Nov 22, 2026");
});

test("uses UTC on the server and the viewer's time zone once local", () => {
  // 00:30 in Vadodara on 23 November is still 22 November in UTC.
  process.env.TZ = "Asia/Kolkata";
  const iso = "2026-11-22T19:00:00.000Z";
  expect(formatShortDate(iso)).toBe("Nov 22, 2026");
  expect(formatShortDate(iso, { local: true })).toBe("Nov 23, 2026");
});

test("renders nothing for a value that is not a date", () => {
  expect(formatShortDate("not a date")).toBe("");
  expect(formatShortDate("not a date", { local: true })).toBe("");
});
