import type { CatalogueItemInput } from "../schemas/catalogue-item-input.ts";
import type { CatalogueItem } from "../schemas/records.ts";
import { splitSubproducts } from "../product-form.ts";
import { blankItem } from "./blank-item.ts";
import { itemSlugBase, SlugBook } from "./item-slug.ts";

/**
 * What a save of a category does to its items (docs/decisions/081), as a pure function of
 * what was sent and what is stored: the new list in order, each with the id it keeps or a
 * fresh one. The store replaces the category's rows with this list in one transaction.
 */

export type NewId = () => string;

/**
 * `items` sent: they are the list. A known `id`, else a known `slug`, keeps its item's id.
 * A datasheet sent without a name is called by its file's name (`fileNameOf`, the media
 * library's), else by the last part of its URL.
 */
export function planFromItems(
  sent: CatalogueItemInput[],
  stored: CatalogueItem[],
  newId: NewId,
  fileNameOf: (url: string) => string | undefined = () => undefined,
): CatalogueItem[] {
  const unclaimed = new Map(stored.map((item) => [item.id, item]));
  const matches = sent.map((item) => {
    const byId = item.id ? unclaimed.get(item.id) : undefined;
    const match =
      byId ?? (item.slug ? [...unclaimed.values()].find((s) => s.slug === item.slug) : undefined);
    if (match) unclaimed.delete(match.id);
    return match;
  });
  const book = new SlugBook(sent.map((item) => item.slug).filter(Boolean));
  // A kept address stays unless another item now asks for it by hand.
  const kept = sent.map((item, i) => (!item.slug && matches[i] ? book.keep(matches[i].slug) : ""));
  return sent.map((item, i) => ({
    id: matches[i]?.id ?? newId(),
    slug: item.slug || kept[i] || book.claim(itemSlugBase(item.name)),
    name: item.name,
    make: item.make,
    model: item.model,
    summary: item.summary,
    specs: item.specs,
    images: item.images,
    datasheets: item.datasheets.map((sheet) => ({
      url: sheet.url,
      name: sheet.name || fileNameOf(sheet.url)?.replace(/\.pdf$/i, "") || sheetName(sheet.url),
    })),
    unit: item.unit,
    moq: item.moq,
    leadTime: item.leadTime,
    hsn: item.hsn,
  }));
}

/**
 * Only a `description` sent (the first contract): its names are the list. An item whose name
 * is unchanged keeps everything; pieces of the description that together spell a stored
 * name with a comma in it ("Butterfly Valves, wafer type") stay that one item. The legacy
 * `subproductImages` map speaks of each item's first picture only: a URL there becomes it,
 * a name missing from it loses it, so sending back what was read changes nothing.
 */
export function planFromDescription(
  description: string,
  subproductImages: Record<string, string> | undefined,
  stored: CatalogueItem[],
  newId: NewId,
): CatalogueItem[] {
  const names = namesOf(description, stored);
  const unclaimed = [...stored];
  const book = new SlugBook([]);
  const claims = names.map((name) => {
    const index = unclaimed.findIndex((item) => normalName(item.name) === name);
    const match = index >= 0 ? unclaimed.splice(index, 1)[0] : undefined;
    return { name, match, slug: match ? book.keep(match.slug) : "" };
  });
  return claims.map(({ name, match, slug }) => {
    const picture = subproductImages?.[match?.name ?? name] ?? subproductImages?.[name];
    const rest = (match?.images ?? []).slice(1).filter((url) => url !== picture);
    const images = picture ? [picture, ...rest] : rest;
    if (match) return { ...match, images, slug: slug || book.claim(itemSlugBase(match.name)) };
    return { ...blankItem(name, newId()), slug: book.claim(itemSlugBase(name)), images };
  });
}

/** The names a description lists, joining pieces back into stored names that contain commas. */
export function namesOf(description: string, stored: Array<{ name: string }>): string[] {
  const pieces = splitSubproducts(description);
  const known = new Set(stored.map((item) => normalName(item.name)));
  const longest = Math.max(1, ...stored.map((item) => splitSubproducts(item.name).length));
  const names: string[] = [];
  for (let i = 0; i < pieces.length;) {
    let taken = 1;
    for (let size = Math.min(longest, pieces.length - i); size > 1; size--) {
      if (known.has(pieces.slice(i, i + size).join(", "))) {
        taken = size;
        break;
      }
    }
    names.push(pieces.slice(i, i + taken).join(", "));
    i += taken;
  }
  return names;
}

/** A name as the description spells it: its comma pieces trimmed and joined with ", ". */
function normalName(name: string): string {
  return splitSubproducts(name).join(", ");
}

/** The last part of a URL, as a datasheet's name when nothing better is known. */
function sheetName(url: string): string {
  const last = url.split(/[?#]/)[0]?.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(last) || "Datasheet";
  } catch {
    return last || "Datasheet";
  }
}
