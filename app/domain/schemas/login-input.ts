import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "./fields.ts";

export const loginInput = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(254)
    .refine(hasNoNul, { error: NUL_MESSAGE }),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(1024)
    .refine(hasNoNul, { error: NUL_MESSAGE }),
});
