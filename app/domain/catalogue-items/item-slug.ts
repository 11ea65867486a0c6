import { slugify } from "../slug.ts";

/** The address made from an item's name; a name with no Latin letter or digit gets "item". */
export function itemSlugBase(name: string): string {
  return /[a-z0-9]/i.test(name.normalize("NFKD")) ? slugify(name) : "item";
}

/** The addresses of one category being laid out: each is handed out once. */
export class SlugBook {
  private readonly taken: Set<string>;

  constructor(reserved: string[]) {
    this.taken = new Set(reserved);
  }

  /** Keeps a stored address when no one has asked for it; else "" (a new one is made). */
  keep(slug: string): string {
    if (this.taken.has(slug)) return "";
    this.taken.add(slug);
    return slug;
  }

  /** The base, or the next free `-2`, `-3`…. */
  claim(base: string): string {
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}
