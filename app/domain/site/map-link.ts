/**
 * Reads a Google Maps link the owner pasted (docs/decisions/091): a place's page, a search, a
 * dropped pin or the embed code Google's "Share › Embed a map" gives. The owner never types
 * coordinates; they come out of the link, or the link's search words are kept as they are.
 * Short share links (maps.app.goo.gl) only say where they lead when opened, and the server
 * opens nothing, so they get a sentence saying how to find the full link.
 */

/** Where the map points: a spot on the earth, or words Google Maps searches for. */
export type MapPlace =
  | { kind: "point"; latitude: number; longitude: number; zoom?: number }
  | { kind: "query"; query: string };

export type MapLinkReading = { ok: true; place: MapPlace } | { ok: false; message: string };

const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|co\.in|[a-z]{2,3}(?:\.[a-z]{2})?)$/i;
const SHORT_HOST = /^(?:maps\.app\.goo\.gl|goo\.gl|g\.co)$/i;
const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;

export const MAP_LINK_MESSAGES = {
  empty: "Paste a link from Google Maps.",
  short:
    "This is a short share link, which only says where it leads once opened. Open it in your browser, then copy the long address from the address bar (it starts with https://www.google.com/maps/).",
  notGoogle: "This is not a Google Maps link. Copy the link from Google Maps in your browser.",
  unreadable:
    "This link does not say where the place is. Open the place in Google Maps and copy the address from the address bar.",
} as const;

export function readMapLink(input: string): MapLinkReading {
  const text = iframeSource(input.trim());
  if (!text) return { ok: false, message: MAP_LINK_MESSAGES.empty };
  const url = URL.canParse(text)
    ? new URL(text)
    : URL.canParse(`https://${text}`)
      ? new URL(`https://${text}`)
      : null;
  if (!url || !/^https?:$/.test(url.protocol))
    return { ok: false, message: MAP_LINK_MESSAGES.notGoogle };
  if (SHORT_HOST.test(url.hostname)) return { ok: false, message: MAP_LINK_MESSAGES.short };
  const mapsPath = url.pathname.startsWith("/maps") || /^maps\./i.test(url.hostname);
  if (!GOOGLE_HOST.test(url.hostname) || !mapsPath)
    return { ok: false, message: MAP_LINK_MESSAGES.notGoogle };
  const place = placeOf(url);
  return place ? { ok: true, place } : { ok: false, message: MAP_LINK_MESSAGES.unreadable };
}

/** The embed code Google gives is an <iframe>: its src is the link. */
function iframeSource(text: string): string {
  const src = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(text)?.[1];
  return (src ?? text).replaceAll("&amp;", "&");
}

function placeOf(url: URL): MapPlace | null {
  const path = decodeSafely(url.pathname);
  const data = decodeSafely(url.pathname + url.search);
  // A place's pin (!3d lat !4d lng) is where the business is; @lat,lng is only the view's centre.
  const pin = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`).exec(data);
  if (pin) return point(pin[1], pin[2], zoomOf(path));
  // The embed code's "pb" parameter: !2d is the longitude, !3d the latitude.
  const embed = new RegExp(`!2d(${NUMBER})!3d(${NUMBER})`).exec(data);
  if (embed) return point(embed[2], embed[1]);
  for (const name of ["q", "query", "ll", "center", "daddr", "destination"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return pointOrQuery(value, zoomParameter(url));
  }
  const named = /\/maps\/(?:place|search)\/([^/@]+)/.exec(path);
  const at = new RegExp(`/@(${NUMBER}),(${NUMBER})`).exec(path);
  if (named?.[1]) {
    const words = named[1].replaceAll("+", " ").trim();
    return pointOrQuery(words, zoomOf(path)) ?? (at ? point(at[1], at[2], zoomOf(path)) : null);
  }
  return at ? point(at[1], at[2], zoomOf(path)) : null;
}

function pointOrQuery(value: string, zoom: number | undefined): MapPlace | null {
  const pair = new RegExp(`^(${NUMBER})\\s*,\\s*(${NUMBER})$`).exec(value);
  if (pair) return point(pair[1], pair[2], zoom);
  return value ? { kind: "query", query: value.replace(/\s+/g, " ") } : null;
}

function point(lat: string | undefined, lng: string | undefined, zoom?: number): MapPlace | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return zoom === undefined
    ? { kind: "point", latitude, longitude }
    : { kind: "point", latitude, longitude, zoom };
}

/** "@22.25,73.19,17z" gives 17; metres ("1200m") are not a zoom. */
function zoomOf(path: string): number | undefined {
  const zoom = new RegExp(`@${NUMBER},${NUMBER},(\\d{1,2}(?:\\.\\d+)?)z`).exec(path)?.[1];
  return zoom ? clampZoom(Number(zoom)) : undefined;
}

function zoomParameter(url: URL): number | undefined {
  const zoom = Number(url.searchParams.get("z"));
  return url.searchParams.has("z") && Number.isFinite(zoom) ? clampZoom(zoom) : undefined;
}

const clampZoom = (zoom: number) => Math.min(21, Math.max(1, Math.round(zoom)));

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
