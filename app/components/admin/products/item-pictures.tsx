import { PlusIcon } from "lucide-react";
import { useFormState } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { ITEM_IMAGE_SLOTS_MAX } from "~/domain/product-form";
import { ImageUrlRow } from "./image-url-row";
import type { EditorProps } from "./item-editor-props";
import { RemoveEntryButton } from "./remove-entry-button";
import { RowLabel } from "./row-label";

/** The item's pictures: URLs typed or chosen from the media library, the first one shown first. */
export function ItemPictures({
  control,
  register,
  setValue,
  index,
  images,
  disabled,
  onPickedImage,
  missingAlt,
}: Pick<
  EditorProps,
  "control" | "register" | "setValue" | "disabled" | "onPickedImage" | "missingAlt"
> & {
  index: number;
  images: string[];
}) {
  const { errors: formErrors } = useFormState({ control, name: `subproducts.${index}.images` });
  const errors = formErrors.subproducts?.[index]?.images;
  const number = index + 1;
  const slots = images.length > 0 ? images : [""];
  const setImages = (next: string[]) =>
    setValue(`subproducts.${index}.images`, next.length > 0 ? next : [""], { shouldDirty: true });
  return (
    <div className="grid gap-3 sm:col-span-2">
      {slots.map((url, slot) => {
        const text = slot === 0 ? "Image URL (optional)" : `Image ${slot + 1} URL (optional)`;
        const label =
          slot === 0 ? `subproduct ${number} image` : `subproduct ${number} image ${slot + 1}`;
        return (
          <ImageUrlRow
            key={slot}
            compact
            label={<RowLabel index={index} text={text} />}
            error={errors?.[slot]?.message}
            registration={register(`subproducts.${index}.images.${slot}`)}
            disabled={disabled}
            url={url}
            picture={label}
            missingAlt={missingAlt(url)}
            onPick={(picked, media) => {
              onPickedImage(picked, media);
              setValue(`subproducts.${index}.images.${slot}`, picked, { shouldDirty: true });
            }}
          >
            {slots.length > 1 ? (
              <RemoveEntryButton
                title="Remove picture"
                label={`Remove picture ${slot + 1} of subproduct ${number}`}
                onClick={() => setImages(slots.filter((_, other) => other !== slot))}
                disabled={disabled}
              />
            ) : null}
          </ImageUrlRow>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setImages([...slots, ""])}
        disabled={disabled || slots.length >= ITEM_IMAGE_SLOTS_MAX}
      >
        <PlusIcon aria-hidden="true" />
        Add picture<span className="sr-only"> to subproduct {number}</span>
      </Button>
    </div>
  );
}
