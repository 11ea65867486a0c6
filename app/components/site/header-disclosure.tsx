import { useEffect, type ReactNode } from "react";
import { useStateBeforeHydration } from "~/hooks/use-state-before-hydration";

/**
 * A top-bar toggle and the panel it opens under the bar (the mobile menu, the search below
 * 1280 px): a `<details>` disclosure, so it opens without scripts too; with them React owns
 * `open`, the summary acts as the toggle button and Escape closes it. Opened or closed
 * before hydration, it stays so and `aria-expanded` follows (docs/decisions/078).
 * `panel` renders the panel with the id the toggle controls.
 */
export function HeaderDisclosure({
  open,
  onOpenChange,
  label,
  panelId,
  className,
  toggle,
  panel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  panelId: string;
  className: string;
  toggle: ReactNode;
  panel: ReactNode;
}) {
  const disclosure = useStateBeforeHydration(
    open,
    (element: HTMLDetailsElement) => element.open,
    onOpenChange,
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onOpenChange(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  return (
    <details ref={disclosure} className={className} open={open}>
      <summary
        role="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        {toggle}
      </summary>
      {panel}
    </details>
  );
}
