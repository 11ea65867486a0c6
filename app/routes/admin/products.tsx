import { FileSpreadsheetIcon, PackageIcon, PlusIcon } from "lucide-react";
import { mayOpen } from "~/domain/access/access-policy";
import { Link } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { parseListParams, redirectPastLastPage } from "~/components/admin/list/list-params";
import { CatalogueListResults } from "~/components/admin/list/catalogue-list-results";
import { ListToolbar } from "~/components/admin/list/list-toolbar";
import { LoadError } from "~/components/admin/load-error";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { deleteProduct } from "~/components/admin/products/delete-product";
import { ProductsTable } from "~/components/admin/products/products-table";
import { Button } from "~/components/ui/button";
import type { Product } from "~/domain/schemas/records";
import type { Route } from "./+types/products";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Products Management | Admin" }];

/** The admin search matches title, description and category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAccess(request, context);
  // Sales may read the catalogue; only its editors import into it.
  const canImport = mayOpen(admin.role, "/admin/products/import");
  const url = new URL(request.url);
  const { q, page, limit, offset } = parseListParams(url);
  // A failed load still answers with the page's own search, so the toolbar keeps it.
  const answer = (products: Product[], total: number, failed: boolean) => ({
    products,
    total,
    q,
    page,
    limit,
    offset,
    failed,
    loadedAt: Date.now(),
    canImport,
  });
  try {
    const result = await context.services.products.list({ q, searchCategory: true, limit, offset });
    redirectPastLastPage(url, page, result);
    return answer(result.items, result.total, false);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Product list failed", error);
    return answer([], 0, true);
  }
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, q, failed, loadedAt, canImport } = loaderData;

  return (
    <>
      <PageHeader
        title="Products Management"
        description="The product categories shown in the public catalogue."
      >
        {canImport ? (
          <HeaderLink to="/admin/products/import" icon={FileSpreadsheetIcon} variant="outline">
            Import &amp; Export
          </HeaderLink>
        ) : null}
        <HeaderLink to="/admin/products/new" icon={PlusIcon}>
          Add New Product
        </HeaderLink>
      </PageHeader>
      <ListToolbar q={q} placeholder="Search products..." searchLabel="Search products" />
      {failed ? (
        <LoadError
          message="Failed to load products. Please try again later."
          toastTitle="Failed to load products"
          loadedAt={loadedAt}
        />
      ) : (
        <CatalogueListResults
          list={loaderData}
          noun="products"
          empty={
            <EmptyState
              icon={PackageIcon}
              title="No Products Found"
              action={
                <Button asChild>
                  <Link to="/admin/products/new">Add Your First Product</Link>
                </Button>
              }
            >
              There are no products in the database yet.
            </EmptyState>
          }
          table={(onDelete) => <ProductsTable products={products} onDelete={onDelete} />}
          confirmTitle="Confirm Deletion"
          confirmDescription={() =>
            "Are you sure you want to delete this product? This action cannot be undone."
          }
          remove={(product: Product) => deleteProduct(product.id)}
        />
      )}
    </>
  );
}
