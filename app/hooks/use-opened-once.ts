import { useState } from "react";

/**
 * True from the first time `open` is: a dialog whose code loads on first use (React `lazy`)
 * mounts then and stays mounted, so it can animate closed and hand focus back, and is never
 * downloaded by a visit that does not open it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern), not in an effect.
  if (open && !opened) setOpened(true);
  return opened || open;
}
