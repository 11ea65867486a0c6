import type { Control, UseFormRegister, UseFormSetValue } from "react-hook-form";
import type { MediaRecord } from "~/domain/media/media-rules";
import type { ProductFormValues } from "~/domain/product-form";

/** What every part of an item card needs from the product form. */
export interface EditorProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  disabled: boolean;
  /** A picture chosen from the media library, to remember its alt text. */
  onPickedImage: (url: string, item: { alt: string }) => void;
  /** Whether a media library image lacks its alt text, to flag it. */
  missingAlt: (url: string | undefined) => boolean;
  /** A document chosen from the media library, to show its file name and size. */
  onPickedDocument: (url: string, item: MediaRecord) => void;
  /** The library's file name and size of a datasheet, when known. */
  documentOf: (url: string) => { fileName: string; bytes: number } | undefined;
}
