import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { formSuccess } from "~/content/forms";
import { useHydrated } from "~/hooks/use-hydrated";
import { restoreTextBeforeHydration } from "~/utils/text-before-hydration";
import { FormProtectionFields } from "./form-protection-fields";
import { FormResultMessage } from "./form-result-message";
import { InputField, TextareaField } from "./form-state-fields";
import { FormSuccessPanel } from "./form-success-panel";
import type { InquiryToasts } from "./inquiry-toasts";
import { PrivacyLine } from "./privacy-line";
import { SubmitButton } from "./submit-button";
import { keptValues, useFormResult } from "./use-form-result";
import { usePublicForm } from "./use-public-form";
import { VisitorContactFields } from "./visitor-contact-fields";

export interface PublicFormProps {
  /** Which page-action answer is this form's (a page may hold several: useFormResult). */
  formId: string;
  /** A post without scripts lands on `#{anchor}-result`, the message at the top of the viewport. */
  anchor: string;
  /** e.g. "/contacts": the API endpoint of the scripted path. */
  endpoint: string;
  /** The shared zod schema's name in inquiry-inputs.ts. */
  schema: PublicFormSchema;
  toasts: InquiryToasts;
  subject: keyof typeof formSuccess.heading;
  /** Sent with the fields: the service name, the product id and item. */
  hidden?: Record<string, string | undefined>;
  legend: string;
  submit: { idle: string; busy: string };
  /** In a dialog: it closes on success, so the toast is the news, not a panel. */
  onSuccess?: () => void;
  /** The service form: the browser's own checks until scripts take over. */
  browserChecksWithoutScripts?: boolean;
  /** The fields after the visitor's name, email and phone. */
  fields: PublicFormField[];
}

/**
 * A field of a public form, as data: with `rows`, a message box across both columns; without,
 * a one-line input.
 */
export interface PublicFormField {
  label: string;
  description?: string;
  name: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
}

export type PublicFormSchema = "contactInput" | "productInquiryInput" | "serviceInquiryFormInput";

/** zod loads with the first focus or submit, not with the page (docs/performance.md). */
function loadSchema(name: PublicFormSchema) {
  return import("~/domain/schemas/inquiry-inputs").then((schemas) => schemas[name]);
}

/**
 * The one behaviour of the three public forms (docs/decisions/070): messages
 * under the fields from the shared schema, the same grid and submit placement,
 * the toast and then a panel saying what happens next;
 * without scripts the same <form> posts to the page and lands on its result.
 */
export function PublicForm(props: PublicFormProps) {
  const { formId, anchor, toasts, hidden, submit, onSuccess } = props;
  const schema = () => loadSchema(props.schema);
  const result = useFormResult(formId);
  const [sent, setSent] = useState(false);
  const { errors, sending, onSubmit } = usePublicForm({
    endpoint: props.endpoint,
    schema,
    toasts,
    extra: hidden,
    onSuccess: onSuccess ?? (() => setSent(true)),
  });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const resultId = `${anchor}-result`;

  // Inputs keep what was typed before hydration on their own; textareas need it put back.
  useLayoutEffect(() => {
    formRef.current?.querySelectorAll("textarea").forEach(restoreTextBeforeHydration);
  }, []);

  // Focus the first invalid field, or the first field after 'Send another'.
  useEffect(() => {
    const selector = refocus.current ? "[name='name']" : "[aria-invalid='true']";
    refocus.current = false;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [errors, sent]);

  if (sent) {
    const again = () => {
      refocus.current = true;
      setSent(false);
    };
    return <FormSuccessPanel id={resultId} subject={props.subject} onSendAnother={again} />;
  }
  const serverErrors = result && "errors" in result ? result.errors : {};
  const state = { errors: { ...serverErrors, ...errors }, values: keptValues(result) };
  return (
    <form
      ref={formRef}
      method="post"
      action={`#${resultId}`}
      noValidate={props.browserChecksWithoutScripts ? hydrated : true}
      onFocus={() => void schema()}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <FormProtectionFields />
      {Object.entries(hidden ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {result?.ok ? (
        <FormSuccessPanel id={resultId} subject={props.subject} sent={toasts.success} />
      ) : (
        <FormResultMessage id={resultId} result={result} failure={toasts.failure} />
      )}
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{props.legend}</legend>
        <VisitorContactFields {...state} />
        {props.fields.map((field) =>
          field.rows === undefined ? (
            <InputField key={field.name} {...state} {...field} />
          ) : (
            <TextareaField key={field.name} {...state} {...field} className="sm:col-span-2" />
          ),
        )}
        <div className="grid gap-3 sm:col-span-2 sm:flex sm:items-center sm:justify-between">
          <PrivacyLine />
          <SubmitButton
            sending={sending}
            idleText={submit.idle}
            busyText={submit.busy}
            className="w-full sm:w-auto sm:shrink-0"
          />
        </div>
      </fieldset>
    </form>
  );
}
