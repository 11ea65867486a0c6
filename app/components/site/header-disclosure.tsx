import type { ReactNode } from "react";

/**
 * A top-bar toggle and the panel it opens under the bar (the mobile menu, the search below
 * 1280 px): a `<details>` disclosure, so it opens without scripts, and one of a named group,
 * so the browser keeps one open at a time. The page's DOM owns `open`, never React, so a panel
 * opened before hydration stays as it is; shell-behaviour.ts keeps `aria-expanded` true to it
 * and closes it on Escape or a choice (docs/decisions/078, 097).
 * `panel` renders the panel with the id the toggle controls.
 */
export function HeaderDisclosure({
  label,
  panelId,
  className,
  toggle,
  panel,
}: {
  label: string;
  panelId: string;
  className: string;
  toggle: ReactNode;
  panel: ReactNode;
}) {
  return (
    <details data-panel="" name="header-panel" className={className}>
      <summary
        role="button"
        aria-label={label}
        aria-expanded="false"
        aria-controls={panelId}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        {toggle}
      </summary>
      {panel}
    </details>
  );
}
