import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The green panel that replaces a public form once the server stored it (docs/decisions/070).
 * Scripted, the form the visitor was in is gone: focus moves to the heading, so the news is
 * read out and Tab goes on from here; scrolled by hand, as focus alone would tuck the panel's
 * top under the fixed navigation bar.
 */
export function SuccessPanel({
  id,
  scripted,
  heading,
  level: Heading,
  children,
}: {
  /** The fragment a post without scripts lands on. */
  id: string;
  scripted: boolean;
  heading: ReactNode;
  level: "h2" | "h3";
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!scripted) return;
    headingRef.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "nearest" });
  }, [scripted]);
  return (
    <div
      ref={panel}
      id={id}
      role="status"
      className="flex scroll-mt-28 gap-3 rounded-lg border border-green-700/30 bg-green-50 p-5 text-green-950"
    >
      <CircleCheckIcon className="mt-1 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <div className="grid gap-2">
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {heading}
        </Heading>
        {children}
      </div>
    </div>
  );
}
