import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { InboxScreen } from "~/components/admin/inbox/inbox-screen";
import { serviceInquiriesConfig } from "~/components/admin/inbox/service-inquiries-config";
import type { Route } from "./+types/service-inquiries";
import { loadInbox } from "./inbox-loader.server";

export const meta: Route.MetaFunction = () => [{ title: "Service Inquiries | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = context.services.serviceInquiries;
  return loadInbox(
    request,
    context,
    (query) => service.list(query),
    (id) => service.get(id),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InboxScreen config={serviceInquiriesConfig} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
