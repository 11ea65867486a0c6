import { describe, expect, test } from "vitest";
import { FILE_NAME_MAX_LENGTH, normaliseFileName } from "../../app/domain/media/file-name.ts";

const normalise = (name: string) => normaliseFileName(name, "jpeg");
const codePoints = (text: string) => [...text].length;

describe("a media file name", () => {
  test("loses a right-to-left override, so it reads as the file it is", () => {
    expect(normalise("photo\u202Egnp.exe")).toBe("photognp.exe");
  });

  test("loses every bidi control, zero-width and control character", () => {
    const bidi = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
    const hidden = "\u200B\uFEFF\u00AD\u2060";
    const controls = "\u0000\u0001\u001F\u007F\u0080\u009F";
    expect(normalise(`pl${bidi}ant${hidden} ro${controls}om.jpg`)).toBe("plant room.jpg");
  });

  test("keeps NUL bytes out", () => {
    expect(normalise("a\u0000b.jpg\u0000")).toBe("ab.jpg");
  });

  test("is NFC, with whitespace collapsed and trimmed, and without its path", () => {
    expect(normalise("C:\\Users\\me\\  Cafe\u0301 \t\n  front\u00A0 view .jpg  ")).toBe(
      "Café front view.jpg",
    );
    expect(normalise("../../etc/passwd")).toBe("passwd");
  });

  test("is cut to the cap with its extension kept", () => {
    const name = normalise(`${"a".repeat(10_000)}.jpeg`);
    expect(codePoints(name)).toBe(FILE_NAME_MAX_LENGTH);
    expect(name).toBe(`${"a".repeat(FILE_NAME_MAX_LENGTH - 5)}.jpeg`);
    expect(codePoints(normalise("b".repeat(10_000)))).toBe(FILE_NAME_MAX_LENGTH);
  });

  test("is cut between graphemes, never inside an emoji or a conjunct", () => {
    const family = "👨‍👩‍👧"; // five code points joined by zero-width joiners
    const name = normalise(`${"a".repeat(FILE_NAME_MAX_LENGTH - 8)}${family}.jpg`);
    expect(name).toBe(`${"a".repeat(FILE_NAME_MAX_LENGTH - 8)}.jpg`);
  });

  test("falls back to image.<ext> when nothing is left", () => {
    expect(normalise("\u202E\u200B\u0000 \u0007")).toBe("image.jpeg");
    expect(normalise("")).toBe("image.jpeg");
    expect(normalise("\u202E.png")).toBe("image.png");
    expect(normaliseFileName("   ", "webp")).toBe("image.webp");
    // One letter with ten thousand accents is one grapheme longer than any name.
    expect(normalise(`a${"\u0301".repeat(10_000)}.jpg`)).toBe("image.jpg");
  });

  test("keeps emoji, Devanagari and other scripts intact", () => {
    expect(normalise("संयंत्र क्षेत्र.jpg")).toBe("संयंत्र क्षेत्र.jpg");
    expect(normalise("क्‍ष.jpg")).toBe("क्‍ष.jpg"); // a joiner inside a conjunct stays
    expect(normalise("🏭 plant 👨‍👩‍👧 ❤️‍🔥.jpg")).toBe("🏭 plant 👨‍👩‍👧 ❤️‍🔥.jpg");
    expect(normalise("工場 مصنع.png")).toBe("工場 مصنع.png");
  });

  test("drops a joiner that joins nothing", () => {
    expect(normalise("\u200Dplant\u200C .jpg")).toBe("plant.jpg");
  });
});
