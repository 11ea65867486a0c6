import { Link } from "react-router";
import type { SearchHit } from "~/domain/search/search-answer";
import { PlainBadge } from "../plain-badge";
import { MarkedSnippet, MarkedText } from "./marked-text";
import { TYPE_LABELS } from "./search-labels";

const BADGE_VARIANTS = {
  item: "accent",
  category: "blue",
  service: "teal",
  project: "secondary",
} as const;

/** The results, best first: what each is, where it belongs, its title and snippet marked. */
export function SearchResults({ results, start }: { results: SearchHit[]; start: number }) {
  return (
    <ol start={start} className="divide-y divide-slate-200">
      {results.map((hit) => (
        <li key={hit.url} className="py-5">
          <article className="grid gap-1.5">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <PlainBadge variant={BADGE_VARIANTS[hit.type]}>
                {TYPE_LABELS[hit.type].one}
              </PlainBadge>
              {hit.context ? <span className="text-muted-foreground">{hit.context}</span> : null}
            </p>
            <h2 className="text-lg font-semibold">
              <Link
                to={hit.url}
                className="text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
              >
                <MarkedText pieces={hit.titlePieces} />
              </Link>
            </h2>
            <MarkedSnippet
              pieces={hit.snippet}
              className="text-sm leading-relaxed text-slate-600"
            />
          </article>
        </li>
      ))}
    </ol>
  );
}
