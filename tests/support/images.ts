import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Test pictures made with sharp, so no binary fixture lives in the repository. Noise makes
 * them photograph-like: a flat colour would compress to nothing and hide size bugs.
 */
export async function photo(
  width: number,
  height: number,
  options: {
    format?: "jpeg" | "png" | "webp";
    alpha?: boolean;
    orientation?: number;
    gps?: boolean;
  } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7) * 31) & 0xff;
  if (options.alpha) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 128;
  let image = sharp(pixels, { raw: { width, height, channels } });
  // The camera's EXIF, which the server must apply and then drop (the test fixture is the
  // only place withMetadata is called: production code never keeps metadata).
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) image = image.withExifMerge({ IFD0: { Artist: "GPS 22.3072 N 73.1812 E" } });
  const format = options.format ?? (options.alpha ? "png" : "jpeg");
  return format === "png"
    ? image.png().toBuffer()
    : format === "webp"
      ? image.webp().toBuffer()
      : image.jpeg({ quality: 85 }).toBuffer();
}

/**
 * A decompression bomb: a 20,000 × 20,000 px PNG (400 megapixels, over a gigabyte once
 * decoded to RGB) of about 50 KB. Written by hand as one-bit greyscale, because encoding
 * it with sharp takes seconds.
 */
export function pngBomb(size = 20_000): Buffer {
  const row = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(row * size), { level: 9 });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // one bit per pixel, greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A multipart form as a browser would send it. */
export function uploadForm(
  bytes: Buffer | string,
  fileName = "photo.jpg",
  alt?: string,
  type = "image/jpeg",
) {
  const form = new FormData();
  form.set(
    "file",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    fileName,
  );
  if (alt !== undefined) form.set("alt", alt);
  return form;
}
