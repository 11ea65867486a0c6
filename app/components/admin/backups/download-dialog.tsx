import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { ApiError, csrfToken } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import { DialogForm } from "../dialog-form";

/**
 * A backup holds everything, password hashes and people's details included: its download asks
 * for the password again, or a code from the authenticator when the account has one.
 */
export function DownloadDialog({
  name,
  twoFactor,
  onOpenChange,
}: {
  name: string | null;
  twoFactor: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = twoFactor ? "code" : "password";

  async function submit(form: FormData) {
    if (!name) return;
    const secret = String(form.get(field) ?? "");
    setBusy(true);
    try {
      await download(name, { [field]: secret });
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      if (handleSessionExpired(error)) return;
      if (error instanceof ApiError && [400, 403, 429].includes(error.status))
        setErrors({ [field]: error.errors[field] ?? error.message });
      else toast.error("Could not download the backup", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledDialog
      open={name !== null}
      onOpenChange={onOpenChange}
      title="Download the backup"
      description="It holds every record of the site, accounts and enquiries included. Keep it somewhere only you can open."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Download" busyLabel="Downloading...">
        <FormField
          label={twoFactor ? "Code from your authenticator app" : "Your password"}
          error={errors[field]}
        >
          {(aria) =>
            twoFactor ? (
              <Input {...aria} name="code" inputMode="numeric" autoComplete="one-time-code" />
            ) : (
              <Input {...aria} name="password" type="password" autoComplete="current-password" />
            )
          }
        </FormField>
      </DialogForm>
    </TitledDialog>
  );
}

/** Posts the proof and saves the answer as a file. */
async function download(name: string, proof: Record<string, string>): Promise<void> {
  const token = await csrfToken();
  const response = await fetch(`/api/admin/backups/${encodeURIComponent(name)}/download`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(token ? { "X-XSRF-TOKEN": token } : {}) },
    body: JSON.stringify(proof),
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as {
      detail?: string;
      errors?: Record<string, string>;
    };
    throw new ApiError(response.status, problem.detail ?? response.statusText, problem.errors);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
