import { CtaSection } from "~/components/site/cta-section";
import { serviceInquiryAction } from "~/components/site/forms/service-inquiry-action.server";
import { ServiceInquirySection } from "~/components/site/forms/service-inquiry-section";
import { Hero } from "~/components/site/hero";
import { LogisticsSolutions } from "~/components/site/logistics-solutions";
import { ProductGroups } from "~/components/site/product-groups";
import { ServiceDetails } from "~/components/site/service-details";
import { isServiceSlug, serviceView } from "~/domain/site/service-view";
import { matchKey } from "~/utils/match-key";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/service-page";
import { loadSiteContent } from "./site-content.server";

/**
 * One module serves the five routes `service-<slug>` (app/routes.ts); the
 * slug is the last segment of the path, which the route table guarantees.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  if (!isServiceSlug(slug)) throw new Response("Not Found", { status: 404 });
  const { services } = (await loadSiteContent(request, context)).content;
  const service = serviceView(services, slug);
  return { service, closing: services.pageClosing, groupLinks: await groupLinks(context, service) };
}

/** Product groups that name a catalogue category link to it; the rest stay plain facts. */
async function groupLinks(
  context: Route.LoaderArgs["context"],
  service: ReturnType<typeof serviceView>,
): Promise<Record<string, string>> {
  if (!service.productGroups.length) return {};
  const { items } = await context.services.products.list();
  const byKey = new Map(items.map((product) => [matchKey(product.title), product.id]));
  const links: Record<string, string> = {};
  for (const group of service.productGroups) {
    const id = byKey.get(matchKey(group));
    if (id) links[group] = `/products/${encodeURIComponent(id)}`;
  }
  return links;
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { service } = args.loaderData;
  return pageMeta(args, {
    title: service.pageTitle,
    description: service.seoDescription,
    image: service.heroImageUrl,
  });
};

/** The service's in-page inquiry form, posted without scripts, lands here. */
export const action = serviceInquiryAction;

/** Service pages (docs/product.md). */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, closing, groupLinks: links } = loaderData;
  return (
    <>
      <Hero
        title={service.pageTitle}
        subtitle={service.heroSubtitle}
        image={{ src: service.heroImageUrl, alt: service.heroImageAlt, width: 1600, height: 900 }}
      />
      <ServiceDetails service={service} />
      <ServiceInquirySection serviceName={service.pageTitle} />
      {service.productGroups.length ? (
        <ProductGroups groups={service.productGroups} links={links} />
      ) : null}
      {service.solutions.length ? <LogisticsSolutions solutions={service.solutions} /> : null}
      <CtaSection content={closing} />
    </>
  );
}
