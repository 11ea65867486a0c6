import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Public pages hydrate a second or more after they are shown (docs/decisions/074), and a
 * visitor may type into, open or close a server-rendered element in that time. React's
 * hydration leaves the element as the visitor made it but keeps the state the server rendered,
 * so the two disagree until the next render puts the server's state back on screen.
 *
 * Give the returned ref to the element: on mount, in the commit that hydrates it and before the
 * browser paints again, its live state is read and, where it differs from what the component
 * rendered, handed to `takeOver` (docs/decisions/078-state-before-hydration.md). An element
 * React created itself shows what was rendered, so on a client navigation nothing happens.
 */
export function useStateBeforeHydration<E extends Element, T>(
  rendered: T,
  read: (element: E) => T,
  takeOver: (state: T) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const onMount = useEffectEvent((element: E) => {
    const live = read(element);
    if (!Object.is(live, rendered)) takeOver(live);
  });
  useLayoutEffect(() => {
    if (ref.current) onMount(ref.current);
  }, []);
  return ref;
}
