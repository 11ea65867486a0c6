import { FileDown } from "lucide-react";
import { cx } from "~/utils/cx";

/**
 * The live catalogue as a PDF a buyer can forward (/catalogue.pdf, a document, not a route).
 * Classes joined with cx, not cn: tailwind-merge would add 8 KB to the catalogue pages.
 */
export function CatalogueDownloadLink({ className }: { className?: string }) {
  return (
    <a
      href="/catalogue.pdf"
      type="application/pdf"
      className={cx(
        "text-primary inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      <FileDown aria-hidden="true" className="size-4" />
      Download the catalogue (PDF)
    </a>
  );
}
