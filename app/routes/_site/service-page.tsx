import { useLocation } from "react-router";
import { CtaSection } from "~/components/site/cta-section";
import { serviceInquiryAction } from "~/components/site/forms/service-inquiry-action.server";
import { Hero } from "~/components/site/hero";
import { LogisticsSolutions } from "~/components/site/logistics-solutions";
import { ProductGroups } from "~/components/site/product-groups";
import { ServiceDetails } from "~/components/site/service-details";
import { getService, type Service } from "~/content/services";
import { heroImages } from "~/content/images";
import { servicePageClosing } from "~/content/pages/services";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/service-page";

/**
 * One module serves the five routes `service-<slug>` (app/routes.ts); the
 * slug is the last segment of the path, which the route table guarantees.
 */
function serviceAt(pathname: string): Service {
  const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const service = getService(slug);
  if (!service) throw new Error(`No service content for ${pathname}`);
  return service;
}

export const meta: Route.MetaFunction = (args) => {
  const service = serviceAt(args.location.pathname);
  return pageMeta(args, {
    title: service.pageTitle,
    description: service.seoDescription,
    image: heroImages[service.slug].src,
  });
};

/** The service's 'Inquire Now' form posted without scripts lands here. */
export const action = serviceInquiryAction;

/** SPEC.md section 2, Service pages. */
export default function ServicePage() {
  const service = serviceAt(useLocation().pathname);
  return (
    <>
      <Hero
        title={service.pageTitle}
        subtitle={service.heroSubtitle}
        image={heroImages[service.slug]}
      />
      <ServiceDetails service={service} />
      {service.productGroups ? <ProductGroups groups={service.productGroups} /> : null}
      {service.solutions ? <LogisticsSolutions solutions={service.solutions} /> : null}
      <CtaSection content={servicePageClosing} />
    </>
  );
}
