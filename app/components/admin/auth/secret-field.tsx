import type { ComponentProps, ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/**
 * What each kind of secret asks of the browser: the name the server reads, the password
 * manager's hint and the limits. A one-time code is a TOTP code or a recovery code, hence
 * its length and no spelling check.
 */
const SECRETS = {
  "new-password": {
    name: "password",
    type: "password",
    autoComplete: "new-password",
    minLength: 12,
  },
  "current-password": {
    name: "currentPassword",
    type: "password",
    autoComplete: "current-password",
  },
  "one-time-code": {
    name: "code",
    autoComplete: "one-time-code",
    spellCheck: false,
    maxLength: 64,
  },
} as const satisfies Record<string, ComponentProps<"input">>;

/** A required password or one-time-code field, labelled, its error tied to it. */
export function SecretField({
  kind,
  label,
  description,
  error,
  ...input
}: {
  kind: keyof typeof SECRETS;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
} & Pick<ComponentProps<"input">, "inputMode" | "autoCapitalize" | "autoFocus">) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => <Input {...control} {...SECRETS[kind]} {...input} required />}
    </FormField>
  );
}
