import { ServiceInquiryForm } from "./service-inquiry-form";

/**
 * The service page's in-page inquiry form, for visitors without scripts:
 * 'Inquire Now' links to `#service-inquiry`, and the form's post lands on
 * `#service-inquiry-result` (docs/decisions/070).
 */
export default function ServiceInquiryNoScript({ serviceName }: { serviceName: string }) {
  return (
    <section
      id="service-inquiry"
      aria-labelledby="service-inquiry-heading"
      className="mx-auto mb-16 max-w-3xl scroll-mt-28 px-4 sm:px-6 lg:px-8"
    >
      <div className="bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
        <h2 id="service-inquiry-heading" className="mb-6 text-2xl font-bold tracking-tight">
          {`Inquire about ${serviceName}`}
        </h2>
        <ServiceInquiryForm serviceName={serviceName} />
      </div>
    </section>
  );
}
