import { ArrowLeftIcon } from "lucide-react";
import { DateTime } from "~/components/admin/date-time";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { RetentionCountList, RetentionForm } from "~/components/admin/privacy/retention-form";
import type { Route } from "./+types/privacy.retention";
import { requireAccess } from "./guard.server";
import { AdminSection } from "~/components/admin/admin-section";

export const meta: Route.MetaFunction = () => [{ title: "Retention periods | Admin" }];

/** How long personal data is kept, what a run would remove now, and the last run (decision 090). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const { retention } = context.services.privacy;
  const [periods, preview, lastRun] = await Promise.all([
    retention.periods(),
    retention.preview(),
    retention.lastRun(),
  ]);
  return { periods, preview, lastRun };
}

export default function RetentionPage({ loaderData }: Route.ComponentProps) {
  const { periods, preview, lastRun } = loaderData;
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Retention periods"
        description="Personal data is erased once its period is over, by a run once a day. The privacy notice states these periods."
      >
        <HeaderLink to="/admin/privacy" icon={ArrowLeftIcon} variant="outline">
          Privacy requests
        </HeaderLink>
      </PageHeader>
      <div className="bg-card rounded-xl border p-4 sm:p-6">
        <RetentionForm initial={periods} initialPreview={preview} />
      </div>
      <AdminSection headingId="last-run-title" heading="Last run">
        {lastRun ? (
          <div className="grid gap-2 rounded-lg border p-4">
            <p className="text-sm">
              <DateTime iso={lastRun.at} />
            </p>
            <RetentionCountList counts={lastRun.counts} />
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">
            No run yet: the first runs within minutes of the server starting.
          </p>
        )}
      </AdminSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
