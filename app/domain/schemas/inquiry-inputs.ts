import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "./fields.ts";

/** The name and phone rules of docs/product.md that the product and contact forms share. */
export const personName = requiredText({
  min: 2,
  max: 120,
  message: "Name is required",
  label: "Name",
});
export const phoneNumber = requiredText({
  min: 10,
  max: 30,
  message: "Please enter a valid phone number",
  label: "Phone",
});

/** The product inquiry form (docs/product.md). status and date are the server's. */
export const productInquiryInput = z.object({
  name: personName,
  email: emailAddress(),
  phone: phoneNumber,
  productRequirement: requiredText({
    min: 10,
    max: 5000,
    message: "Please provide more details about your requirements",
    label: "Requirement",
  }),
  additionalInfo: optionalText({ max: 5000, label: "Additional information" }),
  productId: optionalText({ max: 200, label: "Product" }),
  subproductName: optionalText({ max: 200, label: "Sub-product" }),
});

/** The form shows only required checks; the API also wants a valid email (docs/decisions/070). */
export const serviceInquiryInput = z.object({
  name: requiredText({ max: 120, message: "Name is required", label: "Name" }),
  email: emailAddress(),
  phone: requiredText({ max: 30, message: "Phone number is required", label: "Phone" }),
  serviceName: requiredText({ max: 200, message: "Service is required", label: "Service" }),
  serviceDetails: requiredText({
    max: 5000,
    message: "Please describe your service requirements",
    label: "Service requirements",
  }),
  message: optionalText({ max: 5000, label: "Message" }),
});

/**
 * What the service inquiry *form* checks, with scripts and in its page action:
 * the other forms' name and phone rules and messages, so the three forms behave
 * alike (docs/decisions/070). The API keeps `serviceInquiryInput` above.
 */
export const serviceInquiryFormInput = serviceInquiryInput.extend({
  name: personName,
  phone: phoneNumber,
});

/** The contact form (docs/product.md). */
export const contactInput = z.object({
  name: personName,
  email: emailAddress(),
  phone: phoneNumber,
  subject: requiredText({ min: 2, max: 200, message: "Subject is required", label: "Subject" }),
  message: requiredText({ min: 10, max: 5000, message: "Message is too short", label: "Message" }),
});

/** The transitions an administrator may send; `new` restores a submission marked as spam. */
export const statusUpdateInput = z.object({
  status: z.enum(["read", "replied", "new"], { error: "Status must be read or replied" }),
});
