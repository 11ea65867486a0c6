import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { OrganizationJsonLd } from "./organization-json-ld";
import { PreviewBanner } from "./preview-banner";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";

/**
 * The public page frame of docs/product.md. Shared by the site layout and
 * the root error boundary, so a 404 thrown anywhere still shows the site.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <OrganizationJsonLd />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <PreviewBanner />
    </>
  );
}
