import { z } from "zod";

/**
 * What @simplewebauthn/browser sends back. Its inner fields are checked by the WebAuthn
 * verification itself; here only the shape and sizes, so nothing huge reaches it.
 */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();

export const passkeyRegistrationInput = z.object({
  name: z.string().trim().min(1, { error: "Name the passkey" }).max(60).default("Passkey"),
  response: credentialResponse,
});

export const passkeyAuthenticationInput = z.object({ response: credentialResponse });
