import { ArrowLeft, PackageX } from "lucide-react";
import { LinkButton } from "./link-button";

/**
 * An unknown category id (answered with HTTP 404). A dark
 * band like the site's 404 screen, so the transparent navigation bar stays readable.
 */
export function CategoryNotFound() {
  return (
    <section
      aria-labelledby="category-not-found-title"
      className="from-ink to-brand-800 flex min-h-[70svh] items-center bg-linear-to-b px-4 pt-28 pb-16 text-center text-white"
    >
      <div className="mx-auto flex max-w-xl flex-col items-center">
        <PackageX className="text-accent size-14" aria-hidden="true" />
        <h1 id="category-not-found-title" className="mt-6 text-3xl font-bold sm:text-4xl">
          Product Not Found
        </h1>
        <p className="mt-4 text-lg text-slate-300">
          Sorry, the requested product category could not be found.
        </p>
        <LinkButton variant="accent" size="lg" className="mt-8" to="/products">
          <ArrowLeft aria-hidden="true" />
          Back to Products
        </LinkButton>
      </div>
    </section>
  );
}
