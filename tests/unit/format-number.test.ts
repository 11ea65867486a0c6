import { expect, test } from "vitest";
import {
  formatBytes,
  formatCount,
  formatGigabytes,
  formatMoney,
  formatNumber,
  formatQuantity,
} from "../../app/utils/format-number.ts";

test("counts group in lakhs and crores (docs/decisions/091)", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(999)).toBe("999");
  expect(formatCount(1000)).toBe("1,000");
  expect(formatCount(125000)).toBe("1,25,000");
  expect(formatCount(12345678)).toBe("1,23,45,678");
  expect(formatCount(-125000)).toBe("-1,25,000");
  expect(formatCount(2.6)).toBe("3");
});

test("money is in rupees, paise only when there are some", () => {
  expect(formatMoney(125000)).toBe("₹1,25,000");
  expect(formatMoney(0)).toBe("₹0");
  expect(formatMoney(1250.5)).toBe("₹1,250.50");
  expect(formatMoney(10000000)).toBe("₹1,00,00,000");
});

test("numbers, quantities and sizes", () => {
  expect(formatNumber(125000.456)).toBe("1,25,000.46");
  expect(formatNumber(1.5, 0)).toBe("2");
  expect(formatQuantity(1200)).toBe("1,200");
  expect(formatQuantity(12.5)).toBe("12.5");
  expect(formatQuantity(0.1234)).toBe("0.123");
  expect(formatBytes(500)).toBe("1 KB");
  expect(formatBytes(340 * 1024)).toBe("340 KB");
  expect(formatBytes(1024 * 1024)).toBe("1.0 MB");
  expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
  expect(formatBytes(123456 * 1024 * 1024)).toBe("1,23,456.0 MB");
  expect(formatGigabytes(2.5 * 1024 ** 3)).toBe("2.5 GB");
});
