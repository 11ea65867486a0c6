import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { api } from "~/utils/api-client";
import { DialogForm } from "../dialog-form";
import { useDialogSave } from "../use-dialog-save";

/** Closes a request answered another way than an erasure: a copy sent, a correction made. */
export function CloseRequestDialog({
  requestId,
  onOpenChange,
}: {
  requestId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { errors, busy, save } = useDialogSave(() => onOpenChange(false));

  function submit(form: FormData) {
    const closing = {
      status: String(form.get("status")),
      outcome: String(form.get("outcome") ?? ""),
    };
    return save(() => api.patch(`/admin/privacy/requests/${requestId}`, closing), {
      done: "Request closed",
      failed: "Could not close the request",
    });
  }

  return (
    <TitledDialog
      open={requestId !== null}
      onOpenChange={onOpenChange}
      title="Close the request"
      description="Say how it was answered, for the record."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Close request" busyLabel="Saving...">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Outcome</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="status" value="done" defaultChecked /> Answered
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="status" value="declined" /> Declined
          </label>
        </fieldset>
        <FormField label="How (e.g. 'Export sent by e-mail on 3 Dec')" error={errors.outcome}>
          {(aria) => <Textarea {...aria} name="outcome" rows={3} />}
        </FormField>
      </DialogForm>
    </TitledDialog>
  );
}
