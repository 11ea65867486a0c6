import { useHydrated } from "~/hooks/use-hydrated";
import { formatDateTime, formatRelative } from "~/utils/relative-time";

/**
 * When something happened, with the time of day, in the viewer's zone once hydrated
 * (docs/decisions/035), and how long ago: a 9 am lead must not look like a 6 pm one.
 */
export function DateTime({ iso, relative = true }: { iso: string; relative?: boolean }) {
  const hydrated = useHydrated();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <time dateTime={iso}>{formatDateTime(iso, { local: hydrated })}</time>
      {relative && hydrated ? (
        <span className="text-muted-foreground text-xs">{formatRelative(iso, Date.now())}</span>
      ) : null}
    </span>
  );
}
