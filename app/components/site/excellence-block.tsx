import { CircleCheck } from "lucide-react";
import { cardImages } from "~/content/images";
import type { HomeContent } from "~/domain/site/page-schemas";
import { TextImageSection } from "./text-image-section";

/** Home: 'Engineering Excellence Since 2022', with links to /about and /contact. */
export function ExcellenceBlock({ content }: { content: HomeContent["excellence"] }) {
  return (
    <TextImageSection
      id="excellence-title"
      className="bg-muted py-16 sm:py-20"
      content={content}
      image={cardImages.excellence}
    >
      <ul className="mt-6 space-y-3">
        {content.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
    </TextImageSection>
  );
}
