import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "./use-public-form";

/**
 * Name, Email and Phone: the first three fields of every public form,
 * written once so their labels, input types and autofill hints never drift apart.
 */
export function VisitorContactFields({
  errors,
  values,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  return (
    <>
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <Input {...control} name="name" autoComplete="name" required defaultValue={values.name} />
        )}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
          />
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            defaultValue={values.phone}
          />
        )}
      </FormField>
    </>
  );
}
