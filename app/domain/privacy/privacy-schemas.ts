import { z } from "zod";
import { hasNoNul, NUL_MESSAGE, requiredText } from "../schemas/fields.ts";
import { PHONE_DIGITS, phoneKey } from "./person.ts";
import { PRIVACY_REQUEST_KINDS } from "./privacy-request-kinds.ts";

/** The owner's privacy inputs, shared by the API, its OpenAPI entries and the screens. */

const EMAIL_MESSAGE = "Enter a valid e-mail address";
const PHONE_MESSAGE = `Enter a phone number with at least ${PHONE_DIGITS} digits`;
const PERSON_MESSAGE = "Enter an e-mail address or a phone number";

const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: EMAIL_MESSAGE })
  .refine((value) => value === "" || z.email().safeParse(value).success, { error: EMAIL_MESSAGE })
  .optional();

const optionalPhone = z
  .string()
  .trim()
  .max(30, { error: PHONE_MESSAGE })
  .refine((value) => value === "" || phoneKey(value) !== null, { error: PHONE_MESSAGE })
  .optional();

const requestId = z.string().trim().max(100).optional();

const naming = (value: { email?: string; phone?: string }) => Boolean(value.email || value.phone);

/** Who to erase; `requestId` names the recorded request the erasure answers. */
export const erasureInput = z
  .object({ email: optionalEmail, phone: optionalPhone, requestId })
  .refine(naming, { error: PERSON_MESSAGE, path: ["email"] });
export type ErasureInput = z.infer<typeof erasureInput>;

/** Who to export (the query of GET /api/admin/privacy/export). */
export const exportQuery = z
  .object({ email: optionalEmail, phone: optionalPhone })
  .refine(naming, { error: PERSON_MESSAGE, path: ["email"] });

/** A request as it arrived: by e-mail, letter or phone, recorded by the owner. */
export const privacyRequestInput = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: "Choose access, correction or erasure" }),
    email: optionalEmail,
    phone: optionalPhone,
    note: z
      .string()
      .trim()
      .max(2000, { error: "The note must be at most 2000 characters" })
      .refine(hasNoNul, { error: NUL_MESSAGE })
      .default(""),
    receivedAt: z.iso.date({ error: "Enter the date the request arrived" }).optional(),
  })
  .refine(naming, { error: PERSON_MESSAGE, path: ["email"] });
export type PrivacyRequestInput = z.infer<typeof privacyRequestInput>;

/** Closing a request by hand: answered (an export sent, a correction made) or declined. */
export const privacyRequestClose = z.object({
  status: z.enum(["done", "declined"], { error: "Status must be done or declined" }),
  outcome: requiredText({
    max: 500,
    message: "Say how the request was answered",
    label: "The outcome",
  }),
});
export type PrivacyRequestClose = z.infer<typeof privacyRequestClose>;
