import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { firstErrors, type FieldErrors } from "~/components/site/forms/use-public-form";
import type { EnquiryInput } from "~/domain/enquiries/enquiry-registry";
import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import { SubmissionRefused } from "~/domain/enquiries/submission";

export type PublicFormResult =
  | { ok: true; form: string }
  | { ok: false; form: string; errors: FieldErrors; values: Record<string, string> }
  | { ok: false; form: string; failed: true; values: Record<string, string> };

/**
 * The path of a public form posted without scripts: the same schema, rate
 * limit and spam checks as the API, then the page re-renders with the field
 * errors (400), the failure message (429) or the success message.
 */
export async function handlePublicFormPost<K extends EnquiryKind>(options: {
  request: Request;
  context: AppLoadContext;
  /** Which form on the page answered, for pages with several. */
  form: string;
  kind: K;
  /** The kind's API schema, or a stricter one of its form (docs/decisions/070). */
  schema: z.ZodType<EnquiryInput<K>>;
}) {
  const formData = await options.request.formData();
  const raw = Object.fromEntries(
    [...formData.entries()].filter(([, value]) => typeof value === "string"),
  ) as Record<string, string>;
  const { _csrf: _token, ...values } = raw;
  const parsed = options.schema.safeParse(values);
  if (!parsed.success) {
    return data<PublicFormResult>(
      { ok: false, form: options.form, errors: firstErrors(parsed.error.issues), values },
      { status: 400 },
    );
  }
  const { formGuard } = options.context;
  const status = await formGuard.statusFor(options.kind, values);
  try {
    await options.context.services
      .inbox(options.kind)
      .create(parsed.data, status, formGuard.admission);
  } catch (error) {
    if (!(error instanceof SubmissionRefused)) throw error;
    return data<PublicFormResult>(
      { ok: false, form: options.form, failed: true, values },
      { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
    );
  }
  return data<PublicFormResult>({ ok: true, form: options.form });
}
