import type { ComponentProps, ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "./use-public-form";

/** What a public form hands its fields: the messages to show and the values to keep. */
export interface FormState {
  errors: FieldErrors;
  values: Record<string, string>;
}

interface BoundFieldProps extends FormState {
  label: string;
  description?: ReactNode;
  /** The field's grid cell (`sm:col-span-2`…), not the control's. */
  className?: string;
  /** The control's own classes, after its usual ones. */
  controlClassName?: string;
  name: string;
}

/** Splits a bound field's props: the FormField's, the name and kept value, and the control's own. */
function bind<P extends BoundFieldProps>({
  label,
  description,
  className,
  controlClassName,
  errors,
  values,
  name,
  ...control
}: P) {
  return {
    field: { label, description, className, error: errors[name] },
    bound: { name, defaultValue: values[name] },
    control: { ...control, className: controlClassName },
  };
}

/**
 * A text input whose error and kept value are looked up by its name,
 * so the name is written once and the three cannot point at different fields.
 */
export function InputField(
  props: BoundFieldProps & Omit<ComponentProps<"input">, keyof BoundFieldProps | "defaultValue">,
) {
  const { field, bound, control } = bind(props);
  return <FormField {...field}>{(aria) => <Input {...aria} {...control} {...bound} />}</FormField>;
}

/** The multi-line counterpart of InputField. */
export function TextareaField(
  props: BoundFieldProps & Omit<ComponentProps<"textarea">, keyof BoundFieldProps | "defaultValue">,
) {
  const { field, bound, control } = bind(props);
  return (
    <FormField {...field}>{(aria) => <Textarea {...aria} {...control} {...bound} />}</FormField>
  );
}
