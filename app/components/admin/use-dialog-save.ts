import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { useApiAction } from "./use-api-action";

/**
 * A dialog form's call to the API, as useApiAction runs it; once it succeeds, a toast says
 * `done`, the dialog closes and the page's data is read again.
 */
export function useDialogSave(close: () => void) {
  const { errors, busy, run } = useApiAction();
  const revalidator = useRevalidator();

  function save(call: () => Promise<unknown>, texts: { done: string; failed: string }) {
    return run(async () => {
      await call();
      toast.success(texts.done);
      close();
      await revalidator.revalidate();
    }, texts.failed);
  }

  return { errors, busy, save };
}
