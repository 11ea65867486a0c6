import { EditDeleteActions } from "~/components/admin/list/edit-delete-actions";
import { Link } from "react-router";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
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
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Product Name</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => {
          const nameId = `product-name-${product.id}`;
          return (
            <TableRow key={product.id}>
              <TableCell className="min-w-56">
                <span className="flex items-center gap-3">
                  <img
                    src={driveImageUrl(product.imageUrl, 200)}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="bg-muted size-10 shrink-0 rounded-md border object-cover"
                  />
                  <Link
                    id={nameId}
                    to={`/admin/products/${product.id}`}
                    className="text-brand-700 font-semibold hover:underline"
                  >
                    {product.title}
                  </Link>
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{product.category}</TableCell>
              <TableCell>
                <ProductStatusBadge isNew={product.isNew} />
              </TableCell>
              <TableCell>
                <EditDeleteActions
                  noun="product"
                  editTo={`/admin/products/edit/${product.id}`}
                  describedBy={nameId}
                  onDelete={() => onDelete(product)}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
