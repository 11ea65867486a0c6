import type { ServicePageContent } from "~/domain/site/page-schemas";
import { IconCardList } from "./icon-card-list";
import { Section } from "./section";

type LogisticsSolution = ServicePageContent["solutions"][number];

/** Logistics adds 'Our Logistics Solutions' with its five cards. */
export function LogisticsSolutions({ solutions }: { solutions: readonly LogisticsSolution[] }) {
  return (
    <Section
      id="logistics-solutions"
      tone="muted"
      heading="Our Logistics Solutions"
      intro="Five services that move your equipment and supplies safely, legally and on time."
    >
      <IconCardList
        cards={solutions}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
      />
    </Section>
  );
}
