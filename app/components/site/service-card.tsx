import { ArrowRight } from "lucide-react";
import { ServiceInquiryDialog } from "~/components/site/forms/service-inquiry-dialog";
import type { ServiceView as Service } from "~/domain/site/service-view";
import { servicesPage } from "~/content/pages/services";
import { iconFor } from "./content-icon";
import { IconCard } from "./icon-card";
import { LinkButton } from "./link-button";

/**
 * A services overview card (SPEC.md section 2): links to the service's own
 * page and opens 'Inquire about {service}' from its 'Inquire Now' button.
 */
export function ServiceCard({
  service,
  learnMoreButton,
}: {
  service: Service;
  learnMoreButton: string;
}) {
  return (
    <IconCard icon={iconFor(service.icon)} title={service.pageTitle} description={service.summary}>
      <div className="mt-6 grid gap-2">
        <ServiceInquiryDialog
          serviceName={service.pageTitle}
          label={servicesPage.inquireButton}
          formHref={`${service.path}#service-inquiry`}
          className="w-full"
        />
        {/* The name in visually hidden text, not aria-label: Lighthouse's link-text audit reads text. */}
        <LinkButton variant="outline" className="w-full" to={service.path}>
          {learnMoreButton}
          <span className="sr-only"> about {service.pageTitle}</span>
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </div>
    </IconCard>
  );
}
