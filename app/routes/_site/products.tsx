import { useState } from "react";
import { useNavigation } from "react-router";
import { CatalogueDownloadLink } from "~/components/site/catalogue-download-link";
import { Hero } from "~/components/site/hero";
import { ProductLoadError } from "~/components/site/product-load-error";
import { MediaPicturesProvider } from "~/components/site/media-pictures";
import { ProductGrid } from "~/components/site/product-grid";
import { matchesSearch, ProductSearch } from "~/components/site/product-search";
import { ProductTradingProcess } from "~/components/site/product-trading-process";
import { LinkButton } from "~/components/site/link-button";
import { ItemMatchesList } from "~/components/site/item-matches-list";
import { heroImages } from "~/content/images";
import { useItemMatches } from "~/hooks/use-item-matches";
import { productsPage } from "~/content/pages/products";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/products";
import { matchingItems } from "./item-matches.server";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { ...productsPage.meta, image: heroImages.products.src });
}

/**
 * The catalogue is rendered on the server; `q` serves the search box without scripts, with the
 * items it matches listed under the grid (docs/decisions/082).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [{ items }, itemMatches] = await Promise.all([
    context.services.products.list(),
    matchingItems(context.services.search, q),
  ]);
  const pictures = await context.services.media.pictures(items.map((item) => item.imageUrl));
  return { products: items, pictures, q, itemMatches };
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { hero, catalogueSection } = productsPage;
  const [query, setQuery] = useState(loaderData.q);
  // A navigation (a link, Back) brings its own `q`; typing does not reload the catalogue.
  // Adjusted while rendering, not in an effect: an effect would run after the search box's
  // hand-over of a term typed before hydration and put the server's `q` back over it.
  const [searchedData, setSearchedData] = useState(loaderData);
  if (searchedData !== loaderData) {
    setSearchedData(loaderData);
    setQuery(loaderData.q);
  }
  function search(value: string) {
    setQuery(value);
    keepSearchInAddress(value);
  }
  const navigation = useNavigation();
  // 'Loading products...' while the catalogue is (re)loading.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";
  const products = loaderData.products.filter((product) => matchesSearch(product, query));
  const itemMatches = useItemMatches(query, loaderData.itemMatches);

  return (
    <MediaPicturesProvider pictures={loaderData.pictures}>
      <Hero
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        image={heroImages.products}
      />
      <section
        aria-labelledby="catalogue-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="catalogue-heading" className="text-3xl font-bold tracking-tight">
              {catalogueSection.heading}
            </h2>
            <p className="text-muted-foreground mt-3">{catalogueSection.intro}</p>
            <CatalogueDownloadLink className="mt-3" />
          </div>
          <ProductSearch value={query} onChange={search} />
        </div>
        <div className="mt-10">
          <ProductGrid
            products={products}
            loading={loading}
            query={query}
            itemsBelow={(itemMatches?.total ?? 0) > 0}
          />
        </div>
        <ItemMatchesList matches={itemMatches} />
      </section>
      <ProductTradingProcess />
      <ClosingCallToAction />
    </MediaPicturesProvider>
  );
}

/**
 * `?q=` follows the box as you type, so reload and Back keep the search. The entry is
 * replaced outside the router on purpose: the catalogue is filtered here, and a router
 * navigation per keystroke would refetch it and flash 'Loading products...'.
 */
function keepSearchInAddress(value: string) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set("q", value);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", url);
}

function ClosingCallToAction() {
  const { heading, text, cta } = productsPage.closing;
  return (
    <section aria-labelledby="products-closing-heading" className="bg-ink py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="products-closing-heading" className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mt-4 text-slate-200">{text}</p>
        <LinkButton variant="accent" size="lg" className="mt-8" to={cta.link}>
          {cta.text}
        </LinkButton>
      </div>
    </section>
  );
}

/** 'Failed to load products' / 'Please try again later.' */
export function ErrorBoundary() {
  return <ProductLoadError title="Failed to load products" retryTo="/products" />;
}
