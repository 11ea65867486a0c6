import { ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { deleteProduct } from "~/components/admin/products/delete-product";
import { ProductDetails } from "~/components/admin/products/product-details";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/products.$productId";
import { requireRecord } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data && "product" in data ? `${data.product.title} | Admin` : "Product | Admin" },
];

/** The product list's title link has a details page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const find = () => context.services.products.get(params.productId);
  return { product: await requireRecord(request, context, find, "No product has this id.") };
}

export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <PageHeader title={product.title} description={`Product id: ${product.id}`}>
        <HeaderLink to={`/products/${product.id}`} icon={ExternalLinkIcon} variant="outline">
          View on website
        </HeaderLink>
        <HeaderLink to={`/admin/products/edit/${product.id}`} icon={PencilIcon}>
          Edit
        </HeaderLink>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </PageHeader>
      <ProductDetails product={product} />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Deletion"
        description="Are you sure you want to delete this product? This action cannot be undone."
        onConfirm={async () => {
          if (await deleteProduct(product.id)) navigate("/admin/products", { replace: true });
        }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
      <h1 className="text-2xl font-bold">
        {notFound ? "Product Not Found" : "Failed to load product data."}
      </h1>
      <p className="text-muted-foreground text-sm">
        {notFound ? "No product has this id. It may have been deleted." : "Please try again later."}
      </p>
      <Button asChild variant="outline">
        <Link to="/admin/products">Back to products</Link>
      </Button>
    </div>
  );
}
