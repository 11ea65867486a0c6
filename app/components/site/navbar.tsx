import { useCallback, useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { BrandLogo } from "./brand-logo";
import { LinkButton } from "./link-button";
import { cx } from "~/utils/cx";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { getInTouch, navLinks } from "./nav-links";
import { QuoteListIndicator } from "./quote/quote-list-indicator";

/** The bar turns solid beyond 50 px of scroll. */
export const SCROLL_THRESHOLD = 50;

/** null until scripts run: the stylesheet then darkens the bar by scroll position alone. */
function useScrolledPast(threshold: number): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The fixed top bar. Server-rendered transparent with white text: every
 * public page starts with a dark band (hero or the 404 screen). Until scripts
 * run (or without them) a scroll-driven animation in app.css turns it solid.
 */
export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  // One panel at a time under the bar: the small-screen menu or the search box.
  const [panel, setPanel] = useState<"menu" | "search" | null>(null);
  const menuOpen = panel === "menu";
  const setMenuOpen = useCallback((open: boolean) => setPanel(open ? "menu" : null), []);
  const setSearchOpen = useCallback((open: boolean) => setPanel(open ? "search" : null), []);
  const solid = scrolled === true || panel !== null;

  return (
    <header
      data-navbar=""
      data-scrolled={String(scrolled === true)}
      data-hydrated={scrolled === null ? undefined : ""}
      className={cx(
        "fixed inset-x-0 top-0 z-50 text-white transition-[background-color,padding,box-shadow] duration-300",
        // Transparent over the hero, but shaded from ink at the top: the logo's small caption
        // keeps its contrast over any photograph, and wherever the page behind the bar is light.
        solid
          ? "bg-ink py-3 shadow-lg"
          : "from-ink/90 bg-transparent bg-linear-to-b to-transparent py-5",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="shrink-0 rounded-md whitespace-nowrap"
          onClick={() => setMenuOpen(false)}
        >
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cx(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-amber-300",
                  isActive ? "text-accent" : "text-white",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          <HeaderSearch open={panel === "search"} onOpenChange={setSearchOpen} />
          <QuoteListIndicator onNavigate={() => setPanel(null)} />
          {/* A wrapper hides it: `hidden` on the link would fight the variant's inline-flex without
              tailwind-merge. From 768 to 1023 px the links, the search button and the quote list
              fill the bar; 'Contact Us' leads to the same page (docs/decisions/082). */}
          <div className="hidden lg:block">
            <LinkButton variant="outline-light" to={getInTouch.to}>
              {getInTouch.label}
            </LinkButton>
          </div>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
