import { PageBanner } from "~/components/site/page-banner";
import { SearchFilters } from "~/components/site/search/search-filters";
import { SearchEmptyState, SearchNoResults } from "~/components/site/search/search-no-results";
import { SearchPageForm } from "~/components/site/search/search-page-form";
import { SearchPager } from "~/components/site/search/search-pager";
import { SearchResults } from "~/components/site/search/search-results";
import { searchPage } from "~/content/pages/search";
import { SEARCH_TYPES, type SearchType } from "~/domain/search/search-documents";
import { searchTerm } from "~/domain/search/search-input";
import { MAX_SEARCH_OFFSET } from "~/domain/search/search-limits";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/search";

const PAGE_SIZE = 20;
const MAX_PAGE = Math.floor(MAX_SEARCH_OFFSET / PAGE_SIZE) + 1;

export function meta(args: Route.MetaArgs) {
  const q = args.loaderData?.q;
  return [
    ...pageMeta(args, {
      title: q ? `${searchPage.meta.title}: ${q}` : searchPage.meta.title,
      description: searchPage.meta.description,
    }),
    // Results pages are not pages of their own for search engines (docs/decisions/082).
    { name: "robots", content: "noindex, follow" },
  ];
}

/** The site search page (docs/decisions/082): `?q=`, optionally `type` and `page`. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("q")?.trim() ?? "";
  const type = SEARCH_TYPES.find((each) => each === params.get("type"));
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  if (!raw) return { q: "", type, page, answer: null, error: undefined };
  const parsed = searchTerm.safeParse(raw);
  if (!parsed.success)
    return { q: raw, type, page, answer: null, error: parsed.error.issues[0]?.message };
  const answer = await context.services.search.search({
    q: parsed.data,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    type,
    withCounts: true,
  });
  return { q: parsed.data, type, page, answer, error: undefined };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, type, page, answer, error } = loaderData;
  return (
    <>
      <PageBanner
        eyebrow={searchPage.eyebrow}
        title={answer ? `Results for “${answer.correctedQuery ?? q}”` : searchPage.emptyHeading}
        width="max-w-5xl"
      >
        <SearchPageForm q={q} error={error} />
      </PageBanner>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {answer ? <Results q={q} type={type} page={page} answer={answer} /> : <SearchEmptyState />}
      </div>
    </>
  );
}

function Results({
  q,
  type,
  page,
  answer,
}: {
  q: string;
  type: SearchType | undefined;
  page: number;
  answer: NonNullable<Route.ComponentProps["loaderData"]["answer"]>;
}) {
  const searched = answer.correctedQuery ?? q;
  const pages = Math.min(MAX_PAGE, Math.ceil(answer.total / PAGE_SIZE));
  return (
    <div className="grid gap-6">
      {answer.correctedQuery ? (
        <p className="text-slate-700">
          No results for “{q}”. Showing results for{" "}
          <strong className="text-ink">{answer.correctedQuery}</strong> instead.
        </p>
      ) : null}
      {answer.counts && Object.values(answer.counts).some((count) => count > 0) ? (
        <SearchFilters q={searched} type={type} counts={answer.counts} />
      ) : null}
      {answer.total > 0 ? (
        <>
          <p role="status" className="text-muted-foreground text-sm">
            {statusText(answer.total, page, PAGE_SIZE)}
          </p>
          <SearchResults results={answer.results} start={(page - 1) * PAGE_SIZE + 1} />
        </>
      ) : (
        <SearchNoResults q={q} suggestions={answer.suggestions} />
      )}
      <SearchPager q={searched} type={type} page={page} pages={pages} />
    </div>
  );
}

function statusText(total: number, page: number, size: number): string {
  if (total === 1) return "1 result";
  const first = (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return total <= size ? `${total} results` : `Results ${first}–${last} of ${total}`;
}
