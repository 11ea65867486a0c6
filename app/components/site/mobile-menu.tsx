import { HeaderDisclosure } from "./header-disclosure";
import { LinkButton } from "./link-button";
import { CloseIcon, MenuIcon } from "./shell-icons";
import { getInTouch, navLinks } from "./nav-links";
import { SiteNavLink } from "./site-nav-link";

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
                <SiteNavLink
                  link={link}
                  className="block rounded-md px-3 py-3 text-base font-medium hover:bg-white/10"
                />
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
