import { useEffect } from "react";
import { LinkButton } from "./link-button";

/**
 * Not found (docs/product.md): '404', 'Page Not Found', a way back to /, and
 * the unknown path written to the console. A dark band, so the transparent
 * navigation bar stays readable above it.
 */
export function NotFoundScreen({ path }: { path: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);

  return (
    <section
      aria-labelledby="not-found-title"
      className="from-ink to-brand-800 flex min-h-[70svh] items-center bg-linear-to-b px-4 pt-28 pb-16 text-center text-white"
    >
      <div className="mx-auto max-w-xl">
        <p className="text-accent text-7xl font-extrabold tracking-tight sm:text-8xl">404</p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-bold sm:text-4xl">
          Page Not Found
        </h1>
        <p className="mt-4 text-lg text-slate-300">
          Sorry, the page you are looking for does not exist or has been moved.
        </p>
        <LinkButton variant="accent" size="lg" className="mt-8" to="/">
          Return to Home
        </LinkButton>
      </div>
    </section>
  );
}
