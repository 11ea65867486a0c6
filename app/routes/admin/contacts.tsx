import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { InboxScreen } from "~/components/admin/inbox/inbox-screen";
import { contactsConfig } from "~/components/admin/inbox/contacts-config";
import type { Route } from "./+types/contacts";
import { loadInbox } from "./inbox-loader.server";

export const meta: Route.MetaFunction = () => [{ title: "Contact Messages | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = context.services.contacts;
  return loadInbox(
    request,
    context,
    (query) => service.list(query),
    (id) => service.get(id),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InboxScreen config={contactsConfig} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
