import { CircleCheck } from "lucide-react";
import { ServiceInquiryDialog } from "~/components/site/forms/service-inquiry-dialog";
import { WhatsAppLink } from "./whatsapp-link";
import type { ServiceView as Service } from "~/domain/site/service-view";
import { servicesPage } from "~/content/pages/services";

/** A service page's description and capabilities bullet list. */
export function ServiceDetails({ service }: { service: Service }) {
  return (
    <section aria-labelledby="overview-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-3">
          <h2 id="overview-title" className="text-3xl font-bold tracking-tight">
            Overview
          </h2>
          {service.description.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap gap-3">
            <ServiceInquiryDialog
              serviceName={service.pageTitle}
              label={servicesPage.inquireButton}
              formHref="#service-inquiry"
              size="lg"
            />
            <WhatsAppLink topic={service.pageTitle} size="lg" />
          </div>
        </div>
        <div className="bg-muted rounded-2xl p-6 sm:p-8 lg:col-span-2">
          <h2 className="text-xl font-bold">Our Capabilities</h2>
          <ul className="mt-5 space-y-3">
            {service.capabilities.map((capability) => (
              <li key={capability} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
                <span>{capability}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
