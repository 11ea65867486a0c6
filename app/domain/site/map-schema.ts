import { z } from "zod";
import { company as seed } from "../../content/company.ts";
import { readMapLink } from "./map-link.ts";

/**
 * Where the contact page's map points (docs/decisions/091): at the company's address, or at the
 * place of a Google Maps link the owner pasted. Only the choice and the link are stored; the
 * embed address, the 'Open in Google Maps' link and the frame's title are made from them by
 * `mapView` (./company-map.ts), so they can never disagree with the address.
 */
export const mapSettingSchema = z
  .object({
    source: z.enum(["address", "link"]).default("address"),
    link: z
      .string()
      .trim()
      .max(4000, { error: "The link must be at most 4000 characters" })
      .default(""),
  })
  .superRefine((map, ctx) => {
    if (map.source !== "link") return;
    const reading = readMapLink(map.link);
    if (!reading.ok) ctx.addIssue({ code: "custom", path: ["link"], message: reading.message });
  });

export type MapSetting = z.infer<typeof mapSettingSchema>;

/**
 * Content saved before this shape held `{ embedUrl, linkUrl, title, latitude, longitude }`:
 * it is read as the link it was, except the installation's sample map, which becomes the
 * address (what a new installation starts with). Nothing is rewritten in the database.
 */
export function migrateMapSetting(value: unknown): unknown {
  if (typeof value !== "object" || value === null || "source" in value) return value;
  const old = value as { embedUrl?: unknown; linkUrl?: unknown };
  // What the map showed comes first; the sample's own addresses are the sample, not a choice.
  const link = [old.embedUrl, old.linkUrl].find(
    (candidate): candidate is string =>
      typeof candidate === "string" &&
      candidate !== seed.map.embedUrl &&
      candidate !== seed.map.linkUrl &&
      readMapLink(candidate).ok,
  );
  return link ? { source: "link", link } : { source: "address", link: "" };
}

export const storedMapSchema = z.preprocess(migrateMapSetting, mapSettingSchema);
