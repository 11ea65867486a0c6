import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";

/** A labelled native select, its error tied to it; the options are its children. */
export function SelectField({
  label,
  error,
  children,
  ...select
}: {
  label: ReactNode;
  error?: string;
  children: ReactNode;
} & Pick<ComponentProps<"select">, "name" | "defaultValue" | "className">) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}
