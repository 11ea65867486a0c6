import { expect, test } from "vitest";
import { ISO_INSTANT, productInquiryPayload, productPayload } from "../support/fixtures.ts";
import { fieldRejecter, inboxContract } from "../support/inbox-contract.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

describeEachDialect("Product inquiries API", (dialect) => {
  const context = useTestApp(dialect, { signIn: true });
  const reject = fieldRejecter(context, "inquiries", productInquiryPayload);
  const send = (overrides: Record<string, unknown> = {}) =>
    context.visitor().post("/api/inquiries", productInquiryPayload(overrides));

  test("stores an inquiry about a product with the subject 'Inquiry about {title}'", async () => {
    const payload = productInquiryPayload({ productId: "prod-007" });
    const response = await context.visitor().post("/api/inquiries", payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      ...payload,
      productTitle: "Pumps & Plumbing",
      subject: "Inquiry about Pumps & Plumbing",
      message: `${payload.productRequirement}\n\n${payload.additionalInfo}`,
      status: "new",
      date: expect.stringMatching(ISO_INSTANT),
    });
  });

  test("names the sub-product in the subject when one was chosen", async () => {
    const response = await send({ productId: "prod-001", subproductName: "Helical Gearboxes" });
    expect(response.status).toBe(201);
    expect(response.body.subproductName).toBe("Helical Gearboxes");
    expect(response.body.subject).toBe(
      "Inquiry about Motors & Power Transmission: Helical Gearboxes",
    );
  });

  test("uses the subject 'General Inquiry' when no product is given", async () => {
    const response = await send({ productId: "" });
    expect(response.status).toBe(201);
    expect(response.body.subject).toBe("General Inquiry");
    expect(response.body).not.toHaveProperty("productId");
    expect(response.body).not.toHaveProperty("productTitle");
  });

  test("uses 'General Inquiry' for a sub-product named without a product", async () => {
    const response = await send({ productId: undefined, subproductName: "Gate Valves" });
    expect(response.status).toBe(201);
    expect(response.body.subject).toBe("General Inquiry");
    expect(response.body.subproductName).toBe("Gate Valves");
  });

  test("uses the requirement alone as the message when there is no additional information", async () => {
    const response = await send({ additionalInfo: undefined });
    expect(response.body.message).toBe(response.body.productRequirement);
    expect(response.body).not.toHaveProperty("additionalInfo");
  });

  test("says 'Unknown Product' for a product id that never matched a product", async () => {
    const response = await send({ productId: "prod-999" });
    expect(response.status).toBe(201);
    expect(response.body.productId).toBe("prod-999");
    expect(response.body).not.toHaveProperty("productTitle");
    expect(response.body.subject).toBe("Inquiry about Unknown Product");
  });

  test("keeps the product's title on its inquiries after the product is deleted", async () => {
    const product = await context
      .admin()
      .post("/api/products", productPayload({ title: "Cooling Towers" }));
    expect(product.status).toBe(201);
    const inquiry = await send({ productId: product.body.id });
    expect((await context.admin().delete(`/api/products/${product.body.id}`)).status).toBe(200);

    const list = await context
      .admin()
      .get(`/api/inquiries?q=${encodeURIComponent(inquiry.body.name)}`);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: inquiry.body.id,
        productId: product.body.id,
        productTitle: "Cooling Towers",
        subject: "Inquiry about Cooling Towers",
      }),
    ]);
  });

  test("keeps the title the product had when the inquiry was sent", async () => {
    const product = await context
      .admin()
      .post("/api/products", productPayload({ title: "Air Compressors" }));
    const inquiry = await send({ productId: product.body.id });
    await context
      .admin()
      .put(`/api/products/${product.body.id}`, productPayload({ title: "Screw Compressors" }));
    const list = await context
      .admin()
      .get(`/api/inquiries?q=${encodeURIComponent(inquiry.body.name)}`);
    expect(list.body[0].productTitle).toBe("Air Compressors");
  });

  test("finds inquiries by product title and by sub-product name", async () => {
    const inquiry = await send({ productId: "prod-011", subproductName: "Clamp Meters Xq7" });
    const bySubproduct = await context.admin().get("/api/inquiries?q=clamp%20meters%20xq7");
    expect(bySubproduct.body.map((r: { id: string }) => r.id)).toEqual([inquiry.body.id]);
    const byTitle = await context.admin().get("/api/inquiries?q=test%20instruments");
    expect(byTitle.body.map((r: { id: string }) => r.id)).toContain(inquiry.body.id);
  });

  test("says 'Name is required' for a name under 2 characters", async () => {
    await reject("name", "Name is required", ["J", undefined]);
  });

  test("says 'Please enter a valid email' for a malformed address", async () => {
    await reject("email", "Please enter a valid email", ["asha@patel", ""]);
  });

  test("says 'Please enter a valid phone number' for a phone under 10 characters", async () => {
    await reject("phone", "Please enter a valid phone number", ["123456789"]);
  });

  test("says 'Please provide more details about your requirements' for a requirement under 10 characters", async () => {
    await reject("productRequirement", "Please provide more details about your requirements", [
      "Gearbox",
      undefined,
    ]);
  });

  test("accepts an inquiry without additional information or sub-product", async () => {
    const response = await send({ additionalInfo: "", subproductName: null });
    expect(response.status).toBe(201);
  });

  test("accepts the payload as the original site sent it", async () => {
    const response = await send({
      productId: "prod-003",
      subproductName: "",
      status: "new",
      date: new Date(0).toISOString(),
    });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("new");
    expect(response.body.date).not.toBe(new Date(0).toISOString());
  });

  inboxContract({ resource: "inquiries", payload: productInquiryPayload, context });
});
