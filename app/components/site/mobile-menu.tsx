import { useEffect } from "react";
import { NavLink } from "react-router";
import { useStateBeforeHydration } from "~/hooks/use-state-before-hydration";
import { LinkButton } from "./link-button";
import { CloseIcon, MenuIcon } from "./shell-icons";
import { cx } from "./cx";
import { getInTouch, navLinks } from "./nav-links";

const MENU_ID = "mobile-menu";

/**
 * The small-screen toggle and dropdown: the toggle
 * flips it, choosing any link or the button closes it. Below 768 px only.
 * A `<details>` disclosure, so the menu opens without scripts too; with them
 * React owns `open` and the summary acts as the toggle button. Opened or closed
 * before hydration, it stays so and `aria-expanded` follows (docs/decisions/078).
 */
export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const disclosure = useStateBeforeHydration(
    open,
    (element: HTMLDetailsElement) => element.open,
    onOpenChange,
  );

  // Escape closes the menu too, as visitors expect of a disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onOpenChange(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  return (
    <details ref={disclosure} className="group md:hidden" open={open}>
      <summary
        role="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
      </summary>
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        className="bg-ink absolute inset-x-0 top-full border-t border-white/10 px-4 pb-6 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                onClick={close}
                className={({ isActive }) =>
                  cx(
                    "block rounded-md px-3 py-3 text-base font-medium hover:bg-white/10",
                    isActive ? "text-accent" : "text-white",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LinkButton variant="outline-light" className="w-full" to={getInTouch.to} onClick={close}>
          {getInTouch.label}
        </LinkButton>
      </nav>
    </details>
  );
}
