import { useHydrated } from "~/hooks/use-hydrated";
import { formatDateTime, formatShortDate } from "~/utils/format-date";

/** A date as the administrator reads it: their own time zone once hydrated. */
export function ShortDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatShortDate(iso, { local: hydrated })}</time>;
}

/** A moment with its time of day, in the viewer's zone once hydrated. */
export function DateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatDateTime(iso, { local: hydrated })}</time>;
}
