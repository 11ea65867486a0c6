import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "./auth/session-expired";

/**
 * A back-office form's call to the API: `busy` while it runs; a 400's field errors kept for
 * the fields, any other failure a toast titled `failure`; an expired session sends the person
 * to sign in. The errors clear when a call succeeds.
 */
export function useApiAction() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, failure: string): Promise<void> {
    setBusy(true);
    try {
      await work();
      setErrors({});
    } catch (error) {
      if (handleSessionExpired(error)) return;
      if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      else toast.error(failure, { description: "Please try again later." });
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, run };
}
