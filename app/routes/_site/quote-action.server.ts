import { data, type AppLoadContext } from "react-router";
import { firstErrors } from "~/components/site/forms/use-public-form";
import {
  QUOTE_FORM_ID,
  type FormLine,
  type QuoteFormResult,
} from "~/components/site/quote/quote-form-types";
import { checkAttachment } from "~/domain/enquiries/check-attachment";
import { ENQUIRIES } from "~/domain/enquiries/enquiry-registry";
import { SubmissionRefused } from "~/domain/enquiries/submission";
import { quoteRequestInput } from "~/domain/schemas/quote-request-input";

const LINE_FIELD = /^items\.(\d{1,2})\.(productId|itemSlug|name|quantity|unit)$/;

/** The form's lines, from `items.{i}.{field}`, in order. */
function linesOf(fields: Record<string, string>): FormLine[] {
  const byIndex = new Map<number, Partial<FormLine>>();
  for (const [name, value] of Object.entries(fields)) {
    const match = LINE_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex.set(index, { ...byIndex.get(index), [match[2] as keyof FormLine]: value });
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, line]) => ({
      productId: line.productId ?? "",
      name: line.name ?? "",
      quantity: line.quantity ?? "",
      ...(line.itemSlug ? { itemSlug: line.itemSlug } : {}),
      ...(line.unit ? { unit: line.unit } : {}),
    }));
}

/**
 * The quote form posted without scripts (docs/decisions/083): a multipart form with the
 * lines as `items.{i}.{field}` and the file. 'Remove' on a line comes back with the form
 * without it; otherwise the same schema, attachment check, spam checks and rate limit as
 * `POST /api/quote-requests`, then the page shows the reference, or the messages.
 */
export async function quoteAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const form = await request.formData();
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const { _csrf: _token, intent, ...values } = fields;
  let lines = linesOf(values);
  const answer = (result: QuoteFormResult, status = 200) => data(result, { status });
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !LINE_FIELD.test(name)),
  );

  const remove = /^remove:(\d+)$/.exec(intent ?? "");
  if (remove) {
    lines = lines.filter((_, i) => i !== Number(remove[1]));
    return answer({ ok: false, form: QUOTE_FORM_ID, errors: {}, values: kept, lines });
  }

  const parsed = quoteRequestInput.safeParse({ ...kept, items: lines });
  if (!parsed.success) {
    const errors = firstErrors(parsed.error.issues);
    return answer({ ok: false, form: QUOTE_FORM_ID, errors, values: kept, lines }, 400);
  }
  const rule = ENQUIRIES["quote-requests"].attachment;
  const file = form.get(rule?.field ?? "attachment");
  const checked =
    rule && file instanceof File
      ? checkAttachment(rule, {
          fileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        })
      : ({ ok: true, file: undefined } as const);
  if (!checked.ok) {
    const errors = { attachment: checked.message };
    return answer({ ok: false, form: QUOTE_FORM_ID, errors, values: kept, lines }, checked.status);
  }
  const { formGuard } = context;
  const status = await formGuard.statusFor("quote-requests", values);
  try {
    const record = await context.services
      .inbox("quote-requests")
      .create(parsed.data, status, formGuard.admission, checked.file);
    return answer({ ok: true, form: QUOTE_FORM_ID, reference: record.reference });
  } catch (error) {
    if (!(error instanceof SubmissionRefused)) throw error;
    return data<QuoteFormResult>(
      { ok: false, form: QUOTE_FORM_ID, errors: {}, failed: true, values: kept, lines },
      { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
    );
  }
}
