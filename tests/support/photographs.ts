import sharp from "sharp";

/**
 * Photograph-like JPEGs for browser tests and the benchmark: a sky, a ground, a building
 * and some grain, rendered by sharp. Grain keeps the encoders honest (a flat picture
 * compresses to nothing); the shapes make screenshots readable.
 */
export async function photograph(
  width: number,
  height: number,
  hue = 210,
  options: { quality?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},60%,70%)"/>
        <stop offset="1" stop-color="hsl(${hue},40%,92%)"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="hsl(${(hue + 150) % 360},25%,38%)"/>
    <rect x="${width * 0.18}" y="${height * 0.32}" width="${width * 0.42}" height="${height * 0.32}" fill="hsl(${(hue + 30) % 360},15%,55%)"/>
    <rect x="${width * 0.64}" y="${height * 0.18}" width="${width * 0.06}" height="${height * 0.46}" fill="hsl(0,0%,35%)"/>
    <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.08}" fill="hsl(45,95%,70%)"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = base;
  let seed = hue * 7919 + 17;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + ((seed >> 16) % 17) - 8));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: options.quality ?? 88 })
    .toBuffer();
}
