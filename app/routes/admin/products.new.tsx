import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { PageHeader } from "~/components/admin/page-header";
import { ProductForm } from "~/components/admin/products/product-form";
import { emptyProductForm } from "~/domain/product-form";
import type { Route } from "./+types/products.new";
import { accessOnlyLoader } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Add Product | Admin" }];

export const loader = accessOnlyLoader;

export default function NewProductPage() {
  return (
    <>
      <PageHeader
        title="Add Product"
        description="Create a product category for the public catalogue."
      />
      <ProductForm initial={emptyProductForm()} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
