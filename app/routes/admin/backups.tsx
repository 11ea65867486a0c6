import { DatabaseBackupIcon } from "lucide-react";
import { BackUpNowButton } from "~/components/admin/backups/back-up-now-button";
import { BackupTable } from "~/components/admin/backups/backup-table";
import { EmptyState } from "~/components/admin/empty-state";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import type { Route } from "./+types/backups";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Backups | Admin" }];

/** The backups in BACKUP_DIR, one now, and their downloads (docs/decisions/088). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAccess(request, context);
  const { backups } = context.services;
  return {
    dir: backups.dir ?? null,
    keep: backups.keep,
    items: await backups.list(),
    twoFactor: admin.twoFactor,
  };
}

export default function BackupsPage({ loaderData }: Route.ComponentProps) {
  const { dir, keep, items, twoFactor } = loaderData;
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Backups"
        description={
          dir
            ? `One backup a day of every record and picture, kept in ${dir}: the newest ${keep}. Copy the folder off this machine too.`
            : "A backup holds every record and picture of the site in one file."
        }
      >
        <BackUpNowButton disabled={!dir} />
      </PageHeader>
      {!dir ? (
        <EmptyState icon={DatabaseBackupIcon} title="No backup folder is set">
          <p>
            Set <code>BACKUP_DIR</code> in the server&apos;s settings to a folder it may write
            (ideally on another disk) and restart it: the site then writes a backup there every day,
            keeps the newest <code>BACKUP_KEEP</code> (14), and you can back up from here. Until
            then, <code>npm run backup -- FILE</code> on the server writes one by hand.
          </p>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={DatabaseBackupIcon} title="No backup yet">
          <p>
            The first is written within a minute of the server starting. Take one now with “Back up
            now”, then copy the folder off this machine (docs/backups.md says how).
          </p>
        </EmptyState>
      ) : (
        <BackupTable items={items} twoFactor={twoFactor} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
