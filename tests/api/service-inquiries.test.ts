import { expect, test } from "vitest";
import { serviceInquiryPayload } from "../support/fixtures.ts";
import { fieldRejecter, inboxContract } from "../support/inbox-contract.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

describeEachDialect("Service inquiries API", (dialect) => {
  const context = useTestApp(dialect, { signIn: true });
  const reject = fieldRejecter(context, "service-inquiries", serviceInquiryPayload);

  test("accepts an inquiry without the optional company message and leaves the field out", async () => {
    const response = await context
      .visitor()
      .post("/api/service-inquiries", serviceInquiryPayload({ message: "" }));
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty("message");
    const withoutField = await context
      .visitor()
      .post("/api/service-inquiries", serviceInquiryPayload({ message: undefined }));
    expect(withoutField.status).toBe(201);
  });

  test("requires a name", async () => {
    await reject("name", "Name is required", ["", undefined]);
  });

  test("requires a valid email", async () => {
    await reject("email", "Please enter a valid email", ["rohan at example.com", undefined]);
  });

  test("requires a phone number", async () => {
    await reject("phone", "Phone number is required", ["  "]);
  });

  test("requires the service name taken from the card", async () => {
    await reject("serviceName", "Service is required", [undefined]);
  });

  test("requires the service requirements", async () => {
    await reject("serviceDetails", "Please describe your service requirements", [""]);
  });

  test("finds inquiries by service name and by service requirements", async () => {
    const created = await context.visitor().post(
      "/api/service-inquiries",
      serviceInquiryPayload({
        serviceName: "Logistics",
        serviceDetails: "Shipping of a 12-tonne ZX-Crusher to Mundra port.",
      }),
    );
    const byDetails = await context.admin().get("/api/service-inquiries?q=zx-crusher");
    expect(byDetails.body.map((r: { id: string }) => r.id)).toContain(created.body.id);
    const byService = await context.admin().get(`/api/service-inquiries?q=LOGISTICS`);
    expect(byService.body.map((r: { id: string }) => r.id)).toContain(created.body.id);
  });

  inboxContract({
    resource: "service-inquiries",
    payload: serviceInquiryPayload,
    context,
    storesAsSent: true,
  });
});
