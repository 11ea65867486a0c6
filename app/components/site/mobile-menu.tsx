import { useEffect } from "react";
import { NavLink } from "react-router";
import { LinkButton } from "./link-button";
import { CloseIcon, MenuIcon } from "./shell-icons";
import { cx } from "./cx";
import { getInTouch, navLinks } from "./nav-links";

const MENU_ID = "mobile-menu";

/**
 * The small-screen toggle and dropdown (SPEC.md sections 2 and 4): the toggle
 * flips it, choosing any link or the button closes it. Below 768 px only.
 */
export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);

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
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => onOpenChange(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        hidden={!open}
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
    </div>
  );
}
