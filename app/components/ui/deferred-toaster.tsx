import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * sonner's <Toaster>, loaded only when a toast can happen. sonner weighs
 * about 10 KB compressed and most public page views never toast, while the
 * home page has a 150 KB JavaScript budget (docs/performance.md).
 *
 * Under /admin it mounts right after hydration (the back office imports
 * `toast` from sonner directly). On the public site it mounts on the first
 * showToast() (or requestToaster()). sonner 2.x replays toasts created before
 * its Toaster subscribed, so nothing is lost while the chunk loads.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toaster from now on. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** `toast.success` / `toast.error` of sonner, loading it on first use. */
export function showToast(kind: "success" | "error", title: string, description: string): void {
  requestToaster();
  void import("sonner").then(({ toast }) => toast[kind](title, { description }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DeferredToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  const { pathname } = useLocation();
  // Not during hydration: the server rendered no toaster.
  if (!hydrated || !(wanted || pathname.startsWith("/admin"))) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
