import { lazy, useRef, useState } from "react";
import { data, useNavigation } from "react-router";
import { CategoryOverview } from "~/components/site/category-overview";
import { CategoryQuoteCard } from "~/components/site/category-quote-card";
import { CategorySkeleton } from "~/components/site/category-skeleton";
import { DetailBody } from "~/components/site/detail-body";
import { CatalogueDownloadLink } from "~/components/site/catalogue-download-link";
import { CategorySubproductList } from "~/components/site/category-subproduct-list";
import { CATEGORY_INQUIRY_TOASTS } from "~/components/site/forms/inquiry-toasts";
import { ProductInquiryDialog } from "~/components/site/forms/product-inquiry-dialog";
import { Hero } from "~/components/site/hero";
import { ImageFailureScope, useImagesFailed } from "~/components/site/image-fallback";
import { JsonLd } from "~/components/site/json-ld";
import { MediaPicturesProvider, useMediaPicture } from "~/components/site/media-pictures";
import { ProductLoadError } from "~/components/site/product-load-error";
import { RelatedCategories } from "~/components/site/related-categories";
import { categoryHero, placeholderImage } from "~/content/images";
import { productsPage } from "~/content/pages/products";
import type { Product } from "~/domain/schemas/records";
import { categoryJsonLd } from "~/domain/structured-data/catalogue.server";
import { driveImageUrl } from "~/utils/drive-image";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/products.$categoryId";
import { productInquiryAction } from "./product-inquiry-action.server";

/*
 * The in-page form of the script-less path (?inquire=): lazy without a Suspense
 * boundary, so the server writes it into the HTML while the page's scripts do
 * not carry the form unless it is shown (docs/decisions/027).
 */
const CategoryInlineInquiry = lazy(() =>
  import("~/components/site/category-inline-inquiry").then((module) => ({
    default: module.CategoryInlineInquiry,
  })),
);

// An unknown category is rare: its screen comes the same way, so the page's scripts do not
// carry it (docs/decisions/099).
const CategoryNotFound = lazy(() =>
  import("~/components/site/category-not-found").then((module) => ({
    default: module.CategoryNotFound,
  })),
);

export function meta(args: Route.MetaArgs) {
  const product = args.loaderData?.product;
  if (!product) {
    return pageMeta(args, {
      title: "Product Not Found",
      description: "Sorry, the requested product category could not be found.",
    });
  }
  return pageMeta(args, {
    title: product.title,
    description:
      `${product.title} from ${productsPage.hero.title.toLowerCase()}: ${product.description}`.slice(
        0,
        300,
      ),
    image: product.imageUrl,
  });
}

/** The category and the others (first 3, excluding it). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [product, all] = await Promise.all([
    context.services.products.get(params.categoryId),
    context.services.products.list(),
  ]);
  const others = all.items.filter((item) => item.id !== params.categoryId).slice(0, 3);
  // Without scripts, an item button reloads the page with the item to ask about.
  const inquire = new URL(request.url).searchParams.get("inquire");
  // Rendered by this route (not the error boundary) so the page keeps its shell, with a real 404.
  if (!product)
    return data(
      { product: null, others, inquire: null, pictures: {}, jsonLd: "" },
      { status: 404 },
    );
  const items = product.items ?? [];
  // Only an item of this category: the name is stored with the inquiry.
  const known = inquire !== null && items.some((item) => item.name === inquire);
  // Media library images are drawn as responsive <picture>s.
  const pictures = await context.services.media.pictures([
    product.imageUrl,
    ...product.images,
    ...items.flatMap((item) => item.images.slice(0, 1)),
    ...others.map((other) => other.imageUrl),
  ]);
  return {
    product,
    others,
    inquire: known ? inquire : null,
    pictures,
    jsonLd: categoryJsonLd(context.siteUrl, product),
  };
}

/** The inquiry form posted without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  return productInquiryAction({ request, context });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { product, others, inquire, pictures, jsonLd } = loaderData;
  // A client navigation to another category shows the skeleton until its data arrives.
  const target = navigation.location?.pathname ?? "";
  if (navigation.state === "loading" && /^\/products\/[^/]+$/.test(target))
    return <CategorySkeleton />;
  if (!product) return <CategoryNotFound />;
  return (
    // Keyed by the main image: a new source starts without the failed state.
    <ImageFailureScope key={`${product.id}:${product.imageUrl}`}>
      <MediaPicturesProvider pictures={pictures}>
        <JsonLd json={jsonLd} />
        <CategoryContent product={product} others={others} inquire={inquire} />
      </MediaPicturesProvider>
    </ImageFailureScope>
  );
}

function CategoryContent({
  product,
  others,
  inquire,
}: {
  product: Product;
  others: Product[];
  inquire: string | null;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const failed = useImagesFailed();
  const picture = useMediaPicture(product.imageUrl);
  const heroImage = failed
    ? placeholderImage
    : (categoryHero(product.imageUrl) ?? {
        src: driveImageUrl(product.imageUrl, 800),
        alt: "",
        width: 800,
        height: 600,
        picture,
      });
  return (
    <>
      <Hero title={product.title} subtitle={productsPage.detail.heroSubtitle} image={heroImage} />
      <DetailBody
        spacing="py-10"
        trail={[{ label: "Products", href: "/products" }, { label: product.title }]}
        main={<CategoryOverview product={product} />}
        aside={
          <div className="grid gap-6">
            <p className="text-muted-foreground text-lg">
              {`${product.items?.length ?? 0} product lines in our ${product.title} range, sourced from authorised manufacturers. Choose any item below to ask for prices, makes and lead times.`}
            </p>
            <CategoryQuoteCard topic={product.title} />
            <CatalogueDownloadLink />
          </div>
        }
      >
        <div className="mt-14">
          <CategorySubproductList
            product={product}
            onInquire={(name, element) => {
              opener.current = element;
              setSelected(name);
            }}
          />
        </div>
        {inquire ? <CategoryInlineInquiry productId={product.id} subproductName={inquire} /> : null}
        <RelatedCategories products={others} />
      </DetailBody>
      <ProductInquiryDialog
        productId={product.id}
        productTitle={product.title}
        subproductName={selected}
        toasts={CATEGORY_INQUIRY_TOASTS}
        onClose={() => setSelected(null)}
        returnFocusRef={opener}
      />
    </>
  );
}

/** 'Failed to load product' / 'Please try again later.' */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <ProductLoadError
      title="Failed to load product"
      retryTo={`/products/${encodeURIComponent(params.categoryId ?? "")}`}
    />
  );
}
