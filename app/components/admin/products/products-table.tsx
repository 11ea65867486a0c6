import { editDeleteColumn } from "~/components/admin/list/edit-delete-actions";
import { RecordNameLink } from "~/components/admin/list/record-name-link";
import { DataTable } from "~/components/ui/data-table";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { ProductStatusBadge } from "./product-status-badge";

const nameId = (product: Product) => `product-name-${product.id}`;

/** Columns: Product Name (to the details), Category, Status, Actions. */
export function ProductsTable({
  products,
  onDelete,
}: {
  products: Product[];
  onDelete: (product: Product) => void;
}) {
  return (
    <DataTable
      rows={products}
      rowKey={(product) => product.id}
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
              <RecordNameLink id={nameId(product)} to={`/admin/products/${product.id}`}>
                {product.title}
              </RecordNameLink>
            </span>
          ),
        },
        { header: "Category", className: "whitespace-nowrap", cell: (product) => product.category },
        { header: "Status", cell: (product) => <ProductStatusBadge isNew={product.isNew} /> },
      ]}
      actions={editDeleteColumn({
        noun: "product",
        editTo: (product) => `/admin/products/edit/${product.id}`,
        nameId,
        onDelete,
      })}
    />
  );
}
