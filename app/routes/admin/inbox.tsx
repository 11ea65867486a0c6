import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { inboxKindOf, inboxPageTitle, KindInbox } from "~/components/admin/inbox/inbox-screens";
import type { Route } from "./+types/inbox";
import { loadInbox } from "./inbox-loader.server";

/** The inbox of every kind of enquiry: app/routes.ts maps `/admin/{kind}` here. */
export const meta: Route.MetaFunction = ({ location }) => {
  const kind = inboxKindOf(location.pathname);
  return kind ? [{ title: inboxPageTitle(kind) }] : [];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = inboxKindOf(new URL(request.url).pathname);
  if (!kind) throw new Response("Not Found", { status: 404 });
  return loadInbox(request, context, kind);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <KindInbox data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
