import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { ProjectFormValues } from "~/domain/projects/project-form";
import { MAX_PROJECT_IMAGES } from "~/domain/projects/project-limits";
import { MediaPickerButton } from "../media/media-picker";
import { ImagePreview } from "../products/image-preview";

/** The photograph slots: a library pick or a pasted link each, the first one the cover. */
export function ProjectImages({
  control,
  register,
  setValue,
  errors,
  disabled,
}: {
  control: Control<ProjectFormValues>;
  register: UseFormRegister<ProjectFormValues>;
  setValue: UseFormSetValue<ProjectFormValues>;
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
          <div key={index} className="flex items-end gap-3">
            <FormField label={label} error={errors[`images.${index}`]} className="flex-1">
              {(field) => (
                <Input
                  {...field}
                  {...register(`images.${index}`)}
                  inputMode="url"
                  disabled={disabled}
                />
              )}
            </FormField>
            <MediaPickerButton
              label={index === 0 ? "cover photograph" : `photograph ${index + 1}`}
              disabled={disabled}
              onPick={(url) => setValue(`images.${index}`, url, { shouldDirty: true })}
            />
            <ImagePreview url={images?.[index] ?? ""} label={`photograph ${index + 1}`} />
          </div>
        );
      })}
    </div>
  );
}
