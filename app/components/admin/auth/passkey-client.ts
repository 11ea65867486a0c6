import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { api } from "~/utils/api-client";

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

/** The browser's own wording when the person cancels is not worth showing as an error. */
export function passkeyProblem(error: unknown): string | null {
  if (error instanceof Error && error.name === "NotAllowedError") return null;
  return error instanceof Error && error.message
    ? error.message
    : "The passkey could not be used. Please try again.";
}
