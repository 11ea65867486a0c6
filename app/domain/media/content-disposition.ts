/**
 * `Content-Disposition: attachment` with the file's name (RFC 6266): a plain `filename` for
 * old clients, with anything but printable ASCII, quotes, backslashes and percent signs
 * replaced, and `filename*` (RFC 8187) with the whole name percent-encoded as UTF-8. Neither
 * can carry a line break or a quote out of the header, whatever the name holds.
 */
export function contentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]|["\\%]/g, "_")
      .trim() || "download";
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187 allows none of them unencoded.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
