import { KeyRoundIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { DateTime } from "~/components/admin/date-time";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { useAddPasskey } from "./use-add-passkey";
import { SettingsPanel } from "./settings-panel";
import { IntentButtonForm } from "../csrf-form";

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** 'Passkeys' on the account page: sign in with a fingerprint, a face or the device PIN. */
export function PasskeysPanel({
  passkeys,
  csrfToken,
}: {
  passkeys: PasskeyItem[];
  csrfToken: string;
}) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const clearName = useCallback(() => setName(""), []);
  const { add, busy } = useAddPasskey(csrfToken, clearName);

  return (
    <SettingsPanel
      headingId="passkeys-heading"
      heading="Passkeys"
      icon={KeyRoundIcon}
      width="md"
      tight
    >
      <p className="text-muted-foreground mb-3 text-sm">
        Sign in with this device&apos;s fingerprint, face or PIN instead of a password and code.
      </p>
      {passkeys.length > 0 ? (
        <ul className="mb-3 grid gap-2" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li
              key={p.id}
              className="flex items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{p.name}</p>
                <p className="text-muted-foreground">
                  {p.lastUsedAt ? (
                    <>
                      last used <DateTime iso={p.lastUsedAt} />
                    </>
                  ) : (
                    <>
                      added <DateTime iso={p.createdAt} />
                    </>
                  )}
                </p>
              </div>
              <IntentButtonForm
                csrfToken={csrfToken}
                fields={{ passkeyId: p.id }}
                intent="passkey-remove"
                label={`Remove ${p.name}`}
              >
                Remove
              </IntentButtonForm>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="Name of the new passkey"
          placeholder="e.g. Office laptop"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          disabled={!hydrated || busy}
        />
        <Button
          type="button"
          onClick={() => add(name.trim() || "Passkey")}
          disabled={!hydrated || busy}
        >
          {busy ? "Waiting for the device..." : "Add a passkey"}
        </Button>
      </div>
      {hydrated ? null : (
        <p className="text-muted-foreground mt-2 text-xs">Adding a passkey needs JavaScript.</p>
      )}
    </SettingsPanel>
  );
}
