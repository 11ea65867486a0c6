import { CircleCheckIcon, CircleIcon, HistoryIcon } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { ShortDate } from "~/components/admin/short-date";
import { Button } from "~/components/ui/button";
import { sampleDataChecklist } from "~/domain/site/checklist";
import { SECTION_NAMES, SECTION_TITLES } from "~/domain/site/section-names";
import { api } from "~/utils/api-client";
import type { Route } from "./+types/site";
import { requireAccess } from "./guard.server";
import { AdminSection } from "~/components/admin/admin-section";

export const meta: Route.MetaFunction = () => [{ title: "Site Content | Admin" }];

const DESCRIPTIONS: Record<(typeof SECTION_NAMES)[number], string> = {
  company:
    "Identity and logo, contact details, registrations and certifications, social links, the map",
  home: "Hero, service cards, 'Engineering Excellence', closing call to action, SEO",
  about: "Story, mission, values, industries, SEO",
  services: "Overview page and the five service pages",
  contact: "Contact page texts and SEO",
  testimonials: "Add, edit, reorder and hide client quotes",
  trust: "Brands we deal in, clients we serve (logos from the media library), trust texts",
  footer: "The company blurb in the footer",
  privacy: "The privacy notice: what each form collects and why, who receives it, your rights",
  terms: "The terms of use of the website",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const site = context.services.siteContent;
  const [published, draft] = await Promise.all([site.newest(), site.store.draft()]);
  return {
    version: published.version,
    draft: draft ? { at: draft.at, by: draft.by } : null,
    checklist: sampleDataChecklist(published.content, context.siteUrl),
  };
}

/** The sections of the owner's site, what still shows sample data, and the draft. */
export default function SiteContentPage({ loaderData }: Route.ComponentProps) {
  const { version, draft, checklist } = loaderData;
  const revalidator = useRevalidator();
  const open = checklist.filter((item) => !item.done);
  async function discard() {
    await api.delete("/admin/site/draft");
    toast.success("Draft discarded");
    revalidator.revalidate();
  }
  return (
    <div className="grid gap-6">
      <PageHeader title="Site Content" description={`Published version ${version}`}>
        <HeaderLink to="/admin/site/history" icon={HistoryIcon} variant="outline">
          History
        </HeaderLink>
      </PageHeader>
      {draft ? (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            An unpublished draft by {draft.by}, saved <ShortDate iso={draft.at} />.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href="/?preview=draft" target="_blank" rel="noopener">
                Preview draft<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button variant="ghost" size="sm" onClick={discard}>
              Discard draft
            </Button>
          </div>
        </div>
      ) : null}
      <AdminSection
        headingId="checklist-heading"
        heading={
          open.length ? `Still sample data (${open.length})` : "Your site shows your own details"
        }
        className="bg-card rounded-xl border p-5"
      >
        <ul className="mt-3 grid gap-3">
          {checklist.map((item) => (
            <li key={item.id} className="flex gap-3 text-sm">
              {item.done ? (
                <CircleCheckIcon
                  className="mt-0.5 size-4 shrink-0 text-green-700"
                  aria-label="Done"
                />
              ) : (
                <CircleIcon
                  className="text-muted-foreground mt-0.5 size-4 shrink-0"
                  aria-label="To do"
                />
              )}
              <div className="min-w-0">
                <p className="font-medium">
                  {item.fixPath && !item.done ? (
                    <Link className="text-brand-700 underline underline-offset-4" to={item.fixPath}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </p>
                {item.done ? null : <p className="text-muted-foreground">{item.hint}</p>}
              </div>
            </li>
          ))}
        </ul>
      </AdminSection>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SECTION_NAMES.map((name) => (
          <li key={name}>
            <Link
              to={`/admin/site/${name}`}
              className="bg-card hover:bg-muted/60 block h-full rounded-xl border p-5 transition-colors"
            >
              <span className="font-semibold">{SECTION_TITLES[name]}</span>
              <span className="text-muted-foreground mt-1 block text-sm">{DESCRIPTIONS[name]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
