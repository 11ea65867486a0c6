import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { slugify } from "../slug.ts";
import type { ProjectInput } from "./project-input.ts";

/** A slug chosen by hand that another project already has (HTTP 409). */
export class SlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`Another project already has the address /projects/${slug}.`);
    this.name = "SlugTakenError";
    this.slug = slug;
  }
}

/**
 * A slug given by hand must be free (409 otherwise); one made from the title takes the next
 * free `-2`, `-3`…. The unique index still guards two saves racing for the same one.
 */
export async function chooseSlug(trx: Transaction<Database>, input: ProjectInput, selfId?: string) {
  const base = input.slug || slugOf(input.title);
  let query = trx
    .selectFrom("projects")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (selfId) query = query.where("id", "!=", selfId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  if (!taken.has(base)) return base;
  if (input.slug) throw new SlugTakenError(base);
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Two saves that picked the same free slug at once: the loser's unique violation is a 409. */
export async function raceSafe<T>(input: ProjectInput, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = String((error as { code?: unknown }).code ?? "") + String(error);
    if (/23505|UNIQUE constraint/i.test(text))
      throw new SlugTakenError(input.slug || slugOf(input.title));
    throw error;
  }
}

/** A title with no Latin letter or digit (in Gujarati, say) gets "project", not slugify's "product". */
function slugOf(title: string): string {
  return /[a-z0-9]/i.test(title.normalize("NFKD")) ? slugify(title) : "project";
}
