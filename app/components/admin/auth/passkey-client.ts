import { api } from "~/utils/api-client";

/**
 * The browser half of passkeys (docs/decisions/063). @simplewebauthn/browser is loaded only
 * when a passkey is used, so the login page's scripts stay as small as they were.
 */
export async function addPasskey(name: string): Promise<void> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
    "/admin/passkeys/registration-options",
  );
  const response = await startRegistration({ optionsJSON });
  await api.post("/admin/passkeys", { name, response });
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
