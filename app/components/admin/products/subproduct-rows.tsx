import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { ProductFormValues } from "~/domain/product-form";
import { MediaPickerButton } from "../media/media-picker";
import { ImagePreview } from "./image-preview";

/**
 * Rows of name plus optional image URL. At least one row
 * always remains: 'Remove' is disabled on the last one.
 */
export function SubproductRows({
  control,
  register,
  disabled,
  onPickImage,
  missingAlt,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  disabled: boolean;
  /** A sub-product's image chosen from the media library. */
  onPickImage: (index: number, url: string, item: { alt: string }) => void;
  /** Whether a media library image lacks its alt text, to flag it. */
  missingAlt: (url: string | undefined) => boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "subproducts" });
  const rows = useWatch({ control, name: "subproducts" });
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_auto_auto_auto] sm:items-end"
          >
            <FormField label={<RowLabel index={index} text="Name" />}>
              {(control) => (
                <Input
                  {...control}
                  {...register(`subproducts.${index}.name`)}
                  disabled={disabled}
                />
              )}
            </FormField>
            <FormField label={<RowLabel index={index} text="Image URL (optional)" />}>
              {(control) => (
                <Input
                  {...control}
                  {...register(`subproducts.${index}.imageUrl`)}
                  inputMode="url"
                  disabled={disabled}
                />
              )}
            </FormField>
            <MediaPickerButton
              label={`subproduct ${index + 1} image`}
              disabled={disabled}
              onPick={(url, item) => onPickImage(index, url, item)}
            />
            <ImagePreview
              missingAlt={missingAlt(rows?.[index]?.imageUrl)}
              url={rows?.[index]?.imageUrl ?? ""}
              label={`subproduct ${index + 1} image`}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => remove(index)}
              disabled={disabled || fields.length <= 1}
            >
              <Trash2Icon aria-hidden="true" />
              Remove<span className="sr-only"> subproduct {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => append({ name: "", imageUrl: "" })}
        disabled={disabled}
      >
        <PlusIcon aria-hidden="true" />
        Add Subproduct
      </Button>
    </div>
  );
}

function RowLabel({ index, text }: { index: number; text: string }) {
  return (
    <>
      <span className="sr-only">Subproduct {index + 1} </span>
      {text}
    </>
  );
}
