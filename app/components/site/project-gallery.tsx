import type { Project } from "~/domain/projects/project-input";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";
import { TitledSection } from "./titled-section";

/** The case study's photographs after the first (the hero shows that one). */
export function ProjectGallery({ project }: { project: Project }) {
  const rest = project.images.slice(1);
  if (rest.length === 0) return null;
  return (
    <TitledSection headingId="gallery-title" heading="Photographs" className="mt-14">
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {rest.map((url, index) => (
          <li key={url} className="aspect-[4/3] overflow-hidden rounded-xl border bg-slate-100">
            <SafeImage
              src={driveImageUrl(url, 800)}
              alt={`${project.title}, photograph ${index + 2}`}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
