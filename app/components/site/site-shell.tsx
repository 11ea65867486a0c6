import { useEffect, type ReactNode } from "react";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { JsonLd } from "./json-ld";
import { PreviewBanner } from "./preview-banner";
import { ScrollToTop } from "./scroll-to-top";
import { enhanceShell } from "./shell-behaviour";
import { shellOptions } from "./shell-options";
import { SkipLink } from "./skip-link";
import { useSite } from "./use-site";

/**
 * The public page frame of docs/product.md. Shared by the site layout and
 * the root error boundary, so a 404 thrown anywhere still shows the site. Once hydrated it
 * runs the top bar's behaviour (docs/decisions/097).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => enhanceShell(document, shellOptions), []);
  const { organizationJsonLd } = useSite();
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <JsonLd json={organizationJsonLd} />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <PreviewBanner />
    </>
  );
}
