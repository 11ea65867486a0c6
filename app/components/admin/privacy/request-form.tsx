import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { SelectOptions } from "~/components/ui/select-options";
import { Textarea } from "~/components/ui/textarea";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { PRIVACY_REQUEST_KINDS, REQUEST_KIND_LABELS } from "~/domain/privacy/privacy-request-kinds";
import { api } from "~/utils/api-client";
import { DialogForm } from "../dialog-form";
import { useDialogSave } from "../use-dialog-save";

/** Records a request as it arrived (an e-mail, a letter, a call), so its age is tracked. */
export function RequestForm() {
  const [open, setOpen] = useState(false);
  const { errors, busy, save } = useDialogSave(() => setOpen(false));

  function submit(form: FormData) {
    const field = (name: string) => String(form.get(name) ?? "");
    const request = {
      kind: field("kind"),
      email: field("email"),
      phone: field("phone"),
      note: field("note"),
      receivedAt: field("receivedAt"),
    };
    return save(() => api.post("/admin/privacy/requests", request), {
      done: "Request recorded",
      failed: "Could not record the request",
    });
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button">
          <PlusIcon aria-hidden="true" />
          Record a request
        </Button>
      }
      title="Record a request"
      description="Someone asked about their personal data. Answer within 30 days."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Save request" busyLabel="Saving...">
        <SelectField
          label="What they ask for"
          error={errors.kind}
          name="kind"
          defaultValue="erasure"
          className="border-input bg-background h-10 rounded-md border px-2 text-sm"
        >
          <SelectOptions
            items={PRIVACY_REQUEST_KINDS}
            value={(kind) => kind}
            label={(kind) => REQUEST_KIND_LABELS[kind]}
          />
        </SelectField>
        <FormField label="Their e-mail address" error={errors.email}>
          {(aria) => <Input {...aria} name="email" type="email" autoComplete="off" />}
        </FormField>
        <FormField label="Their phone number" error={errors.phone}>
          {(aria) => <Input {...aria} name="phone" type="tel" autoComplete="off" />}
        </FormField>
        <FormField label="Received on" error={errors.receivedAt}>
          {(aria) => (
            <Input
              {...aria}
              name="receivedAt"
              type="date"
              defaultValue={new Date().toISOString().slice(0, 10)}
            />
          )}
        </FormField>
        <FormField label="Note (how it arrived, what exactly they asked)" error={errors.note}>
          {(aria) => <Textarea {...aria} name="note" rows={3} />}
        </FormField>
      </DialogForm>
    </TitledDialog>
  );
}
