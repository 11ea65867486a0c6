import { PackageSearch, ShieldCheck, Truck, type LucideIcon } from "lucide-react";
import { productsPage } from "~/content/pages/products";

const ICONS: Record<string, LucideIcon> = { PackageSearch, ShieldCheck, Truck };

/** The three-step trading process (docs/product.md): Quality Sourcing, Quality Assurance, Timely Delivery. */
export function ProductTradingProcess() {
  const { heading, intro, steps } = productsPage.tradingProcess;
  return (
    <section aria-labelledby="trading-process-heading" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="trading-process-heading" className="text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="text-muted-foreground mt-3">{intro}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step) => {
            const Icon = ICONS[step.icon] ?? PackageSearch;
            return (
              <li key={step.title} className="bg-card rounded-xl border p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-full text-sm font-bold">
                    <span className="sr-only">Step </span>
                    {step.step}
                  </span>
                  <Icon className="text-brand-700 size-6" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
