import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";

/** A form's yes/no setting on a row of its own: a react-hook-form field's checkbox and label. */
export function CheckboxRow<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  disabled,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  id: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
