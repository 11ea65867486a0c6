import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useFormState } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { ITEM_SPEC_ROWS_MAX } from "~/domain/product-form";
import { cn } from "~/utils/cn";
import type { EditorProps } from "./item-editor-props";
import { RemoveEntryButton } from "./remove-entry-button";
import { SubproductFieldset } from "./subproduct-fieldset";

/** The specification table: rows of name and value, added and removed one by one. */
export function ItemSpecRows({
  control,
  register,
  index,
  disabled,
}: Pick<EditorProps, "control" | "register" | "disabled"> & { index: number }) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `subproducts.${index}.specs`,
  });
  const { errors } = useFormState({ control, name: `subproducts.${index}.specs` });
  const rowErrors = errors.subproducts?.[index]?.specs;
  const number = index + 1;
  return (
    <SubproductFieldset number={number} legend="Specifications">
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
            <RemoveEntryButton
              title="Remove row"
              label={`Remove specification row ${row + 1} of subproduct ${number}`}
              className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-auto sm:row-span-1 sm:self-start"
              onClick={() => remove(row)}
              disabled={disabled}
            />
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
    </SubproductFieldset>
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
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
