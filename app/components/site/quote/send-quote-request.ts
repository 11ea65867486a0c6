import { FORM_STAMP_FIELD } from "~/domain/spam";
import { ATTACHMENT_MAX_BYTES } from "~/domain/quotes/quote-attachment";
import { api, ApiError } from "~/utils/api-client";
import { firstErrors, type FieldErrors } from "../forms/use-public-form";
import type { FormLine } from "./quote-form-types";

/** zod loads with the first focus or submit, not with the page (docs/performance.md). */
export const loadQuoteSchema = () =>
  import("~/domain/schemas/quote-request-input").then((module) => module.quoteRequestInput);

const LINE_FIELD = /^items\./;
/** The CSRF token travels in the header, and the stamp is for posts without scripts. */
const LEFT_OUT = new Set(["_csrf", "intent", "attachment", FORM_STAMP_FIELD]);

export type SendOutcome =
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "failed" };

/**
 * The scripted path of the quote form (docs/decisions/083): checks the fields with the shared
 * schema and the file's size, then posts the form to `POST /api/quote-requests` as multipart
 * (the fields, `items` as JSON, the file), and reads the reference from the answer.
 */
export async function sendQuoteRequest(
  form: HTMLFormElement,
  lines: FormLine[],
): Promise<SendOutcome> {
  const data = new FormData(form);
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries())
    if (typeof value === "string" && !LEFT_OUT.has(name) && !LINE_FIELD.test(name))
      fields[name] = value;
  const schema = await loadQuoteSchema();
  const parsed = schema.safeParse({ ...fields, items: lines });
  if (!parsed.success) return { kind: "invalid", errors: firstErrors(parsed.error.issues) };
  const file = data.get("attachment");
  const attached = file instanceof File && file.size > 0 ? file : null;
  if (attached && attached.size > ATTACHMENT_MAX_BYTES)
    return { kind: "invalid", errors: { attachment: "The attachment is larger than 10 MB." } };

  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("items", JSON.stringify(parsed.data.items));
  if (attached) body.append("attachment", attached, attached.name);
  try {
    const record = await api.post<{ reference: string }>("/quote-requests", body);
    return { kind: "sent", reference: record.reference };
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.errors).length > 0)
      return { kind: "invalid", errors: error.errors };
    return { kind: "failed" };
  }
}
