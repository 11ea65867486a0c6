import { afterEach, expect, test } from "vitest";
import {
  dateTimeParts,
  formatDate,
  formatDateTime,
  formatDayOfMonth,
  formatMonth,
} from "../../app/utils/format-date.ts";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// 10:14 UTC is 3:44 pm in Vadodara.
const INSTANT = "2026-11-27T10:14:00.000Z";

test("an instant reads in Indian English with the time of day (docs/decisions/035)", () => {
  expect(formatDateTime(INSTANT, { zone: "Asia/Kolkata" })).toBe("27 Nov 2026, 3:44 pm");
  expect(formatDateTime(INSTANT, { zone: "UTC" })).toBe("27 Nov 2026, 10:14 am");
  expect(formatDateTime(new Date(INSTANT), { zone: "America/New_York" })).toBe(
    "27 Nov 2026, 5:14 am",
  );
});

test("the two halves a page keeps from wrapping", () => {
  expect(dateTimeParts(INSTANT, { zone: "Asia/Kolkata" })).toEqual({
    date: "27 Nov 2026",
    time: "3:44 pm",
  });
  expect(dateTimeParts("never", { zone: "UTC" })).toBeNull();
});

test("a day alone reads day, short month, year", () => {
  expect(formatDate(INSTANT, { zone: "Asia/Kolkata" })).toBe("27 Nov 2026");
  expect(formatDate("2026-09-03T12:00:00.000Z", { zone: "UTC" })).toBe("3 Sep 2026");
});

test("midnight and noon are 12 am and 12 pm, minutes keep two digits", () => {
  expect(formatDateTime("2026-01-05T00:05:00.000Z", { zone: "UTC" })).toBe("5 Jan 2026, 12:05 am");
  expect(formatDateTime("2026-01-05T12:00:00.000Z", { zone: "UTC" })).toBe("5 Jan 2026, 12:00 pm");
  expect(formatDateTime("2026-01-05T23:59:00.000Z", { zone: "UTC" })).toBe("5 Jan 2026, 11:59 pm");
});

test("without a zone it uses the runtime's own, which may be another day than UTC", () => {
  // 00:30 in Vadodara on 23 November is still 22 November in UTC.
  process.env.TZ = "Asia/Kolkata";
  const iso = "2026-11-22T19:00:00.000Z";
  expect(formatDateTime(iso, { zone: "UTC" })).toBe("22 Nov 2026, 7:00 pm");
  expect(formatDateTime(iso, { zone: undefined })).toBe("23 Nov 2026, 12:30 am");
  expect(formatDate(iso, { zone: undefined })).toBe("23 Nov 2026");
});

test("chart labels: a calendar day and a month", () => {
  expect(formatDayOfMonth("2026-11-27")).toBe("27 Nov");
  expect(formatMonth("2026-11")).toBe("Nov 2026");
});

test("renders nothing for a value that is not a date", () => {
  expect(formatDate("not a date", { zone: "UTC" })).toBe("");
  expect(formatDateTime("not a date", { zone: undefined })).toBe("");
  expect(formatDayOfMonth("2026-13-45")).toBe("");
  expect(formatMonth("soon")).toBe("");
});
