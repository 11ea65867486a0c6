import { useEffect, type ReactNode } from "react";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { JsonLd } from "./json-ld";
import { PreviewBanner } from "./preview-banner";
import { ScrollToTop } from "./scroll-to-top";
import { enhanceShell } from "./shell-behaviour";
import { shellOptions } from "./shell-options";
import { SkipLink } from "./skip-link";

/**
 * The public page frame of docs/product.md. Shared by the site layout and
 * its error boundary, so a 404 or a failure in any public page still shows the site. Once hydrated it
 * runs the top bar's behaviour (docs/decisions/097).
 */
export function SiteShell({
  children,
  organizationJsonLd,
}: {
  children: ReactNode;
  /** The Organization as schema.org text, from the layout's loader (none if it failed). */
  organizationJsonLd: string | undefined;
}) {
  useEffect(() => enhanceShell(document, shellOptions), []);
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
