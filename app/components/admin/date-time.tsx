import { useViewerZone } from "~/hooks/use-viewer-zone";
import { formatDateTime } from "~/utils/format-date";
import { formatRelative } from "~/utils/relative-time";

/**
 * When something happened, "27 Nov 2026, 3:44 pm", in the viewer's zone once hydrated (UTC,
 * so marked, before: docs/decisions/035), and how long ago: a 9 am lead must not look like a
 * 6 pm one.
 */
export function DateTime({ iso, relative = true }: { iso: string; relative?: boolean }) {
  const zone = useViewerZone();
  const local = zone === undefined;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <time dateTime={iso}>{`${formatDateTime(iso, { zone })}${local ? "" : " UTC"}`}</time>
      {relative && local ? (
        <span className="text-muted-foreground text-xs">{formatRelative(iso, Date.now())}</span>
      ) : null}
    </span>
  );
}
