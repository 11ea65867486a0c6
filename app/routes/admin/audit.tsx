import { Form, Link } from "react-router";
import { ENQUIRIES } from "~/domain/enquiries/enquiry-registry";
import { ENQUIRY_KINDS } from "~/domain/enquiries/enquiry-kinds";
import { PageHeader } from "~/components/admin/page-header";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { ShortDate } from "~/components/admin/short-date";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { SelectOptions } from "~/components/ui/select-options";
import { DataTable } from "~/components/ui/data-table";
import { auditQuery } from "~/domain/schemas/team";
import type { Route } from "./+types/audit";
import { requireAccess } from "./guard.server";
import { formatCount } from "~/utils/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin" }];

const PAGE_SIZE = 50;
/** The areas to filter by; read on the server, so the registry's definitions stay off the page. */
const KINDS = [
  "auth",
  "user",
  "invitation",
  "password",
  "product",
  "privacy",
  // The enquiries' areas, as their audit entries have always been named (docs/decisions/080).
  ...ENQUIRY_KINDS.map((kind) => ENQUIRIES[kind].storedAs.audit),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const url = new URL(request.url);
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  const parsed = auditQuery.safeParse(raw);
  const filters = parsed.success ? parsed.data : {};
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const result = await context.services.audit.list({
    ...filters,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const csv = new URLSearchParams(raw);
  csv.delete("page");
  return {
    ...result,
    page,
    filters,
    invalid: !parsed.success,
    csvQuery: csv.toString(),
    kinds: KINDS,
  };
}

/** A change's before or after, as indented JSON. */
function Json({ value }: { value: unknown }) {
  return (
    <pre className="max-w-72 overflow-auto text-xs whitespace-pre-wrap">
      {value === undefined ? "" : JSON.stringify(value, null, 1)}
    </pre>
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, filters, invalid, csvQuery, kinds } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(csvQuery);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the back office: who, when, from where, and what changed."
      >
        <Button asChild variant="outline">
          <a href={`/admin/audit.csv${csvQuery ? `?${csvQuery}` : ""}`} download>
            Export CSV
          </a>
        </Button>
      </PageHeader>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter the audit log"
      >
        <FormField label="Who">
          {(c) => <Input {...c} name="actor" defaultValue={filters.actor} placeholder="e-mail" />}
        </FormField>
        <SelectField
          label="Kind"
          name="kind"
          defaultValue={filters.kind ?? ""}
          className="h-10 rounded-md border px-2 text-sm"
        >
          <option value="">All</option>
          <SelectOptions items={kinds} value={(kind) => kind} />
        </SelectField>
        <FormField label="From">
          {(c) => (
            <Input {...c} name="from" type="date" defaultValue={filters.from?.slice(0, 10)} />
          )}
        </FormField>
        <FormField label="To">
          {(c) => <Input {...c} name="to" type="date" defaultValue={filters.to?.slice(0, 10)} />}
        </FormField>
        <Button type="submit">Filter</Button>
      </Form>
      {invalid ? (
        <p role="alert" className="text-destructive text-sm">
          Some filters were not valid and are ignored.
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {formatCount(total)} {total === 1 ? "entry" : "entries"}
      </p>
      <DataTable
        rows={items}
        rowKey={(entry) => entry.id}
        columns={[
          { header: "When", cell: (entry) => <ShortDate iso={entry.at} /> },
          { header: "Who", cell: (entry) => entry.actorEmail || "—" },
          { header: "What", cell: (entry) => <code>{entry.action}</code> },
          { header: "Target", className: "max-w-48 break-all", cell: (entry) => entry.target },
          { header: "From", cell: (entry) => entry.address },
          { header: "Before", cell: (entry) => <Json value={entry.before} /> },
          { header: "After", cell: (entry) => <Json value={entry.after} /> },
        ]}
      />
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-3 text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
