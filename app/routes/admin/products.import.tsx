import { ColumnGuide } from "~/components/admin/catalogue-sheet/column-guide";
import { ExportLinks } from "~/components/admin/catalogue-sheet/export-links";
import { ImportPanel } from "~/components/admin/catalogue-sheet/import-panel";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import type { Route } from "./+types/products.import";
import { accessOnlyLoader } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Import & Export | Admin" }];

export const loader = accessOnlyLoader;

/** Spreadsheet in, spreadsheet out for the catalogue's items (docs/decisions/085). */
export default function CatalogueImportPage() {
  return (
    <>
      <PageHeader
        title="Import & Export"
        description="Add and update catalogue items from a spreadsheet, or download the whole catalogue."
      />
      <ImportPanel />
      <ColumnGuide />
      <ExportLinks />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
