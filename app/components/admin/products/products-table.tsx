import { CatalogueTable } from "~/components/admin/list/catalogue-table";
import { RecordNameLink } from "~/components/admin/list/record-name-link";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { ProductStatusBadge } from "./product-status-badge";

/** Columns: Product Name (to the details), Category, Status, Actions. */
export function ProductsTable({
  products,
  onDelete,
}: {
  products: Product[];
  onDelete: (product: Product) => void;
}) {
  return (
    <CatalogueTable
      noun="product"
      rows={products}
      editTo={(product) => `/admin/products/edit/${product.id}`}
      onDelete={onDelete}
      columns={[
        {
          header: "Product Name",
          className: "min-w-56",
          cell: (product) => (
            <span className="flex items-center gap-3">
              <img
                src={driveImageUrl(product.imageUrl, 200)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="bg-muted size-10 shrink-0 rounded-md border object-cover"
              />
              <RecordNameLink
                noun="product"
                recordId={product.id}
                to={`/admin/products/${product.id}`}
              >
                {product.title}
              </RecordNameLink>
            </span>
          ),
        },
        { header: "Category", className: "whitespace-nowrap", cell: (product) => product.category },
        { header: "Status", cell: (product) => <ProductStatusBadge isNew={product.isNew} /> },
      ]}
    />
  );
}
