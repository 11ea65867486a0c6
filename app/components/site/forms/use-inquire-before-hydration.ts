import { useEffect, useEffectEvent, useLayoutEffect, useRef, type RefObject } from "react";
import { useStateBeforeHydration } from "~/hooks/use-state-before-hydration";

/**
 * 'Inquire Now' is a link until hydration and a button after (service-inquiry-dialog.tsx).
 * What a visitor did to the link in between carries over to the button (docs/decisions/078):
 * a press only added the link's fragment to the address, since the form behind it is for
 * visitors without scripts, so the dialog opens once scripts run; focus moves to the button.
 * Returns the ref for the link.
 */
export function useInquireBeforeHydration({
  hydrated,
  formHref,
  trigger,
  openDialog,
}: {
  hydrated: boolean;
  formHref: string;
  trigger: RefObject<HTMLButtonElement | null>;
  openDialog: () => void;
}): RefObject<HTMLAnchorElement | null> {
  const focusedEarly = useRef(false);
  const link = useStateBeforeHydration(
    false,
    (element: HTMLAnchorElement) => element === document.activeElement,
    (focused) => (focusedEarly.current = focused),
  );
  useLayoutEffect(() => {
    if (!hydrated || !focusedEarly.current) return;
    focusedEarly.current = false;
    trigger.current?.focus();
  }, [hydrated, trigger]);
  // On the overview the press opened the service page with the fragment: its button opens there.
  // Only when the button replaces the link: a later render must not reopen a closed dialog.
  const openIfPressed = useEffectEvent(() => {
    if (window.location.hash === formHref) openDialog();
  });
  useEffect(() => {
    if (hydrated) openIfPressed();
  }, [hydrated]);
  return link;
}
