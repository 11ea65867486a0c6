import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { withPage } from "./list-params";
import { formatCount } from "~/utils/format-number";

/** "Showing x–y of N" with Previous and Next, as links so paging works without scripts. */
export function Pager({
  total,
  offset,
  limit,
  page,
}: {
  total: number;
  offset: number;
  limit: number;
  page: number;
}) {
  const [search] = useSearchParams();
  if (total === 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  const hasPrevious = page > 1;
  const hasNext = to < total;
  const linkClass = cn(buttonVariants({ variant: "outline", size: "sm" }));
  const disabledClass = cn(linkClass, "pointer-events-none opacity-50");
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          {hasPrevious ? (
            <Link to={withPage(search, page - 1)} className={linkClass} preventScrollReset>
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </span>
          )}
          {hasNext ? (
            <Link to={withPage(search, page + 1)} className={linkClass} preventScrollReset>
              Next
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
              <ChevronRightIcon aria-hidden="true" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
