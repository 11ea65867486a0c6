import { useViewerZone } from "~/hooks/use-viewer-zone";
import { formatDate } from "~/utils/format-date";

/** A day as the administrator reads it, "27 Nov 2026": their own time zone once hydrated. */
export function ShortDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso, { zone: useViewerZone() })}</time>;
}
