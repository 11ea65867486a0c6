import { lazy, useRef, useState } from "react";
import { data } from "react-router";
import { DetailBody } from "~/components/site/detail-body";
import { CATEGORY_INQUIRY_TOASTS } from "~/components/site/forms/inquiry-toasts";
import { ProductInquiryDialog } from "~/components/site/forms/product-inquiry-dialog";
import { ImageCarousel } from "~/components/site/image-carousel";
import { ImageFailureScope } from "~/components/site/image-fallback";
import { ItemDatasheets } from "~/components/site/item/item-datasheets";
import { ItemFacts } from "~/components/site/item/item-facts";
import { ItemQuoteCard } from "~/components/site/item/item-quote-card";
import { ItemSpecTable } from "~/components/site/item/item-spec-table";
import { RelatedItems } from "~/components/site/item/related-items";
import { JsonLd } from "~/components/site/json-ld";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { notFoundMeta } from "~/components/site/not-found-meta";
import { NotFoundScreen } from "~/components/site/not-found-screen";
import { PageBanner } from "~/components/site/page-banner";
import { itemPath } from "~/domain/catalogue-items/item-path";
import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { itemJsonLd } from "~/domain/structured-data/catalogue.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/products.$categoryId.$itemSlug";
import { productInquiryAction } from "./product-inquiry-action.server";

// The script-less inquiry form, as on the category page (docs/decisions/027).
const CategoryInlineInquiry = lazy(() =>
  import("~/components/site/category-inline-inquiry").then((module) => ({
    default: module.CategoryInlineInquiry,
  })),
);

export const meta: Route.MetaFunction = (args) => {
  const found = args.loaderData?.found;
  if (!found) return notFoundMeta(args);
  const { product, item } = found;
  const maker = [item.make, item.model].filter(Boolean).join(" ");
  return pageMeta(args, {
    title: maker ? `${item.name} (${maker})` : `${item.name}: ${product.title}`,
    description: (
      item.summary ||
      `${item.name} from our ${product.title} range: specifications, make and lead time, with a quote on request.`
    ).slice(0, 300),
    image: item.images[0] ?? product.imageUrl,
  });
};

/** One item of a category (docs/decisions/081); an unknown category or item is a real 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const product = await context.services.products.get(params.categoryId);
  const items = product?.items ?? [];
  const item = items.find((candidate) => candidate.slug === params.itemSlug);
  if (!product || !item) {
    const path = `/products/${params.categoryId}/${params.itemSlug}`;
    return data(
      { found: null, pictures: {}, datasheetSizes: {}, inquire: false, jsonLd: "", path },
      { status: 404 },
    );
  }
  const related = items.filter((other) => other.id !== item.id).slice(0, 8);
  const pictures = await context.services.media.pictures([
    product.imageUrl,
    ...item.images,
    ...related.flatMap((other) => other.images.slice(0, 1)),
  ]);
  // Each datasheet's size, shown beside its name (docs/decisions/084).
  const documents = await context.services.media.documents(item.datasheets.map((d) => d.url));
  const datasheetSizes = Object.fromEntries(
    [...documents].map(([url, document]) => [url, document.bytes]),
  );
  // Without scripts, 'Inquire Now' reloads the page with the form in it.
  const inquire = new URL(request.url).searchParams.has("inquire");
  const jsonLd = itemJsonLd(context.siteUrl, product, item);
  return { found: { product, item, related }, pictures, datasheetSizes, inquire, jsonLd, path: "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return productInquiryAction({ request, context });
}

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const { found, pictures, datasheetSizes, inquire, jsonLd, path } = loaderData;
  if (!found) return <NotFoundScreen path={path} />;
  return (
    <ImageFailureScope key={`${found.product.id}:${found.item.id}`}>
      <MediaPicturesProvider pictures={pictures}>
        <JsonLd json={jsonLd} />
        <ItemContent {...found} datasheetSizes={datasheetSizes} inquire={inquire} />
      </MediaPicturesProvider>
    </ImageFailureScope>
  );
}

function ItemContent({
  product,
  item,
  related,
  datasheetSizes,
  inquire,
}: {
  product: Product;
  item: CatalogueItem;
  related: CatalogueItem[];
  datasheetSizes: Record<string, number>;
  inquire: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const path = itemPath(product.id, item.slug);
  const images = item.images.length > 0 ? item.images : [product.imageUrl];
  const maker = [item.make, item.model].filter(Boolean).join(" · ");
  return (
    <>
      <PageBanner eyebrow={product.title} title={item.name} width="max-w-7xl">
        {maker ? <p className="mt-2 text-lg text-slate-200">{maker}</p> : null}
      </PageBanner>
      <DetailBody
        spacing="py-8"
        trail={[
          { label: "Products", href: "/products" },
          { label: product.title, href: `/products/${encodeURIComponent(product.id)}` },
          { label: item.name },
        ]}
        main={
          <div className="grid min-w-0 gap-10">
            <ImageCarousel images={images} label={item.name} />
            {item.summary ? (
              <p className="text-lg leading-relaxed text-slate-700">{item.summary}</p>
            ) : null}
            <ItemSpecTable item={item} />
            <ItemDatasheets item={item} sizes={datasheetSizes} />
          </div>
        }
        aside={
          <div className="grid gap-6 lg:sticky lg:top-28">
            <ItemFacts item={item} />
            <ItemQuoteCard
              path={path}
              line={{
                productId: product.id,
                itemSlug: item.slug,
                name: item.name,
                ...(item.unit ? { unit: item.unit } : {}),
              }}
              itemName={item.name}
              topic={`${item.name} (${product.title})`}
              onInquire={(element) => {
                opener.current = element;
                setAsking(true);
              }}
            />
          </div>
        }
      >
        {inquire ? (
          <CategoryInlineInquiry productId={product.id} subproductName={item.name} />
        ) : null}
        <RelatedItems product={product} items={related} />
      </DetailBody>
      <ProductInquiryDialog
        productId={product.id}
        productTitle={product.title}
        subproductName={asking ? item.name : null}
        toasts={CATEGORY_INQUIRY_TOASTS}
        onClose={() => setAsking(false)}
        returnFocusRef={opener}
      />
    </>
  );
}
