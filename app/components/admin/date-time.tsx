import { useViewerZone } from "~/hooks/use-viewer-zone";
import { dateTimeParts } from "~/utils/format-date";
import { formatRelative } from "~/utils/relative-time";

/**
 * When something happened, "27 Nov 2026, 3:44 pm", in the viewer's zone once hydrated (UTC,
 * so marked, before: docs/decisions/035), and how long ago: a 9 am lead must not look like a
 * 6 pm one.
 */
export function DateTime({ iso, relative = true }: { iso: string; relative?: boolean }) {
  const zone = useViewerZone();
  const local = zone === undefined;
  const parts = dateTimeParts(iso, { zone });
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <time dateTime={iso}>
        {/* A narrow column breaks after the comma, never inside "11:38 am" or the day. */}
        {parts ? (
          <>
            <span className="whitespace-nowrap">{parts.date},</span>{" "}
            <span className="whitespace-nowrap">{`${parts.time}${local ? "" : " UTC"}`}</span>
          </>
        ) : null}
      </time>
      {relative && local ? (
        <span className="text-muted-foreground text-xs">{formatRelative(iso, Date.now())}</span>
      ) : null}
    </span>
  );
}
