import type { SearchType } from "~/domain/search/search-documents";

/** What each kind of result is called on the search page, one and many. */
export const TYPE_LABELS: Record<SearchType, { one: string; many: string }> = {
  item: { one: "Item", many: "Items" },
  category: { one: "Category", many: "Categories" },
  service: { one: "Service", many: "Services" },
  project: { one: "Project", many: "Projects" },
};

/** The search page's address for a query, a type and a page. */
export function searchHref(q: string, options: { type?: SearchType; page?: number } = {}) {
  const params = new URLSearchParams({ q });
  if (options.type) params.set("type", options.type);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  return `/search?${params.toString()}`;
}
