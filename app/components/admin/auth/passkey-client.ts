import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { api, ApiError } from "~/utils/api-client";

/**
 * The browser half of passkeys (docs/decisions/063). @simplewebauthn/browser is loaded only
 * when a passkey is used, so the login page's scripts stay as small as they were.
 */
/**
 * Asks the device to make a passkey for the options the account page's action gave; the
 * answer goes back to that action, which verifies and stores it.
 */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON });
}

export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/admin/passkeys/authentication-options",
  );
  const response = await startAuthentication({ optionsJSON });
  await api.post("/admin/passkeys/authenticate", { response });
}

/** What a person can do about each of the browser's refusals, in words rather than codes. */
const IN_WORDS: Record<string, string> = {
  ERROR_INVALID_DOMAIN:
    "Passkeys work only when the site is opened by its name (https://…, or localhost), not by an IP address.",
  ERROR_INVALID_RP_ID:
    "Passkeys work only on the site's own address. Open the back office from the site's usual address and try again.",
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    "This device already holds a passkey for your account: you can sign in with it.",
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    "This device or security key cannot keep a passkey. Try your phone or computer's own screen lock.",
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT:
    "This device cannot check that it is you (no PIN, fingerprint or face). Try another device.",
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG:
    "This device does not support the kind of passkey the site uses. Try another device.",
  ERROR_AUTHENTICATOR_GENERAL_ERROR:
    "The device could not make or use the passkey. Please try again, or use another device.",
};

/**
 * A sentence for the person, or null when they cancelled (nothing to say). The browser's own
 * messages ("127.0.0.1 is an invalid domain") are never shown as they are; the server's
 * answers are already written for people.
 */
export function passkeyProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return "The passkey could not be used. Please try again.";
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  if (code === "ERROR_CEREMONY_ABORTED" || error.name === "NotAllowedError") return null;
  if (IN_WORDS[code]) return IN_WORDS[code];
  if (error.name === "SecurityError") return IN_WORDS.ERROR_INVALID_DOMAIN ?? null;
  if (error instanceof ApiError) return error.message;
  return "The passkey could not be used. Please try again, or sign in with your password.";
}
