import { QuoteForm } from "~/components/site/quote/quote-form";
import { salesPhone, telHref } from "~/domain/site/company-view";
import { useSite } from "~/components/site/use-site";
import { WhatsAppLink } from "~/components/site/whatsapp-link";
import { quotePage } from "~/content/quote-page";
import { companyToday } from "~/domain/quotes/company-today";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/quote";
import { quoteAction } from "./quote-action.server";
import { linesFromQuery } from "./quote-lines.server";

export const meta: Route.MetaFunction = (args) => pageMeta(args, quotePage.meta);

/**
 * The quote form (docs/decisions/083). `?item={productId}/{itemSlug}&qty={n}` (an item page's
 * 'Request quote' without scripts) names its lines; with scripts the quote list adds its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lines = await linesFromQuery(new URL(request.url).searchParams, context);
  return { lines, today: companyToday() };
}

/** The form posted without scripts (the scripted path posts to /api/quote-requests). */
export function action({ request, context }: Route.ActionArgs) {
  return quoteAction({ request, context });
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 pt-28 pb-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{quotePage.heading}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-200">{quotePage.intro}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <section
          aria-label="Quote request"
          className="bg-card rounded-2xl border p-5 shadow-sm sm:p-8"
        >
          <QuoteForm serverLines={loaderData.lines} today={loaderData.today} />
        </section>
        <QuoteAside />
      </div>
    </>
  );
}

function QuoteAside() {
  const sales = salesPhone(useSite().company);
  const { heading, steps } = quotePage.aside;
  return (
    <aside className="bg-muted grid gap-4 rounded-xl border p-6 lg:sticky lg:top-28">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a className="text-brand-700 font-semibold underline" href={`tel:${telHref(sales.number)}`}>
        {`Call Sales: ${sales.number}`}
      </a>
      <WhatsAppLink topic="a quotation" />
    </aside>
  );
}
