import type { ServicePageContent } from "~/domain/site/page-schemas";

type LogisticsSolution = ServicePageContent["solutions"][number];
import { iconFor } from "./content-icon";
import { IconCard } from "./icon-card";
import { Section } from "./section";

/** Logistics adds 'Our Logistics Solutions' with its five cards. */
export function LogisticsSolutions({ solutions }: { solutions: readonly LogisticsSolution[] }) {
  return (
    <Section
      id="logistics-solutions"
      tone="muted"
      heading="Our Logistics Solutions"
      intro="Five services that move your equipment and supplies safely, legally and on time."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {solutions.map((solution) => (
          <li key={solution.title}>
            <IconCard
              icon={iconFor(solution.icon)}
              title={solution.title}
              description={solution.description}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
