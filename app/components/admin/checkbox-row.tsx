import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { cx } from "~/utils/cx";

/** A form's yes/no setting on a row of its own: a react-hook-form field's checkbox and label. */
export function CheckboxRow<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  disabled,
  className = "sm:col-span-2",
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  id: string;
  label: string;
  disabled?: boolean;
  /** Its place in the form's grid: by default across both columns. */
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cx("flex items-center gap-2", className)}>
          <Checkbox
            id={id}
            checked={Boolean(field.value)}
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
