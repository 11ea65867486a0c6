import { MapBox } from "./map-box";
import { useSite } from "./use-site";

/** The contact page's map section: its heading and the map box, for the published company. */
export function MapEmbed({
  heading,
  requestText,
  fallbackText,
}: {
  heading: string;
  requestText: string;
  fallbackText: string;
}) {
  const { company } = useSite();
  return (
    <section aria-labelledby="map-heading" className="grid gap-4">
      <h2 id="map-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <MapBox company={company} requestText={requestText} fallbackText={fallbackText} />
    </section>
  );
}
