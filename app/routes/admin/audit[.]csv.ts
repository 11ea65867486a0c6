import { auditCsv } from "~/domain/audit/audit-csv";
import { auditQuery } from "~/domain/schemas/team";
import type { Route } from "./+types/audit[.]csv";
import { requireAccess } from "./guard.server";

/** The audit log as CSV, with the screen's filters; at most 10,000 rows per file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const url = new URL(request.url);
  const parsed = auditQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return new Response("Invalid filters", { status: 400 });
  const page = await context.services.audit.list({ ...parsed.data, limit: 10_000, offset: 0 });
  return new Response(auditCsv(page.items), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
