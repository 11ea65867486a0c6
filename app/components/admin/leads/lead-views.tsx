import { Link, useLocation } from "react-router";
import { LEAD_VIEWS } from "~/domain/enquiries/enquiry-kinds";
import { cn } from "~/utils/cn";

const VIEWS = [{ label: "All leads", to: "/admin/leads" }, ...LEAD_VIEWS];

/**
 * Leads and the inbox of each kind are views of the same enquiries (docs/decisions/091): one
 * strip of links above each of them, the current one marked.
 */
export function LeadViews() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Lead views" className="-mt-2 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b">
        {VIEWS.map((view) => {
          const current = pathname === view.to || pathname === `${view.to}/`;
          return (
            <li key={view.to}>
              <Link
                to={view.to}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "focus-visible:outline-ring -mb-px inline-flex h-9 items-center border-b-2 px-3 text-sm whitespace-nowrap focus-visible:outline-2",
                  current
                    ? "border-teal-700 font-semibold text-slate-900"
                    : "text-muted-foreground border-transparent hover:text-slate-900",
                )}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
