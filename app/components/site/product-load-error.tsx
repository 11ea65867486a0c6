import { useEffect } from "react";
import { LinkButton } from "./link-button";
import { toast } from "~/components/ui/deferred-toaster";

/**
 * Public products: a loader failure shows the toast and the
 * same words on the page (a dark band, so the transparent navigation bar stays readable).
 */
export function ProductLoadError({ title, retryTo }: { title: string; retryTo: string }) {
  useEffect(() => {
    toast.error(title, { description: "Please try again later." });
  }, [title]);
  return (
    <section
      aria-labelledby="product-load-error-title"
      className="from-ink to-brand-800 flex min-h-[70svh] items-center bg-linear-to-b px-4 pt-28 pb-16 text-center text-white"
    >
      <div className="mx-auto max-w-xl">
        <h1 id="product-load-error-title" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-slate-300">Please try again later.</p>
        <LinkButton variant="accent" size="lg" className="mt-8" to={retryTo} reloadDocument>
          Try again
        </LinkButton>
      </div>
    </section>
  );
}
