import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { InboxScreen } from "~/components/admin/inbox/inbox-screen";
import { productInquiriesConfig } from "~/components/admin/inbox/product-inquiries-config";
import type { Route } from "./+types/inquiries";
import { loadInbox } from "./inbox-loader.server";

export const meta: Route.MetaFunction = () => [{ title: "Product Inquiries | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = context.services.productInquiries;
  return loadInbox(
    request,
    context,
    (query) => service.list(query),
    (id) => service.get(id),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InboxScreen config={productInquiriesConfig} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
