import { AdminErrorBoundary } from "~/components/admin/not-allowed";
import { ArrowLeftIcon } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";
import { ProductForm } from "~/components/admin/products/product-form";
import { toProductForm } from "~/domain/product-form";
import type { Product } from "~/domain/schemas/records";
import type { Route } from "./+types/products.edit.$productId";
import { requireAccess } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.product ? `Edit ${data.product.title} | Admin` : "Edit Product | Admin" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAccess(request, context);
  try {
    const product = await context.services.products.get(params.productId);
    if (!product) return data({ product: null as Product | null, ...NO_MEDIA }, { status: 404 });
    // Library images without alt text are flagged in the form.
    const pictures = await context.services.media.pictures([
      product.imageUrl,
      ...product.images,
      ...Object.values(product.subproductImages ?? {}),
      ...(product.items ?? []).flatMap((item) => item.images),
    ]);
    const mediaAlt = Object.fromEntries(
      Object.entries(pictures).map(([url, picture]) => [url, picture.alt]),
    );
    // Each datasheet's file name and size, shown beside it (docs/decisions/084).
    const found = await context.services.media.documents(
      (product.items ?? []).flatMap((item) => item.datasheets.map((sheet) => sheet.url)),
    );
    const documents = Object.fromEntries(
      [...found].map(([url, item]) => [url, { fileName: item.fileName, bytes: item.bytes }]),
    );
    return { product, mediaAlt, documents };
  } catch (error) {
    console.error("Product load failed", error);
    return data({ product: null as Product | null, ...NO_MEDIA }, { status: 500 });
  }
}

const NO_MEDIA: {
  mediaAlt: Record<string, string>;
  documents: Record<string, { fileName: string; bytes: number }>;
} = { mediaAlt: {}, documents: {} };

/** The Add form, preloaded: rows are rebuilt from the description. */
export default function EditProductPage({ loaderData }: Route.ComponentProps) {
  const { product, mediaAlt, documents } = loaderData;
  useEffect(() => {
    if (!product) toast.error("Error", { description: "Failed to load product data." });
  }, [product]);

  if (!product) {
    return (
      <>
        <PageHeader title="Edit Product" />
        <div
          role="alert"
          className="border-destructive/40 flex flex-col items-start gap-3 rounded-xl border bg-red-50 p-6"
        >
          <p className="text-destructive text-sm font-medium">Failed to load product data.</p>
          <HeaderLink to="/admin/products" icon={ArrowLeftIcon} variant="outline">
            Back to products
          </HeaderLink>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Product" description={product.title} />
      <ProductForm
        key={`${product.id}:${product.updatedAt}`}
        initial={toProductForm(product)}
        productId={product.id}
        mediaAlt={mediaAlt}
        documents={documents}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} />;
}
