import { Suspense, type ReactNode } from "react";
import { useOpenedOnce } from "~/hooks/use-opened-once";

/**
 * Renders `children` (a dialog whose code loads on first use, React `lazy`) from the first time
 * `open` is, and keeps it mounted, so it can animate closed and hand focus back; a visit that
 * never opens it never downloads it.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useOpenedOnce(open)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
