import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "./fields.ts";

/** A six-digit code from an authenticator app, or one of the ten recovery codes. */
export const secondFactorInput = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app" })
    .trim()
    .min(1, { error: "Enter the code from your authenticator app" })
    .max(64, { error: "That is not a valid code" })
    .refine(hasNoNul, { error: NUL_MESSAGE }),
});
