import { CsrfForm } from "../csrf-form";
import { DateTime } from "~/components/admin/date-time";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { CurrentPasswordField } from "../auth/password-fields";
import { SettingsPanel } from "./settings-panel";

/**
 * Change of sign-in e-mail (docs/decisions/089): the current password again, then a link to
 * the new address. Until the link is followed the account keeps signing in as before.
 */
export function EmailChangePanel(props: {
  email: string;
  pending: { email: string; expiresAt: string } | null;
  csrfToken: string;
  outcome?: { sentTo?: string; errors: Partial<Record<"email" | "currentPassword", string>> };
}) {
  const errors = props.outcome?.errors ?? {};
  const pending = props.pending;
  return (
    <SettingsPanel headingId="email-heading" heading="Sign-in e-mail" width="md" tight>
      <p className="text-muted-foreground mb-3 text-sm break-all">
        You sign in as <strong className="text-foreground">{props.email}</strong>.
      </p>
      {pending ? (
        <p role="status" className="mb-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          A confirmation link was sent to <strong className="break-all">{pending.email}</strong>.
          Your address changes when you open it (until{" "}
          <DateTime iso={pending.expiresAt} relative={false} />
          ).
        </p>
      ) : null}
      {/* A new form once a link is sent: the typed password does not stay in the field. */}
      <CsrfForm
        key={props.outcome?.sentTo ?? "change"}
        csrfToken={props.csrfToken}
        fields={{ intent: "email" }}
        className="grid gap-4"
      >
        <FormField label="New e-mail" error={errors.email}>
          {(c) => <Input {...c} name="email" type="email" autoComplete="email" required />}
        </FormField>
        <CurrentPasswordField error={errors.currentPassword} />
        <Button type="submit" variant="outline">
          Send confirmation link
        </Button>
      </CsrfForm>
    </SettingsPanel>
  );
}
