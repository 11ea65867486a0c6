/** WCAG 2.4.1: lets keyboard users jump past the navigation to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-accent text-ink sr-only z-[60] rounded-md px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
