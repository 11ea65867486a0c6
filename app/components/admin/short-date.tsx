import { useHydrated } from "~/hooks/use-hydrated";
import { formatShortDate } from "~/utils/format-date";

/** A date as the administrator reads it: their own time zone once hydrated. */
export function ShortDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatShortDate(iso, { local: hydrated })}</time>;
}
