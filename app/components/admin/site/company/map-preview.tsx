import { MapBox } from "~/components/site/map-box";
import type { CompanyContent } from "~/domain/site/company-schema";

export interface MapTexts {
  requestText: string;
  fallbackText: string;
}

/**
 * What the contact page will show, drawn by the contact page's own map box: the address
 * first, the map when asked for (here as there, nothing is loaded from Google before that).
 */
export function MapPreview({
  company,
  texts,
}: {
  company: Pick<CompanyContent, "name" | "address" | "map">;
  texts: MapTexts;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Preview of the contact page's map</figcaption>
      <MapBox company={company} className="h-72" {...texts} />
    </figure>
  );
}
