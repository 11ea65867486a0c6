/**
 * What a file is, from its first bytes (docs/decisions/055): never from its name or the
 * type the browser declared, so an HTML page renamed photo.jpg is refused as what it is.
 * Only the raster formats we accept are recognised; everything else (SVG, PDF, HTML…) is null.
 */
export type SniffedType =
  "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif" | "image/tiff";

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  // The major brand, or a compatible brand after a generic `mif1` one.
  if (ascii(bytes, 4, 4) === "ftyp" && /avi[fs]/.test(ascii(bytes, 8, 24))) return "image/avif";
  const tiff = ascii(bytes, 0, 4);
  if (tiff === "II*\0" || tiff === "MM\0*") return "image/tiff";
  return null;
}
