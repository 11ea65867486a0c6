import { ArrowLeftIcon, RotateCcwIcon } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { ShortDate } from "~/components/admin/short-date";
import { VersionDiff } from "~/components/admin/site/version-diff";
import { Button } from "~/components/ui/button";
import { api, ApiError } from "~/utils/api-client";
import type { Route } from "./+types/site.history";
import { requireAccess } from "./guard.server";
import { formatCount } from "~/utils/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Site Content History | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const store = context.services.siteContent.store;
  const { items, total } = await store.versions(50);
  const asked = Number(new URL(request.url).searchParams.get("version"));
  const selected = await store.version(
    Number.isInteger(asked) && asked > 0 ? asked : (items[0]?.version ?? 1),
  );
  return { versions: items, total, selected: selected && { ...selected, content: undefined } };
}

/** Every published version, what it changed, and restore in one click. */
export default function SiteHistoryPage({ loaderData }: Route.ComponentProps) {
  const { versions, total, selected } = loaderData;
  const revalidator = useRevalidator();
  const latest = versions[0]?.version;
  async function restore(version: number) {
    try {
      const result = await api.post<{ version: number }>(`/admin/site/versions/${version}/restore`);
      toast.success("Restored", {
        description: `Version ${version} is live again as version ${result.version}.`,
      });
      revalidator.revalidate();
    } catch (error) {
      toast.error("Not restored", {
        description: error instanceof ApiError ? error.message : "Please try again later.",
      });
    }
  }
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Site Content History"
        description={`${formatCount(total)} published versions`}
      >
        <HeaderLink to="/admin/site" icon={ArrowLeftIcon} variant="outline">
          All sections
        </HeaderLink>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ol aria-label="Versions" className="grid content-start gap-2">
          {versions.map((v) => (
            <li key={v.version}>
              <Link
                to={`?version=${v.version}`}
                aria-current={selected?.version === v.version ? "true" : undefined}
                className="bg-card hover:bg-muted/60 aria-[current=true]:border-primary block rounded-lg border p-3 text-sm aria-[current=true]:border-2"
              >
                <span className="flex justify-between gap-2 font-semibold">
                  <span>Version {v.version}</span>
                  {v.version === latest ? <span className="text-green-700">Live</span> : null}
                </span>
                <span className="text-muted-foreground block">
                  {v.by} · <ShortDate iso={v.at} />
                </span>
                <span className="mt-1 block break-words">{v.summary}</span>
              </Link>
            </li>
          ))}
        </ol>
        {selected ? (
          <section
            aria-labelledby="version-heading"
            className="bg-card grid content-start gap-4 rounded-xl border p-5"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h2 id="version-heading" className="text-lg font-semibold">
                  Version {selected.version}
                </h2>
                <p className="text-muted-foreground text-sm">
                  Published by {selected.by}, <ShortDate iso={selected.at} />
                  {selected.restoredFrom ? ` (restored from version ${selected.restoredFrom})` : ""}
                </p>
              </div>
              {selected.version !== latest ? (
                <Button onClick={() => restore(selected.version)}>
                  <RotateCcwIcon aria-hidden="true" />
                  Restore version {selected.version}
                </Button>
              ) : null}
            </div>
            <VersionDiff changes={selected.changes} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
