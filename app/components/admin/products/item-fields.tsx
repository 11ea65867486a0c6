import { useFormState } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ITEM_LIMITS } from "~/domain/schemas/catalogue-item-limits";
import type { EditorProps } from "./item-editor-props";
import { RowLabel } from "./row-label";

type FieldsProps = Pick<EditorProps, "control" | "register" | "disabled"> & { index: number };
type TextName = "name" | "make" | "model" | "unit" | "moq" | "leadTime" | "hsn";

/** What the item is: name, make, model and summary. */
export function ItemAboutFields(props: FieldsProps) {
  const { control, register, disabled, index } = props;
  const { errors } = useFormState({ control, name: `subproducts.${index}.summary` });
  return (
    <>
      <TextField {...props} name="name" text="Name" className="sm:col-span-2" />
      <TextField {...props} name="make" text="Make" />
      <TextField {...props} name="model" text="Model" />
      <FormField
        label={<RowLabel index={index} text="Summary" />}
        error={errors.subproducts?.[index]?.summary?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <Textarea
            {...field}
            {...register(`subproducts.${index}.summary`)}
            rows={3}
            className="min-h-20!"
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

/** The commercial terms a buyer quotes from: unit, MOQ, lead time, HSN code. */
export function ItemTermFields(props: FieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:col-span-2 lg:grid-cols-4">
      <TextField {...props} name="unit" text="Unit" placeholder="e.g. Nos" />
      <TextField {...props} name="moq" text="MOQ" />
      <TextField {...props} name="leadTime" text="Lead time" placeholder="e.g. 2–3 weeks" />
      <TextField {...props} name="hsn" text="HSN code" inputMode="numeric" />
    </div>
  );
}

function TextField({
  control,
  register,
  disabled,
  index,
  name,
  text,
  className,
  placeholder,
  inputMode,
}: FieldsProps & {
  name: TextName;
  text: string;
  className?: string;
  placeholder?: string;
  inputMode?: "numeric";
}) {
  const { errors } = useFormState({ control, name: `subproducts.${index}.${name}` });
  return (
    <FormField
      label={<RowLabel index={index} text={text} />}
      error={errors.subproducts?.[index]?.[name]?.message}
      className={className}
    >
      {(field) => (
        <Input
          {...field}
          {...register(`subproducts.${index}.${name}`)}
          maxLength={name === "name" ? ITEM_LIMITS.name : undefined}
          placeholder={placeholder}
          inputMode={inputMode}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
