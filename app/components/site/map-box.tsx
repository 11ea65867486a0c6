import { ExternalLinkIcon, MapIcon, MapPinIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CompanyContent } from "~/domain/site/company-schema";
import { mapView } from "~/domain/site/company-map";
import { formatAddress } from "~/domain/site/company-view";
import { PlainButton } from "./plain-button";

/**
 * The map, loaded only when the visitor asks for it (docs/decisions/029 and 090): until then
 * nothing on the page contacts Google. The box holds the address, a sentence saying where the
 * map comes from and, once scripts run, 'Show the map'; without scripts the 'Open in Google
 * Maps' link below is the way to the map. The box has a fixed height, so nothing moves when
 * the frame replaces its contents. The contact page and the back office's preview of it
 * (docs/decisions/091) both draw this one.
 */
export function MapBox({
  company,
  requestText,
  fallbackText,
  className = "h-80 sm:h-[28rem]",
}: {
  company: Pick<CompanyContent, "name" | "address" | "map">;
  requestText: string;
  fallbackText: string;
  className?: string;
}) {
  const map = mapView(company);
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that had the focus is gone: the map takes it, so keyboard users are not lost.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <>
      <div className={`bg-muted relative w-full overflow-hidden rounded-xl border ${className}`}>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(var(--color-border)_1px,transparent_1px),linear-gradient(90deg,var(--color-border)_1px,transparent_1px)] [background-size:2.5rem_2.5rem] opacity-60"
        />
        <div className="text-muted-foreground absolute inset-0 grid place-content-center justify-items-center gap-3 p-6 text-center text-sm">
          <MapPinIcon className="text-brand-700 size-8" aria-hidden="true" />
          <p className="text-foreground font-medium">{formatAddress(company.address)}</p>
          <p className="max-w-prose">{shown ? fallbackText : requestText}</p>
          {hydrated && !shown ? (
            <PlainButton variant="outline" className="mt-1" onClick={() => setShown(true)}>
              <MapIcon aria-hidden="true" />
              Show the map
            </PlainButton>
          ) : null}
        </div>
        {shown ? (
          <iframe
            ref={frame}
            src={map.embedUrl}
            title={map.title}
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        ) : null}
      </div>
      <p>
        <a
          href={map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-4 hover:no-underline"
        >
          Open in Google Maps
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
