import { InputField, type FormState } from "./form-state-fields";

/**
 * Name, Email and Phone: the first three fields of every public form,
 * written once so their labels, input types and autofill hints never drift apart.
 */
export function VisitorContactFields(form: FormState) {
  return (
    <>
      <InputField {...form} label="Name" name="name" autoComplete="name" required />
      <InputField {...form} label="Email" name="email" type="email" autoComplete="email" required />
      <InputField {...form} label="Phone" name="phone" type="tel" autoComplete="tel" required />
    </>
  );
}
