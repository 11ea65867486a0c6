import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "~/components/ui/deferred-toaster";
import { api, ApiError } from "~/utils/api-client";

export interface SiteSaveConflict {
  message: string;
  currentVersion: number;
}

/**
 * Tells the editor why a save of site content failed. A 409 means someone published
 * meanwhile: the editor is offered the newest version to save over instead of a toast. A 400
 * names the refused fields under `content.`, which the form knows without that prefix.
 */
export async function showSiteSaveError(
  error: unknown,
  {
    form,
    atVersion,
    onConflict,
    title,
  }: {
    form: UseFormReturn<FieldValues>;
    atVersion: number;
    onConflict: (conflict: SiteSaveConflict) => void;
    title: string;
  },
): Promise<void> {
  if (error instanceof ApiError && error.status === 409) {
    const currentVersion = await api
      .get<{ version: number }>("/admin/site")
      .then((doc) => doc.version)
      .catch(() => atVersion);
    onConflict({ message: error.message, currentVersion });
    return;
  }
  if (error instanceof ApiError && error.status === 400) {
    for (const [field, message] of Object.entries(error.errors))
      form.setError(field.replace(/^content\./, ""), { message });
  }
  toast.error(title, {
    description: error instanceof Error ? error.message : "Please try again later.",
  });
}
