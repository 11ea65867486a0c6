import { Link } from "react-router";
import { BrandLogo } from "./brand-logo";
import { LinkButton } from "./link-button";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { getInTouch, navLinks } from "./nav-links";
import { QuoteListIndicator } from "./quote/quote-list-indicator";
import { SiteNavLink } from "./site-nav-link";

/**
 * The fixed top bar. Server-rendered transparent with white text: every
 * public page starts with a dark band (hero or the 404 screen). It turns solid beyond the
 * scroll threshold or while a panel is open: app.css reads `data-scrolled`, which
 * shell-behaviour.ts keeps, and until scripts run (or without them) a scroll-driven
 * animation stands in. The bar holds no React state (docs/decisions/097).
 */
export function Navbar() {
  return (
    <header
      data-navbar=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 text-white transition-[background-color,background-image,padding,box-shadow] duration-300"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md whitespace-nowrap">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <SiteNavLink
              key={link.to}
              link={link}
              className="rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-amber-300"
            />
          ))}
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          <HeaderSearch />
          <QuoteListIndicator />
          {/* A wrapper hides it: `hidden` on the link would fight the variant's inline-flex without
              tailwind-merge. From 768 to 1023 px the links, the search button and the quote list
              fill the bar; 'Contact Us' leads to the same page (docs/decisions/082). */}
          <div className="hidden lg:block">
            <LinkButton variant="outline-light" to={getInTouch.to}>
              {getInTouch.label}
            </LinkButton>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
