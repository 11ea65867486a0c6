import { createHash } from "node:crypto";
import sharpModule, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { configureSharp } from "./load-sharp.server.ts";
import { variantWidths, type MediaFormat } from "./media-rules.ts";
import { MediaInputError } from "./media-input-error.ts";
import { sniffImageType, type SniffedType } from "./sniff-image.ts";

/**
 * Turns one upload into the variants the site serves (docs/decisions/055).
 * Decoded once, rotated from EXIF, never carrying metadata out (sharp drops EXIF, GPS
 * and ICC-private data unless withMetadata is called, which we never do).
 */

// This module is loaded with the first upload (media.server.ts), and sharp with it.
const sharp = configureSharp(sharpModule);

/** Larger than any camera the company owns (a 12 MP phone, a 45 MP full frame), smaller than a bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The widest variant: decoding straight to this size lets JPEG shrink-on-load keep memory low. */
const LARGEST_WIDTH = 1920;

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Effort 1: the five widths of a 12 MP photograph in 0.7 s, against 2.1 s at effort 2 and
  // 24 s at the default 4, for 14 % more bytes than effort 4 (docs/decisions/055). The owner
  // waits for the upload.
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

export interface ProcessedVariant {
  width: number;
  height: number;
  format: MediaFormat;
  data: Buffer;
}

export interface ProcessedImage {
  hash: string;
  contentType: SniffedType;
  width: number;
  height: number;
  fallbackFormat: "jpeg" | "png";
  placeholder: string;
  variants: ProcessedVariant[];
}

/** Everything sharp reads is opened this way: pixels limited before decoding, truncation an error. */
function open(input: Buffer | Uint8Array) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated", pages: 1 });
}

/** Reads the header only (no decoding) and refuses what we will not process. */
export async function inspectImage(input: Buffer) {
  const contentType = sniffImageType(input);
  if (!contentType) {
    throw new MediaInputError(
      415,
      "This file is not a JPEG, PNG, WebP, AVIF, GIF or TIFF image, nor a PDF document. SVG files are not accepted.",
    );
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaInputError(400, "The image is damaged or incomplete and cannot be read.");
  }
  const { width, height } = metadata;
  if (!width || !height) {
    throw new MediaInputError(400, "The image is damaged or incomplete and cannot be read.");
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new MediaInputError(
      400,
      `The image is ${width} × ${height} pixels; the largest accepted is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  // Orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    contentType,
    width: turned ? height : width,
    height: turned ? width : height,
    hasAlpha: metadata.hasAlpha === true,
  };
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const info = await inspectImage(input);
  const hash = createHash("sha256").update(input).digest("hex");
  const fallbackFormat = info.hasAlpha ? "png" : "jpeg";
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // The one decode: rotated upright, reduced to the widest variant, kept as raw pixels.
    decoded = await open(input)
      .rotate()
      .resize({ width: Math.min(info.width, LARGEST_WIDTH), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaInputError(400, "The image is damaged or incomplete and cannot be read.");
  }
  const raw = {
    raw: {
      width: decoded.info.width,
      height: decoded.info.height,
      channels: decoded.info.channels as 1 | 2 | 3 | 4,
    },
  };
  const widths = variantWidths(info.width).map((w) => Math.min(w, decoded.info.width));
  const formats: MediaFormat[] = ["avif", "webp", fallbackFormat];
  const variants: ProcessedVariant[] = [];
  // One encode at a time: the gate bounds uploads, this bounds each upload's threads.
  for (const width of [...new Set(widths)]) {
    for (const format of formats) {
      const { data, info: out } = await ENCODERS[format](
        sharp(decoded.data, raw).resize({ width, withoutEnlargement: true }),
      ).toBuffer({ resolveWithObject: true });
      variants.push({ width: out.width, height: out.height, format, data });
    }
  }
  const placeholder = await sharp(decoded.data, raw)
    .resize({ width: 16 })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    hash,
    contentType: info.contentType,
    width: info.width,
    height: info.height,
    fallbackFormat,
    placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`,
    variants,
  };
}
