import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CheckboxRow } from "../checkbox-row";
import { MediaPickerButton } from "../media/media-picker";
import { emptyValue, itemNoun, labelOf, type FieldShape } from "./schema-shape";

/** Renders the fields of one shape under `path` (react-hook-form's dotted names). */
export function SchemaFields({
  shape,
  path,
  label,
}: {
  shape: FieldShape;
  path: string;
  label: string;
}) {
  switch (shape.kind) {
    case "object":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {shape.fields.map(([key, child]) => {
            const name = path ? `${path}.${key}` : key;
            // A list called "items" takes its parent's name: "Testimonials", "Values", "Industries".
            const fieldLabel = key === "items" ? label : labelOf(key);
            // An image field holds a long path and the library button: it takes the row.
            const wide = child.kind !== "text" || child.multiline || IMAGE_FIELD.test(key);
            return (
              <div key={key} className={wide ? "sm:col-span-2" : undefined}>
                {child.kind === "object" ? (
                  <fieldset className="grid gap-4 rounded-lg border p-4">
                    <legend className="px-1 text-sm font-semibold">{fieldLabel}</legend>
                    <SchemaFields shape={child} path={name} label={fieldLabel} />
                  </fieldset>
                ) : (
                  <SchemaFields shape={child} path={name} label={fieldLabel} />
                )}
              </div>
            );
          })}
        </div>
      );
    case "array":
      return <ArrayField shape={shape} path={path} label={label} />;
    case "boolean":
      return <BooleanField path={path} label={label} />;
    default:
      return <LeafField shape={shape} path={path} label={label} />;
  }
}

function LeafField({
  shape,
  path,
  label,
}: {
  shape: Extract<FieldShape, { kind: "text" | "number" }>;
  path: string;
  label: string;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => {
        const control = (
          <FormField label={label} error={fieldState.error?.message} className="flex-1">
            {(aria) =>
              shape.kind === "text" && shape.multiline ? (
                <Textarea {...aria} {...field} value={String(field.value ?? "")} rows={3} />
              ) : (
                <Input
                  {...aria}
                  {...field}
                  value={String(field.value ?? "")}
                  type={shape.kind === "number" ? "number" : shape.format}
                  step={shape.kind === "number" ? "any" : undefined}
                  onChange={(event) =>
                    field.onChange(
                      shape.kind === "number" ? Number(event.target.value) : event.target.value,
                    )
                  }
                />
              )
            }
          </FormField>
        );
        // Image fields (hero images, logo, sharing image) can be chosen from the media library.
        return IMAGE_FIELD.test(path) ? (
          <div className="flex items-end gap-3">
            {control}
            <MediaPickerButton label={label.toLowerCase()} onPick={(url) => field.onChange(url)} />
          </div>
        ) : (
          control
        );
      }}
    />
  );
}

/** The site content's image fields: `imageUrl`, `heroImageUrl`, `logoUrl`, `seoImageUrl`. */
const IMAGE_FIELD = /(image|logo)Url$/i;

function BooleanField({ path, label }: { path: string; label: string }) {
  const { control } = useFormContext();
  // Inside a section's two-column grid: one cell, like the other fields.
  return <CheckboxRow control={control} name={path} id={path} label={label} className="" />;
}

/** A list with add, remove and reorder; each item's fields under `path.index`. */
function ArrayField({
  shape,
  path,
  label,
}: {
  shape: Extract<FieldShape, { kind: "array" }>;
  path: string;
  label: string;
}) {
  const { control, setValue, getFieldState, formState } = useFormContext();
  const items = (useWatch({ control, name: path }) as unknown[] | undefined) ?? [];
  const noun = itemNoun(label);
  const update = (next: unknown[]) =>
    setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    update(next);
  };
  const listError = getFieldState(path, formState).error;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <ol className="grid gap-3">
        {items.map((_, index) => (
          <li key={index} className="bg-muted/40 grid gap-3 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-muted-foreground text-xs font-medium">
                {`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`}
              </span>
              <div className="flex gap-1">
                <ItemButton
                  label={`Move ${noun} ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </ItemButton>
                <ItemButton
                  label={`Move ${noun} ${index + 1} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </ItemButton>
                <ItemButton
                  label={`Remove ${noun} ${index + 1}`}
                  disabled={items.length <= shape.min}
                  onClick={() => update(items.filter((__, i) => i !== index))}
                >
                  <Trash2Icon aria-hidden="true" />
                </ItemButton>
              </div>
            </div>
            <SchemaFields
              shape={shape.item}
              path={`${path}.${index}`}
              label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`}
            />
          </li>
        ))}
      </ol>
      <FieldError>{listError?.message}</FieldError>
      {shape.max === null || items.length < shape.max ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => update([...items, emptyValue(shape.item)])}
        >
          <PlusIcon aria-hidden="true" />
          {`Add ${noun}`}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** A list item's icon button (move up, move down, remove), named for the item it acts on. */
function ItemButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
