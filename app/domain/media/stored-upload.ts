import type { StoredFormat } from "../../db/schema.ts";

/**
 * An upload ready to store (docs/decisions/054, 084): an image's variants from sharp, or a
 * document's own bytes as its one variant (width 0, format `pdf`). No variants: a second
 * upload of the same bytes, which shares the first one's.
 */
export interface StoredUpload {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  fallbackFormat: "jpeg" | "png" | "pdf";
  placeholder: string;
  variants: Array<{ width: number; height: number; format: StoredFormat; data: Buffer }>;
}
