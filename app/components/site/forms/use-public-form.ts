import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/components/ui/deferred-toaster";
import { FORM_STAMP_FIELD } from "~/domain/spam";
import { api, ApiError } from "~/utils/api-client";

export type FieldErrors = Record<string, string>;

interface Toasts {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

interface Options<S extends z.ZodType> {
  /** e.g. "/contacts"; posted as JSON through the API client (with the CSRF header). */
  endpoint: string;
  /**
   * The shared zod schema, or a loader for it: zod weighs about 25 KB
   * compressed, so forms may fetch it on first use instead of with the page.
   */
  schema: S | (() => Promise<S>);
  toasts: Toasts;
  /** Fields added to what the form holds (the service name, the product id…). */
  extra?: Record<string, string | undefined>;
  onSuccess?: () => void;
}

/**
 * The scripted path of a public form: validate with the
 * shared schema, send while the fields are disabled, toast the outcome, reset
 * on success and keep the input on failure. Without scripts the same <form>
 * posts to the page's action instead (public-form-action.server.ts).
 */
export function usePublicForm<S extends z.ZodType>(options: Options<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      [...new FormData(form).entries()].filter(([, value]) => typeof value === "string"),
    ) as Record<string, string>;
    // The page already proved it ran in a browser; the stamp is for posts without scripts.
    delete fields._csrf;
    delete fields[FORM_STAMP_FIELD];
    const payload = { ...fields, ...options.extra };
    const schema = typeof options.schema === "function" ? await options.schema() : options.schema;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api.post(options.endpoint, payload);
      form.reset();
      toast.success(options.toasts.success.title, {
        description: options.toasts.success.description,
      });
      options.onSuccess?.();
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        Object.keys(error.errors).length > 0
      ) {
        setErrors(error.errors);
      }
      toast.error(options.toasts.failure.title, {
        description: options.toasts.failure.description,
      });
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, onSubmit, setErrors };
}

export function firstErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
