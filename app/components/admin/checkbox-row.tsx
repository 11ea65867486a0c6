import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";

/** A form's yes/no setting on a row of its own: a react-hook-form field's checkbox and label. */
export function CheckboxRow({
  id,
  label,
  field,
  disabled,
}: {
  id: string;
  label: string;
  field: { value: boolean; onChange: (checked: boolean) => void; onBlur: () => void };
  disabled: boolean;
}) {
  return (
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
  );
}
