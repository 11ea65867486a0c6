import { SecretField } from "./secret-field";

/** The new-password field with its rule said up front (12+ characters, not common). */
export function NewPasswordField({
  error,
  label = "New password",
}: {
  error?: string;
  label?: string;
}) {
  return (
    <SecretField
      kind="new-password"
      label={label}
      description="At least 12 characters. A few unrelated words make a good one."
      error={error}
    />
  );
}

/** The signed-in person's current password, asked again before a change to the account. */
export function CurrentPasswordField({ error }: { error?: string }) {
  return <SecretField kind="current-password" label="Current password" error={error} />;
}
