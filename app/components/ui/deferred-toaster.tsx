import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * sonner's <Toaster>, loaded only when a toast happens. sonner weighs about 9 KB compressed
 * and most page views never toast, on the public site or in the back office, while both have
 * a JavaScript budget (docs/decisions/093). Every toast goes through `toast` below, which
 * mounts the toaster and loads sonner on its first use; sonner 2.x replays toasts created
 * before its Toaster subscribed, so nothing is lost while the chunk loads.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toaster from now on. */
function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

type ToastOptions = ExternalToast;

function lazyToast(kind: "success" | "error" | "info") {
  return (title: string, options?: ToastOptions): void => {
    requestToaster();
    void import("sonner").then(({ toast }) => toast[kind](title, options));
  };
}

/** sonner's `toast.success`, `toast.error` and `toast.info`, loading sonner on first use. */
export const toast = {
  success: lazyToast("success"),
  error: lazyToast("error"),
  info: lazyToast("info"),
};

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
  // Not during hydration: the server rendered no toaster.
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
