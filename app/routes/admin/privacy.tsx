import { TimerResetIcon } from "lucide-react";
import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { HeldData } from "~/components/admin/privacy/held-data";
import { PersonSearch } from "~/components/admin/privacy/person-search";
import { RequestForm } from "~/components/admin/privacy/request-form";
import { ClosedRequests, OpenRequests } from "~/components/admin/privacy/requests-list";
import { exportQuery } from "~/domain/privacy/privacy-schemas";
import type { Route } from "./+types/privacy";
import { fieldMessages } from "./field-messages.server";
import { requireAccess } from "./guard.server";
import { AdminSection } from "~/components/admin/admin-section";

export const meta: Route.MetaFunction = () => [{ title: "Privacy requests | Admin" }];

/**
 * The owner's privacy requests (docs/decisions/090): the requests people made, with their
 * age; a search by e-mail or phone that shows everything held about someone, with the JSON
 * export and the erasure.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccess(request, context);
  const { privacy } = context.services;
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const phone = url.searchParams.get("phone") ?? "";
  const requestId = url.searchParams.get("request");
  const asked = email !== "" || phone !== "";
  const parsed = exportQuery.safeParse({ email, phone });
  const errors: Partial<Record<"email" | "phone", string>> =
    asked && !parsed.success ? fieldMessages(parsed.error.issues, ["email", "phone"]) : {};
  const [requests, held] = await Promise.all([
    privacy.requests.list(),
    asked && parsed.success ? privacy.held(parsed.data) : null,
  ]);
  const query = new URLSearchParams(
    Object.entries({ email, phone }).filter(([, value]) => value !== ""),
  ).toString();
  return {
    now: Date.now(),
    requests,
    search: { email, phone, requestId, errors, query },
    held,
    places: privacy.places,
  };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { now, requests, search, held, places } = loaderData;
  const open = requests.filter((r) => r.status === "open");
  const closed = requests.filter((r) => r.status !== "open");
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Privacy requests"
        description="People's requests about their personal data (India's DPDP Act, 2023): see what is held, send a copy, erase it."
      >
        <HeaderLink to="/admin/privacy/retention" icon={TimerResetIcon} variant="outline">
          Retention periods
        </HeaderLink>
        <RequestForm />
      </PageHeader>
      <AdminSection headingId="open-title" heading="Open requests">
        <OpenRequests requests={open} now={now} />
      </AdminSection>
      <AdminSection
        headingId="search-title"
        heading="Find a person's data"
        className="bg-card grid gap-4 rounded-xl border p-4 sm:p-6"
      >
        <PersonSearch
          key={`${search.email}|${search.phone}`}
          email={search.email}
          phone={search.phone}
          requestId={search.requestId}
          errors={search.errors}
        />
        {held ? (
          <HeldData data={held} places={places} query={search.query} requestId={search.requestId} />
        ) : null}
      </AdminSection>
      <AdminSection headingId="closed-title" heading="Closed requests">
        <ClosedRequests requests={closed} />
      </AdminSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
