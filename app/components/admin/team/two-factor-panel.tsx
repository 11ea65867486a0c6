import { ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SecretField } from "../auth/secret-field";
import { CsrfForm } from "../csrf-form";
import { SettingsPanel } from "./settings-panel";
import { Button } from "~/components/ui/button";

export interface TwoFactorPanelProps {
  state: {
    enabled: boolean;
    recoveryCodesLeft: number;
    pending: { secret: string; qrCode: string } | null;
  };
  csrfToken: string;
  /** The owner requires a second factor and this account has none yet. */
  mustEnrol?: boolean;
  /** What the last second-factor form answered, if it was one. */
  outcome?: { recoveryCodes?: string[]; codeError?: string; disabled?: boolean };
}

/** 'Two-factor sign-in' on the account page: set up, confirm, keep recovery codes, turn off. */
export function TwoFactorPanel({ state, csrfToken, mustEnrol, outcome }: TwoFactorPanelProps) {
  return (
    <SettingsPanel
      headingId="two-factor-heading"
      heading={
        <>
          Two-factor sign-in
          <span
            className={
              state.enabled
                ? "rounded-full bg-emerald-100 px-2 text-xs text-emerald-900"
                : "bg-muted rounded-full px-2 text-xs"
            }
          >
            {state.enabled ? "On" : "Off"}
          </span>
        </>
      }
      icon={ShieldCheckIcon}
      width="md"
      tight
    >
      {mustEnrol && !outcome?.recoveryCodes ? (
        <p role="alert" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          Your team requires two-factor sign-in. Set it up here to use the back office.
        </p>
      ) : null}
      {outcome?.recoveryCodes ? <RecoveryCodes codes={outcome.recoveryCodes} /> : null}
      {outcome?.disabled ? (
        <p role="status" className="mb-3 text-sm">
          Two-factor sign-in is off. Your password alone signs you in.
        </p>
      ) : null}
      {state.enabled ? (
        <>
          <p className="text-muted-foreground mb-3 text-sm">
            Signing in asks for a code from your authenticator app. {state.recoveryCodesLeft} of 10
            recovery codes left.
          </p>
          <CodeForm
            csrfToken={csrfToken}
            intent="totp-disable"
            label="Code to turn it off"
            error={outcome?.codeError}
            submit="Turn off two-factor sign-in"
            variant="outline"
          />
        </>
      ) : state.pending ? (
        <>
          <ol className="mb-3 list-decimal space-y-2 pl-5 text-sm">
            <li>Scan this code with an authenticator app (Google Authenticator, 1Password…).</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img
            src={state.pending.qrCode}
            alt="QR code for your authenticator app"
            width={180}
            height={180}
            className="mb-2 rounded border bg-white"
          />
          <p className="text-muted-foreground mb-3 text-xs break-all">
            Or enter this key by hand: <code className="font-mono">{state.pending.secret}</code>
          </p>
          <CodeForm
            csrfToken={csrfToken}
            intent="totp-confirm"
            label="Code from the app"
            error={outcome?.codeError}
            submit="Turn on"
          >
            <Button type="submit" name="intent" value="totp-cancel" variant="ghost" formNoValidate>
              Cancel
            </Button>
          </CodeForm>
        </>
      ) : (
        <>
          <p className="text-muted-foreground mb-3 text-sm">
            Add a code from your phone to your password, so a stolen password alone cannot open the
            back office.
          </p>
          <CsrfForm csrfToken={csrfToken}>
            <Button type="submit" name="intent" value="totp-start">
              Set up two-factor sign-in
            </Button>
          </CsrfForm>
        </>
      )}
    </SettingsPanel>
  );
}

function CodeForm(props: {
  csrfToken: string;
  intent: string;
  label: string;
  error?: string;
  submit: string;
  variant?: "outline";
  children?: ReactNode;
}) {
  return (
    <CsrfForm csrfToken={props.csrfToken} className="grid gap-3">
      <SecretField kind="one-time-code" label={props.label} error={props.error} />
      <div className="flex gap-2">
        <Button type="submit" name="intent" value={props.intent} variant={props.variant}>
          {props.submit}
        </Button>
        {props.children}
      </div>
    </CsrfForm>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="mb-3 rounded-md border border-emerald-300 bg-emerald-50 p-3">
      <p className="mb-2 text-sm font-semibold text-emerald-900">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe:
      </p>
      <ol className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p className="mt-2 text-xs">
        Each code works once, if your phone is lost. They are not shown again.
      </p>
    </div>
  );
}
