import { ExternalLinkIcon, MapPinIcon } from "lucide-react";
import { formatAddress } from "~/domain/site/company-view";
import { useSite } from "./use-site";

/**
 * The embedded map of the contact page. The iframe is lazy (it sits below the
 * fold) and fills a fixed 16:9 box, so nothing moves when it loads or fails.
 * Behind it lies a plain fallback with the address and a link, which is what
 * shows where the map provider cannot be reached.
 */
export function MapEmbed({ heading, fallbackText }: { heading: string; fallbackText: string }) {
  const { company } = useSite();
  const { map } = company;
  return (
    <section aria-labelledby="map-heading" className="grid gap-4">
      <h2 id="map-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <div className="bg-muted relative h-80 w-full overflow-hidden rounded-xl border sm:h-[28rem]">
        <div className="text-muted-foreground absolute inset-0 grid place-content-center justify-items-center gap-3 p-6 text-center text-sm">
          <MapPinIcon className="text-brand-700 size-8" aria-hidden="true" />
          <p className="text-foreground font-medium">{formatAddress(company.address)}</p>
          <p>{fallbackText}</p>
        </div>
        <iframe
          src={map.embedUrl}
          title={map.title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
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
    </section>
  );
}
