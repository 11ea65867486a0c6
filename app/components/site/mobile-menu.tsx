import { NavLink } from "react-router";
import { HeaderDisclosure } from "./header-disclosure";
import { LinkButton } from "./link-button";
import { CloseIcon, MenuIcon } from "./shell-icons";
import { cx } from "~/utils/cx";
import { getInTouch, navLinks } from "./nav-links";

const MENU_ID = "mobile-menu";

/**
 * The small-screen toggle and dropdown: the toggle
 * flips it, choosing any link or the button closes it (shell-behaviour.ts). Below 768 px only.
 */
export function MobileMenu() {
  return (
    <HeaderDisclosure
      label="Toggle menu"
      panelId={MENU_ID}
      className="group md:hidden"
      toggle={
        <>
          <MenuIcon className="size-6 group-open:hidden" />
          <CloseIcon className="hidden size-6 group-open:block" />
        </>
      }
      panel={
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
          <LinkButton variant="outline-light" className="w-full" to={getInTouch.to}>
            {getInTouch.label}
          </LinkButton>
        </nav>
      }
    />
  );
}
