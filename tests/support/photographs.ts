import sharp from "sharp";

/**
 * Photograph-like JPEGs for browser tests and the benchmark: a sky, a ground, a building,
 * a fractal texture and some grain, rendered by sharp. The texture survives downscaling the
 * way a real scene's detail does, so the variants weigh what a photograph's would (a flat
 * picture compresses to nothing); the shapes make screenshots readable.
 */

/** The texture filter is slow at full size: the scene is drawn at a third and enlarged. */
const SCALE = 3;

export async function photograph(
  width: number,
  height: number,
  hue = 210,
  options: { quality?: number } = {},
): Promise<Buffer> {
  const w = Math.round(width / SCALE);
  const h = Math.round(height / SCALE);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},60%,70%)"/>
        <stop offset="1" stop-color="hsl(${hue},40%,92%)"/>
      </linearGradient>
      <filter id="texture" x="0" y="0" width="100%" height="100%">
        <feTurbulence type="fractalNoise" baseFrequency="${0.012 * SCALE} ${0.03 * SCALE}" numOctaves="4" seed="${hue}"/>
        <feColorMatrix type="saturate" values="0"/>
        <feComponentTransfer><feFuncA type="linear" slope="0.55"/></feComponentTransfer>
      </filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${h * 0.62}" width="100%" height="${h * 0.38}" fill="hsl(${(hue + 150) % 360},25%,38%)"/>
    <rect x="${w * 0.18}" y="${h * 0.32}" width="${w * 0.42}" height="${h * 0.32}" fill="hsl(${(hue + 30) % 360},15%,55%)"/>
    <rect x="${w * 0.64}" y="${h * 0.18}" width="${w * 0.06}" height="${h * 0.46}" fill="hsl(0,0%,35%)"/>
    <circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.08}" fill="hsl(45,95%,70%)"/>
    <rect width="100%" height="100%" filter="url(#texture)"/>
  </svg>`;
  // Rasterised first, then enlarged: resizing the SVG itself would render it at full size.
  const small = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const { data, info } = await sharp(small)
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor grain, at full size.
  let seed = hue * 7919 + 17;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + ((seed >> 16) % 13) - 6));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: options.quality ?? 88 })
    .toBuffer();
}
