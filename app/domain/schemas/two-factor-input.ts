import { z } from "zod";
import { requiredText } from "./fields.ts";

/** A six-digit code from an authenticator app, or one of the ten recovery codes. */
export const secondFactorInput = z.object({
  code: requiredText({
    max: 64,
    message: "Enter the code from your authenticator app",
    tooLong: "That is not a valid code",
  }),
});
