import type { Zone } from "~/utils/format-date";
import { useHydrated } from "./use-hydrated";

/**
 * The zone a back-office date is shown in: UTC in the server's HTML and during hydration, so
 * both renders agree, and the viewer's own right after (docs/decisions/035).
 */
export function useViewerZone(): Zone {
  return useHydrated() ? undefined : "UTC";
}
