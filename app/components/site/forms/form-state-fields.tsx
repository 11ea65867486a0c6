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
  name: string;
}

/**
 * A text input whose error and kept value are looked up by its name,
 * so the name is written once and the three cannot point at different fields.
 */
export function InputField({
  label,
  description,
  className,
  errors,
  values,
  name,
  ...input
}: BoundFieldProps & Omit<ComponentProps<"input">, keyof BoundFieldProps | "defaultValue">) {
  return (
    <FormField label={label} description={description} error={errors[name]} className={className}>
      {(control) => <Input {...control} {...input} name={name} defaultValue={values[name]} />}
    </FormField>
  );
}

/** The multi-line counterpart of InputField. */
export function TextareaField({
  label,
  description,
  className,
  errors,
  values,
  name,
  ...textarea
}: BoundFieldProps & Omit<ComponentProps<"textarea">, keyof BoundFieldProps | "defaultValue">) {
  return (
    <FormField label={label} description={description} error={errors[name]} className={className}>
      {(control) => <Textarea {...control} {...textarea} name={name} defaultValue={values[name]} />}
    </FormField>
  );
}
