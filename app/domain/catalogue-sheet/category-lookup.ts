/** A category as the import names it: the `category` cell holds its id or its title. */
export interface CategoryRef {
  id: string;
  title: string;
}

export type CategoryMatch = { category: CategoryRef } | { error: string };

/** Titles compare without case, and with runs of spaces read as one. */
export function titleKey(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Finds the category a cell names: an id first (ids are lowercase), then a title. A title
 * two categories share names neither: the cell must give the id.
 */
export function categoryLookup(categories: readonly CategoryRef[]) {
  const byId = new Map(categories.map((category) => [category.id.toLowerCase(), category]));
  const byTitle = new Map<string, CategoryRef[]>();
  for (const category of categories) {
    const key = titleKey(category.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), category]);
  }
  return (cell: string): CategoryMatch => {
    const text = cell.trim();
    if (text === "") return { error: "Category is required" };
    const found = byId.get(text.toLowerCase()) ?? byTitle.get(titleKey(text));
    if (!found) return { error: `No category has the id or title "${shorten(text)}"` };
    if (Array.isArray(found)) {
      if (found.length === 1 && found[0]) return { category: found[0] };
      return {
        error: `${found.length} categories are called "${shorten(text)}": give the id (${found.map((c) => c.id).join(", ")})`,
      };
    }
    return { category: found };
  };
}

/**
 * What an export writes in the `category` column: the title, which people read, unless the
 * lookup above would not find this category by it; then the id.
 */
export function categoryLabels(categories: readonly CategoryRef[]): Map<string, string> {
  const lookup = categoryLookup(categories);
  return new Map(
    categories.map((category) => {
      const match = lookup(category.title);
      const byTitle = "category" in match && match.category.id === category.id;
      return [category.id, byTitle ? category.title : category.id];
    }),
  );
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
