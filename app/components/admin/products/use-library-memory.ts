import { useState } from "react";
import type { EditorProps } from "./item-editor-props";

/** What the form shows of a datasheet's library document. */
export type LibraryDocument = { fileName: string; bytes: number };

/** What the product form knows of the media library items it uses, and how it learns more. */
export type LibraryMemory = Pick<
  EditorProps,
  "missingAlt" | "onPickedImage" | "documentOf" | "onPickedDocument"
>;

/**
 * The alt text of the library images the product uses and the file name and size of its
 * datasheets, by URL: as loaded with the page, then as picked from the library since.
 */
export function useLibraryMemory(
  mediaAlt: Record<string, string> = {},
  documents: Record<string, LibraryDocument> = {},
): LibraryMemory {
  const [altOf, setAltOf] = useState(mediaAlt);
  const [documentsByUrl, setDocuments] = useState(documents);
  return {
    missingAlt: (url) => altOf[url?.trim() ?? ""] === "",
    onPickedImage: (url, item) => setAltOf((known) => ({ ...known, [url]: item.alt })),
    documentOf: (url) => documentsByUrl[url],
    onPickedDocument: (url, item) =>
      setDocuments((known) => ({
        ...known,
        [url]: { fileName: item.fileName, bytes: item.bytes },
      })),
  };
}
