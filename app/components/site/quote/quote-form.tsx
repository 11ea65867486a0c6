import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { formSuccess } from "~/content/forms";
import { FormProtectionFields } from "../forms/form-protection-fields";
import { PrivacyLine } from "../forms/privacy-line";
import { SubmitButton } from "../forms/submit-button";
import type { FieldErrors } from "../forms/use-public-form";
import { VisitorContactFields } from "../forms/visitor-contact-fields";
import { QuoteDetailsFields } from "./quote-details-fields";
import { QUOTE_FORM_ID, type FormLine, type QuoteFormResult } from "./quote-form-types";
import { QuoteLinesEditor } from "./quote-lines-editor";
import { QuoteSentPanel } from "./quote-sent-panel";
import { loadQuoteSchema, sendQuoteRequest } from "./send-quote-request";
import { useQuoteLines } from "./use-quote-lines";

const RESULT_ID = "quote-result";

export const QUOTE_TOASTS = {
  success: { title: "Quote request sent", description: "Your reference is on the page." },
  failure: { title: "Something went wrong", description: "Please try again later." },
};

/**
 * The quote form at /quote (docs/decisions/083), in the public forms' manner (decision 070):
 * messages under the fields from the shared schema, the result at the top. Without scripts it
 * posts itself as multipart and lands on `#quote-result`; with them it sends to the API.
 */
export function QuoteForm({ serverLines, today }: { serverLines: FormLine[]; today: string }) {
  const action = useActionData() as QuoteFormResult | undefined;
  const result = action?.form === QUOTE_FORM_ID ? action : undefined;
  const posted = result !== undefined && !result.ok;
  const { lines, change, remove, clear } = useQuoteLines(
    posted ? result.lines : serverLines,
    posted,
  );
  const [errors, setErrors] = useState<FieldErrors>(posted ? result.errors : {});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  const reference = sent ?? (result?.ok ? result.reference : null);
  if (reference && sent) return <QuoteSentPanel id={RESULT_ID} reference={reference} scripted />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const outcome = await sendQuoteRequest(event.currentTarget, lines);
    setSending(false);
    if (outcome.kind === "invalid") return setErrors(outcome.errors);
    setErrors({});
    if (outcome.kind === "failed")
      return toast.error(QUOTE_TOASTS.failure.title, {
        description: QUOTE_TOASTS.failure.description,
      });
    toast.success(QUOTE_TOASTS.success.title, { description: outcome.reference });
    clear();
    setSent(outcome.reference);
  }

  const values = posted ? result.values : {};
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={`#${RESULT_ID}`}
      noValidate
      onFocus={() => void loadQuoteSchema()}
      onSubmit={onSubmit}
      className="grid gap-6"
    >
      <FormProtectionFields />
      {reference ? <QuoteSentPanel id={RESULT_ID} reference={reference} scripted={false} /> : null}
      {posted ? <PostedMessage result={result} /> : null}
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your quote request</legend>
        <QuoteLinesEditor lines={lines} errors={errors} onChange={change} onRemove={remove} />
        <h2 className="text-lg font-semibold sm:col-span-2">Your details</h2>
        <VisitorContactFields errors={errors} values={values} />
        <QuoteDetailsFields errors={errors} values={values} today={today} />
        <div className="grid gap-3 sm:col-span-2 sm:flex sm:items-center sm:justify-between">
          <PrivacyLine />
          <SubmitButton
            sending={sending}
            idleText="Send quote request"
            busyText="Sending..."
            className="w-full sm:w-auto sm:shrink-0"
          />
        </div>
      </fieldset>
    </form>
  );
}

/** A post without scripts that came back: why (the fields say where), or that it could not be taken. */
function PostedMessage({ result }: { result: Extract<QuoteFormResult, { ok: false }> }) {
  if (!result.failed && Object.keys(result.errors).length === 0) return null;
  const { title, description } = result.failed ? QUOTE_TOASTS.failure : formSuccess.fixFields;
  return (
    <div
      id={RESULT_ID}
      role={result.failed ? "alert" : undefined}
      className="border-destructive/30 scroll-mt-28 rounded-md border bg-red-50 p-4 text-sm text-red-900"
    >
      <strong className="block font-semibold">{title}</strong>
      {description}
    </div>
  );
}
