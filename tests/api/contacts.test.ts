import { expect, test } from "vitest";
import { contactPayload } from "../support/fixtures.ts";
import { fieldRejecter, inboxContract } from "../support/inbox-contract.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

describeEachDialect("Contact submissions API", (dialect) => {
  const context = useTestApp(dialect, { signIn: true });
  const reject = fieldRejecter(context, "contacts", contactPayload);

  test("trims the fields it stores", async () => {
    const payload = contactPayload();
    const response = await context
      .visitor()
      .post("/api/contacts", { ...payload, subject: "  Site visit  " });
    expect(response.body.subject).toBe("Site visit");
  });

  test("says 'Name is required' for a missing or one-letter name", async () => {
    await reject("name", "Name is required", [undefined, "A", "   "]);
  });

  test("says 'Please enter a valid email' for a missing or malformed address", async () => {
    await reject("email", "Please enter a valid email", [undefined, "neha.example.com", "neha@"]);
  });

  test("says 'Please enter a valid phone number' for a phone shorter than 10 characters", async () => {
    await reject("phone", "Please enter a valid phone number", ["265 555", undefined]);
  });

  test("says 'Subject is required' for a missing or one-letter subject", async () => {
    await reject("subject", "Subject is required", ["", "X"]);
  });

  test("says 'Message is too short' for a message under 10 characters", async () => {
    await reject("message", "Message is too short", ["Call me", undefined]);
  });

  test("reports every broken rule at once, one message per field", async () => {
    const response = await context
      .visitor()
      .post("/api/contacts", { name: "A", email: "x", phone: "1", subject: "", message: "" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      phone: "Please enter a valid phone number",
      subject: "Subject is required",
      message: "Message is too short",
    });
  });

  test("accepts the boundary lengths of the contact rules", async () => {
    const response = await context
      .visitor()
      .post(
        "/api/contacts",
        contactPayload({ name: "Al", phone: "2655550101", subject: "Hi", message: "Ten chars!" }),
      );
    expect(response.status).toBe(201);
  });

  test("rejects a text longer than its maximum instead of storing it", async () => {
    const response = await context
      .visitor()
      .post("/api/contacts", contactPayload({ message: "x".repeat(5001) }));
    expect(response.status).toBe(400);
    expect(response.body.errors.message).toMatch(/at most 5000 characters/);
  });

  inboxContract({ resource: "contacts", payload: contactPayload, context, storesAsSent: true });
});
