import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronRightIcon,
  PlusIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  emptyItemForm,
  ITEM_IMAGE_SLOTS_MAX,
  ITEM_SPEC_ROWS_MAX,
  type ItemFormValues,
  type ProductFormValues,
} from "~/domain/product-form";
import { ITEM_LIMITS } from "~/domain/schemas/catalogue-item-input";
import { cn } from "~/utils/cn";
import { MediaPickerButton } from "../media/media-picker";
import { ImagePreview } from "./image-preview";

interface EditorProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  disabled: boolean;
  /** A picture chosen from the media library, to remember its alt text. */
  onPickedImage: (url: string, item: { alt: string }) => void;
  /** Whether a media library image lacks its alt text, to flag it. */
  missingAlt: (url: string | undefined) => boolean;
}

/**
 * The category's items (docs/decisions/081), each a collapsible card: collapsed it shows the
 * name and make/model; a new or blank one starts open, and one with an error opens. At least
 * one card always remains: 'Remove' is disabled on the last one.
 */
export function ItemsEditor(props: EditorProps) {
  const { control, disabled } = props;
  const { fields, append, remove, move } = useFieldArray({ control, name: "subproducts" });
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <ItemCard
            key={field.id}
            {...props}
            index={index}
            count={fields.length}
            onRemove={() => remove(index)}
            onMove={(to) => move(index, to)}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => append(emptyItemForm())}
        disabled={disabled || fields.length >= ITEM_LIMITS.items}
      >
        <PlusIcon aria-hidden="true" />
        Add Subproduct
      </Button>
    </div>
  );
}

function ItemCard({
  control,
  register,
  setValue,
  disabled,
  onPickedImage,
  missingAlt,
  index,
  count,
  onRemove,
  onMove,
}: EditorProps & {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const item = useWatch({ control, name: `subproducts.${index}` }) as ItemFormValues | undefined;
  const { errors } = useFormState({ control, name: `subproducts.${index}` });
  const itemErrors = errors.subproducts?.[index];
  const hasError = itemErrors !== undefined;
  const [open, setOpen] = useState(() => !item?.name.trim());
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);
  const contentId = useId();
  const number = index + 1;
  const name = item?.name.trim() ?? "";
  const makeModel = [item?.make.trim(), item?.model.trim()].filter(Boolean).join(" · ");

  return (
    <li className={cn("bg-card rounded-lg border", hasError && "border-destructive/60")}>
      <div className="flex items-center gap-0.5 p-2 sm:gap-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="hover:bg-muted focus-visible:outline-ring flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left focus-visible:outline-2"
        >
          <ChevronRightIcon
            aria-hidden="true"
            className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")}
          />
          <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{number}.</span>
          <span className="min-w-0 flex-1">
            <span
              className={cn(
                "line-clamp-2 block font-medium break-words",
                !name && "text-muted-foreground",
              )}
            >
              {name || "Unnamed item"}
            </span>
            {makeModel ? (
              <span className="text-muted-foreground block text-xs break-words">{makeModel}</span>
            ) : null}
          </span>
        </button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 sm:size-10"
          title="Move up"
          onClick={() => onMove(index - 1)}
          disabled={disabled || index === 0}
        >
          <ArrowUpIcon aria-hidden="true" />
          <span className="sr-only">Move subproduct {number} up</span>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 sm:size-10"
          title="Move down"
          onClick={() => onMove(index + 1)}
          disabled={disabled || index === count - 1}
        >
          <ArrowDownIcon aria-hidden="true" />
          <span className="sr-only">Move subproduct {number} down</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          className="size-9 px-0 sm:h-10 sm:w-auto sm:px-4"
          onClick={onRemove}
          disabled={disabled || count <= 1}
        >
          <Trash2Icon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Remove</span>
          <span className="sr-only"> subproduct {number}</span>
        </Button>
      </div>

      <div id={contentId} hidden={!open} className="grid gap-4 border-t p-3 sm:grid-cols-2">
        <FormField
          label={<RowLabel index={index} text="Name" />}
          error={itemErrors?.name?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              {...register(`subproducts.${index}.name`)}
              maxLength={ITEM_LIMITS.name}
              disabled={disabled}
            />
          )}
        </FormField>
        <FormField label={<RowLabel index={index} text="Make" />} error={itemErrors?.make?.message}>
          {(field) => (
            <Input {...field} {...register(`subproducts.${index}.make`)} disabled={disabled} />
          )}
        </FormField>
        <FormField
          label={<RowLabel index={index} text="Model" />}
          error={itemErrors?.model?.message}
        >
          {(field) => (
            <Input {...field} {...register(`subproducts.${index}.model`)} disabled={disabled} />
          )}
        </FormField>
        <FormField
          label={<RowLabel index={index} text="Summary" />}
          error={itemErrors?.summary?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              {...register(`subproducts.${index}.summary`)}
              rows={3}
              className="min-h-20"
              disabled={disabled}
            />
          )}
        </FormField>

        <SpecRows control={control} register={register} index={index} disabled={disabled} />

        <div className="grid grid-cols-2 gap-4 sm:col-span-2 lg:grid-cols-4">
          <FormField
            label={<RowLabel index={index} text="Unit" />}
            error={itemErrors?.unit?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register(`subproducts.${index}.unit`)}
                placeholder="e.g. Nos"
                disabled={disabled}
              />
            )}
          </FormField>
          <FormField label={<RowLabel index={index} text="MOQ" />} error={itemErrors?.moq?.message}>
            {(field) => (
              <Input {...field} {...register(`subproducts.${index}.moq`)} disabled={disabled} />
            )}
          </FormField>
          <FormField
            label={<RowLabel index={index} text="Lead time" />}
            error={itemErrors?.leadTime?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register(`subproducts.${index}.leadTime`)}
                placeholder="e.g. 2–3 weeks"
                disabled={disabled}
              />
            )}
          </FormField>
          <FormField
            label={<RowLabel index={index} text="HSN code" />}
            error={itemErrors?.hsn?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register(`subproducts.${index}.hsn`)}
                inputMode="numeric"
                disabled={disabled}
              />
            )}
          </FormField>
        </div>

        <ItemPictures
          control={control}
          register={register}
          setValue={setValue}
          index={index}
          images={item?.images ?? [""]}
          errors={itemErrors?.images as ImageErrors}
          disabled={disabled}
          onPickedImage={onPickedImage}
          missingAlt={missingAlt}
        />

        {item && item.datasheets.length > 0 ? (
          <p className="text-muted-foreground text-xs sm:col-span-2">
            {item.datasheets.length === 1
              ? "1 datasheet is kept with this item (datasheets are edited through the API)."
              : `${item.datasheets.length} datasheets are kept with this item (datasheets are edited through the API).`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The specification table: rows of name and value, added and removed one by one. */
function SpecRows({
  control,
  register,
  index,
  disabled,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  index: number;
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `subproducts.${index}.specs`,
  });
  const { errors } = useFormState({ control, name: `subproducts.${index}.specs` });
  const rowErrors = errors.subproducts?.[index]?.specs;
  const number = index + 1;
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm leading-none font-medium">
        <span className="sr-only">Subproduct {number} </span>Specifications
      </legend>
      {fields.length > 0 ? (
        <div
          className="text-muted-foreground hidden grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.5rem] gap-2 text-xs sm:grid"
          aria-hidden="true"
        >
          <span>Name</span>
          <span>Value</span>
        </div>
      ) : (
        <p className="text-muted-foreground text-xs">No specification rows yet.</p>
      )}
      <ol className="grid gap-2">
        {fields.map((field, row) => (
          <li
            key={field.id}
            className="bg-muted/40 grid grid-cols-[minmax(0,1fr)_2.5rem] gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.5rem] sm:border-0 sm:bg-transparent sm:p-0"
          >
            <SpecInput
              label={`Subproduct ${number} specification ${row + 1} name`}
              placeholder="e.g. Size"
              error={rowErrors?.[row]?.name?.message}
              disabled={disabled}
              {...register(`subproducts.${index}.specs.${row}.name`)}
            />
            <SpecInput
              label={`Subproduct ${number} specification ${row + 1} value`}
              placeholder="e.g. DN50–DN600"
              error={rowErrors?.[row]?.value?.message}
              disabled={disabled}
              className="col-start-1 sm:col-start-auto"
              {...register(`subproducts.${index}.specs.${row}.value`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              title="Remove row"
              className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-auto sm:row-span-1 sm:self-start"
              onClick={() => remove(row)}
              disabled={disabled}
            >
              <XIcon aria-hidden="true" />
              <span className="sr-only">
                Remove specification row {row + 1} of subproduct {number}
              </span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ name: "", value: "" })}
        disabled={disabled || fields.length >= ITEM_SPEC_ROWS_MAX}
      >
        <PlusIcon aria-hidden="true" />
        Add row<span className="sr-only"> to subproduct {number} specifications</span>
      </Button>
    </fieldset>
  );
}

function SpecInput({
  label,
  error,
  className,
  ...input
}: Omit<React.ComponentProps<typeof Input>, "aria-label"> & {
  label: string;
  error?: string;
}) {
  const errorId = useId();
  return (
    <div className={cn("grid gap-1", className)}>
      <Input
        {...input}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The item's pictures: URLs typed or chosen from the media library, the first one shown first. */
function ItemPictures({
  register,
  setValue,
  index,
  images,
  errors,
  disabled,
  onPickedImage,
  missingAlt,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  index: number;
  images: string[];
  errors: ImageErrors;
  disabled: boolean;
  onPickedImage: (url: string, item: { alt: string }) => void;
  missingAlt: (url: string | undefined) => boolean;
}) {
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
          <div key={slot} className="flex items-end gap-2 sm:gap-3">
            <FormField
              label={<RowLabel index={index} text={text} />}
              error={errors?.[slot]?.message}
              className="min-w-0 flex-1"
            >
              {(field) => (
                <Input
                  {...field}
                  {...register(`subproducts.${index}.images.${slot}`)}
                  inputMode="url"
                  disabled={disabled}
                />
              )}
            </FormField>
            <MediaPickerButton
              label={label}
              disabled={disabled}
              onPick={(picked, media) => {
                onPickedImage(picked, media);
                setValue(`subproducts.${index}.images.${slot}`, picked, { shouldDirty: true });
              }}
            />
            <ImagePreview url={url} label={label} missingAlt={missingAlt(url)} />
            {slots.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                title="Remove picture"
                onClick={() => setImages(slots.filter((_, other) => other !== slot))}
                disabled={disabled}
              >
                <XIcon aria-hidden="true" />
                <span className="sr-only">
                  Remove picture {slot + 1} of subproduct {number}
                </span>
              </Button>
            ) : null}
          </div>
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

type ImageErrors = ReadonlyArray<{ message?: string } | undefined> | undefined;

function RowLabel({ index, text }: { index: number; text: string }) {
  return (
    <>
      <span className="sr-only">Subproduct {index + 1} </span>
      {text}
    </>
  );
}
