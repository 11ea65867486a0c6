import { useWatch, type UseFormReturn } from "react-hook-form";
import type { ProjectFormValues } from "~/domain/projects/project-form";
import { MAX_PROJECT_IMAGES } from "~/domain/projects/project-limits";
import { ImageUrlRow } from "../products/image-url-row";

/** The photograph slots: a library pick or a pasted link each, the first one the cover. */
export function ProjectImages({
  form: { control, register, setValue },
  errors,
  disabled,
}: {
  form: Pick<UseFormReturn<ProjectFormValues>, "control" | "register" | "setValue">;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const images = useWatch({ control, name: "images" });
  return (
    <div className="grid gap-4">
      {Array.from({ length: MAX_PROJECT_IMAGES }, (_, index) => {
        const label =
          index === 0 ? "Cover photograph URL" : `Photograph ${index + 1} URL (optional)`;
        return (
          <ImageUrlRow
            key={index}
            label={label}
            error={errors[`images.${index}`]}
            registration={register(`images.${index}`)}
            disabled={disabled}
            url={images?.[index] ?? ""}
            picture={index === 0 ? "cover photograph" : `photograph ${index + 1}`}
            previewLabel={`photograph ${index + 1}`}
            onPick={(url) => setValue(`images.${index}`, url, { shouldDirty: true })}
          />
        );
      })}
    </div>
  );
}
