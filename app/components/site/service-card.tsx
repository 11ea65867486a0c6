import { ArrowRight } from "lucide-react";
import { ServiceInquiryDialog } from "~/components/site/forms/service-inquiry-dialog";
import type { ServiceView as Service } from "~/domain/site/service-view";
import { servicesPage } from "~/content/pages/services";
import { iconFor } from "./content-icon";
import { IconCard } from "./icon-card";
import { LinkButton } from "./link-button";

/** Grid areas for the wide card: icon | title over text | the two buttons. */
const WIDE =
  "lg:grid lg:grid-cols-[3rem_1fr_18rem] lg:items-center lg:gap-x-8 lg:[&>:first-child]:row-span-2 lg:[&>h3]:mt-0 lg:[&>p]:col-start-2 lg:[&>:last-child]:col-start-3 lg:[&>:last-child]:row-span-2 lg:[&>:last-child]:row-start-1 lg:[&>:last-child]:mt-0";

/**
 * A services overview card: links to the service's own
 * page and opens 'Inquire about {service}' from its 'Inquire Now' button.
 */
export function ServiceCard({
  service,
  learnMoreButton,
  wide = false,
}: {
  service: Service;
  learnMoreButton: string;
  /** A full-row card at large screens: icon, text and buttons side by side. */
  wide?: boolean;
}) {
  return (
    <IconCard
      icon={iconFor(service.icon)}
      title={service.pageTitle}
      description={service.summary}
      className={wide ? WIDE : undefined}
    >
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
