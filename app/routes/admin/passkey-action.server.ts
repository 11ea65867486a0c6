import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { data, type AppLoadContext } from "react-router";
import type { AdminIdentity } from "~/domain/auth.server";
import { passkeyRegistrationInput } from "~/domain/schemas/passkey-input";
import { actorFrom } from "./guard.server";

export const PASSKEY_INTENTS = ["passkey-options", "passkey-add", "passkey-remove"];

const NOT_VERIFIED = "The passkey could not be verified. Please try again.";

export type PasskeyOutcome =
  | { intent: "passkey-options"; options: PublicKeyCredentialCreationOptionsJSON }
  | { intent: "passkey-add"; added: true }
  | { intent: "passkey-add"; error: string }
  | { intent: "passkey-remove" };

/**
 * The account page's passkey forms (docs/decisions/063 and 086): the options for the
 * browser's `navigator.credentials.create`, with their challenge in a signed cookie; the
 * credential the browser made for them; and removing one. The same service the API calls.
 */
export async function passkeyAction(
  intent: string,
  form: FormData,
  me: AdminIdentity,
  context: AppLoadContext,
) {
  const { passkeys } = context.services;
  const actor = actorFrom(me, context);
  if (intent === "passkey-options") {
    const options = await passkeys.registrationOptions(me);
    return data<PasskeyOutcome>(
      { intent, options },
      { headers: { "Set-Cookie": context.passkeyChallenge.issue(options.challenge) } },
    );
  }
  if (intent === "passkey-add") {
    const { challenge, clear } = context.passkeyChallenge.take();
    const parsed = passkeyRegistrationInput.safeParse({
      name: form.get("name") || undefined,
      response: parseJson(form.get("response")),
    });
    const added =
      challenge && parsed.success
        ? await passkeys.register(
            actor,
            // Shape-checked by the schema; its inner fields are the WebAuthn verification's.
            parsed.data.response as unknown as RegistrationResponseJSON,
            challenge,
            parsed.data.name,
          )
        : null;
    const outcome: PasskeyOutcome = added
      ? { intent, added: true }
      : { intent, error: parsed.error?.issues[0]?.message ?? NOT_VERIFIED };
    return data(outcome, { status: added ? 201 : 400, headers: { "Set-Cookie": clear } });
  }
  await passkeys.remove(actor, String(form.get("passkeyId") ?? ""));
  return data<PasskeyOutcome>({ intent: "passkey-remove" });
}

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
