import { useLayoutEffect, useRef } from "react";

/**
 * For a dialog opened from state rather than from a Radix trigger: remembers what had focus
 * when it opened (the row's button) and returns focus there when it closes, as WCAG asks.
 * Pass the result as `onCloseAutoFocus`. When that element is gone (its row was deleted),
 * Radix's default applies.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus scope moves focus inside it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
