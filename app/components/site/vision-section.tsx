import { cardImages } from "~/content/images";
import type { AboutContent } from "~/domain/site/page-schemas";
import { TextImageSection } from "./text-image-section";

/** About: the vision, with buttons to /services and /contact. */
export function VisionSection({ content }: { content: AboutContent["vision"] }) {
  return (
    <TextImageSection
      id="vision-title"
      className="py-16 sm:py-20"
      content={content}
      image={cardImages.vision}
    />
  );
}
