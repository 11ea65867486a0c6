import type { ChangeEvent, ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

/** The longest alt text the media API takes. */
const ALT_TEXT_MAX = 500;

/**
 * A library image's alt text as it is typed: on several lines in the alt text dialog, on one
 * with an upload.
 */
export function AltTextField({
  value,
  onChange,
  disabled,
  label = "Alt text",
  description,
  error,
  placeholder,
  multiline = false,
}: {
  value: string;
  onChange: (alt: string) => void;
  disabled: boolean;
  label?: ReactNode;
  description?: ReactNode;
  error?: string;
  placeholder?: string;
  multiline?: boolean;
}) {
  return (
    <FormField label={label} description={description} error={error}>
      {(field) => {
        const control = {
          ...field,
          value,
          maxLength: ALT_TEXT_MAX,
          placeholder,
          disabled,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        return multiline ? <Textarea {...control} /> : <Input {...control} />;
      }}
    </FormField>
  );
}
