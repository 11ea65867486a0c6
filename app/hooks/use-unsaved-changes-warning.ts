import { useEffect } from "react";
import { useBlocker } from "react-router";

const QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before a form with unsaved changes is left: by a link or the back button inside the back
 * office (the router's blocker), or by closing or reloading the tab (the browser's own dialog,
 * whose text browsers no longer let a page choose).
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
