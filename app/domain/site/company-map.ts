import type { CompanyContent } from "./company-schema.ts";
import { formatAddress } from "./company-view.ts";
import { readMapLink, type MapPlace } from "./map-link.ts";

/** What the contact page's map needs: the frame's address and title, and the link out. */
export interface MapView {
  embedUrl: string;
  linkUrl: string;
  title: string;
  /** Present when the place is a point (a pasted link with coordinates). */
  latitude?: number;
  longitude?: number;
}

type MapFacts = Pick<CompanyContent, "name" | "address" | "map">;

/** Where the map points: the pasted link's place, else the address. */
export function mapPlaceOf(company: MapFacts): MapPlace {
  if (company.map.source === "link") {
    const reading = readMapLink(company.map.link);
    if (reading.ok) return reading.place;
  }
  return { kind: "query", query: formatAddress(company.address) };
}

/**
 * The one place the map's frame address is made (docs/decisions/091): the contact page, the
 * back office's preview and the public API all call this. `output=embed` on www.google.com is
 * the only map source the Content-Security-Policy lets into a frame.
 */
export function mapEmbedUrl(place: MapPlace): string {
  const params = new URLSearchParams({
    q: place.kind === "point" ? `${place.latitude},${place.longitude}` : place.query,
    z: String(place.kind === "point" ? (place.zoom ?? 16) : 15),
    output: "embed",
  });
  return `https://www.google.com/maps?${params.toString()}`;
}

/** A link that opens the same place in Google Maps (the app on a phone). */
export function mapSearchUrl(place: MapPlace): string {
  const query = place.kind === "point" ? `${place.latitude},${place.longitude}` : place.query;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query }).toString()}`;
}

export function mapView(company: MapFacts): MapView {
  const place = mapPlaceOf(company);
  // A pasted place page opens the business's own listing; an embed code's address would not.
  const pasted =
    company.map.source === "link" && !/output=embed|\/maps\/embed/.test(company.map.link);
  const view: MapView = {
    embedUrl: mapEmbedUrl(place),
    linkUrl: pasted ? linkOf(company.map.link) : mapSearchUrl(place),
    title: `Map showing ${company.name}, ${company.address.city}`,
  };
  return place.kind === "point"
    ? { ...view, latitude: place.latitude, longitude: place.longitude }
    : view;
}

/** The pasted text as a link: the embed code's src, or the address as given. */
function linkOf(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
