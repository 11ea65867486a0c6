import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** The new-password field with its rule said up front (12+ characters, not common). */
export function NewPasswordField({
  error,
  label = "New password",
}: {
  error?: string;
  label?: string;
}) {
  return (
    <FormField
      label={label}
      description="At least 12 characters. A few unrelated words make a good one."
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
      )}
    </FormField>
  );
}

/** The signed-in person's current password, asked again before a change to the account. */
export function CurrentPasswordField({ error }: { error?: string }) {
  return (
    <FormField label="Current password" error={error}>
      {(c) => (
        <Input
          {...c}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
    </FormField>
  );
}
