import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  contrastRatio,
  DARK_LOGO_WARNING,
  hexLuminance,
  logoContrast,
  opaqueLuminance,
} from "../../app/domain/site/logo-contrast.server.ts";

/** A 120×40 logo: a block of `colour` on a transparent ground, like a real wordmark. */
async function logo(colour: string, ground = { r: 0, g: 0, b: 0, alpha: 0 }): Promise<Buffer> {
  const mark = await sharp({
    create: { width: 80, height: 20, channels: 4, background: colour },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 120, height: 40, channels: 4, background: ground } })
    .composite([{ input: mark, left: 20, top: 10 }])
    .png()
    .toBuffer();
}

describe("the logo's contrast on the navy header (docs/decisions/091)", () => {
  test("WCAG's ratio: white on black is 21, a colour on itself 1", () => {
    expect(contrastRatio(hexLuminance("#ffffff"), hexLuminance("#000000"))).toBeCloseTo(21, 5);
    expect(contrastRatio(hexLuminance("#0f172a"), hexLuminance("#0f172a"))).toBe(1);
  });

  test("a dark logo is below 3:1 and says so in plain words", async () => {
    const result = await logoContrast(await logo("#1e293b"));
    expect(result).toMatchObject({ checked: true, readable: false, message: DARK_LOGO_WARNING });
    if (result.checked) expect(result.ratio).toBeLessThan(3);
  });

  test("a light logo reads well", async () => {
    const result = await logoContrast(await logo("#f8fafc"));
    expect(result).toMatchObject({ checked: true, readable: true, message: null });
    if (result.checked) expect(result.ratio).toBeGreaterThan(10);
  });

  test("transparent pixels are the header's, not the logo's", async () => {
    // The same light mark on a transparent ground and on an opaque white one.
    const onClear = await opaqueLuminance(await logo("#ffffff"));
    expect(onClear).toBeCloseTo(1, 5);
    const onNavy = await opaqueLuminance(await logo("#ffffff", { r: 15, g: 23, b: 42, alpha: 1 }));
    expect(onNavy).toBeLessThan(0.5);
  });

  test("what sharp cannot read is not checked", async () => {
    expect(await logoContrast(Buffer.from("not a picture"))).toMatchObject({ checked: false });
  });
});
