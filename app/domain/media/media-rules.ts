/**
 * The rules of the media library that the browser needs too (docs/decisions/055; documents
 * in document-rules.ts):
 * which widths and formats exist, and how a variant's URL is spelled. No sharp, no database.
 */
export type MediaFormat = "avif" | "webp" | "jpeg" | "png";

/** Widths made for every upload, capped at the picture's own width (never enlarged). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The path prefix the site serves media under. */
export const MEDIA_PATH = "/media/";

const EXTENSIONS: Record<MediaFormat, string> = {
  avif: "avif",
  webp: "webp",
  jpeg: "jpg",
  png: "png",
};

export const CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** How many hex digits of the SHA-256 a URL carries: 80 bits, ample for one company's library. */
export const HASH_LENGTH = 20;

export interface MediaVariant {
  width: number;
  format: MediaFormat;
  url: string;
}

/** A picture, or a document (a PDF datasheet, docs/decisions/084). */
export type MediaKind = "image" | "document";

/** A media item as the API and the screens see it. */
export interface MediaRecord {
  id: string;
  kind: MediaKind;
  /**
   * The largest fallback (JPEG or PNG) variant: what `imageUrl` and friends store. A
   * document's download URL (`/media/{hash}-{name}.pdf`), what an item's datasheets store.
   */
  url: string;
  alt: string;
  width: number;
  height: number;
  contentType: string;
  bytes: number;
  variants: MediaVariant[];
  fileName: string;
  placeholder: string;
  createdAt: string;
  updatedAt: string;
}

export interface MediaListItem extends MediaRecord {
  /** Where the item is used, in words ("main image of “Valves”"); empty when unused. */
  usedIn: string[];
}

/** The widths made for a picture `width` pixels wide: the standard ones below it, and itself when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as number;
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  return width >= largest ? [...MEDIA_WIDTHS] : [...below, width];
}

export function variantUrl(hash: string, width: number, format: MediaFormat): string {
  return `${MEDIA_PATH}${hash.slice(0, HASH_LENGTH)}-${width}.${EXTENSIONS[format]}`;
}

const VARIANT_PATH = new RegExp(
  `^${MEDIA_PATH}([0-9a-f]{${HASH_LENGTH}})-([1-9][0-9]{0,4})\\.(avif|webp|jpg|png)$`,
);

/** The parts of a variant URL path, or null when `path` is not one. */
export function parseVariantUrl(
  path: string,
): { hashPrefix: string; width: number; format: MediaFormat } | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  const ext = match[3] as string;
  const format = (Object.keys(EXTENSIONS) as MediaFormat[]).find((f) => EXTENSIONS[f] === ext);
  return format ? { hashPrefix: match[1] as string, width: Number(match[2]), format } : null;
}

/** The content address that every variant URL of one upload shares: `/media/{hash}-`. */
export function mediaKeyOf(url: string): string | null {
  const parsed = parseVariantUrl(url.split(/[?#]/)[0] ?? "");
  return parsed ? `${MEDIA_PATH}${parsed.hashPrefix}-` : null;
}

/**
 * What a public page needs to draw one media image as a <picture>: compact,
 * since it travels in the loader data; the URLs are rebuilt from `base`.
 */
export interface MediaPicture {
  /** `/media/{hash}-`: every variant URL is this plus `{width}.{ext}`. */
  base: string;
  widths: number[];
  fallback: "jpeg" | "png";
  width: number;
  height: number;
  alt: string;
  placeholder: string;
}

/** URL → picture, for the images of one page. */
export type MediaPictures = Record<string, MediaPicture>;

export function toPicture(item: MediaRecord): MediaPicture {
  const fallback = item.variants.some((v) => v.format === "png") ? "png" : "jpeg";
  return {
    base: item.url.replace(/[0-9]+\.(jpg|png)$/, ""),
    widths: [...new Set(item.variants.map((v) => v.width))].sort((a, b) => a - b),
    fallback,
    width: item.width,
    height: item.height,
    alt: item.alt,
    placeholder: item.placeholder,
  };
}

/** `srcset` of one format: every width the picture has. */
export function pictureSrcSet(picture: MediaPicture, format: MediaFormat): string {
  return picture.widths.map((w) => `${picture.base}${w}.${EXTENSIONS[format]} ${w}w`).join(", ");
}

/** The fallback's URL at the smallest width of at least `width` (or the largest there is). */
export function pictureSrc(picture: MediaPicture, width: number): string {
  const chosen =
    picture.widths.find((w) => w >= width) ?? picture.widths[picture.widths.length - 1];
  return `${picture.base}${chosen}.${EXTENSIONS[picture.fallback]}`;
}

/** Every media URL inside a JSON value (the site content), for the pages that draw them. */
export function collectMediaUrls(value: unknown, found: Set<string> = new Set()): string[] {
  if (typeof value === "string") {
    if (value.startsWith(MEDIA_PATH) && parseVariantUrl(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectMediaUrls(item, found);
  } else if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) collectMediaUrls(item, found);
  }
  return [...found];
}
