import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { booleanFlag } from "../../app/domain/schemas/fields.ts";
import { isImageUrl } from "../../app/domain/schemas/image-url.ts";
import {
  contactInput,
  productInquiryInput,
  serviceInquiryFormInput,
  serviceInquiryInput,
  statusUpdateInput,
} from "../../app/domain/schemas/inquiry-inputs.ts";
import { listQuery } from "../../app/domain/schemas/list-query.ts";
import { loginInput } from "../../app/domain/schemas/login-input.ts";
import { productInput } from "../../app/domain/schemas/product-input.ts";
import { fieldErrors } from "../../server/api/problem.ts";
import {
  contactPayload,
  productInquiryPayload,
  productPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import { testEachMapping } from "../support/mapping-tests.ts";

/** The field-to-message map the API and the forms show for `value`. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe("productInquiryInput", () => {
  test.each([
    ["name", "J", "Name is required"],
    ["email", "asha@", "Please enter a valid email"],
    ["phone", "123456789", "Please enter a valid phone number"],
    ["productRequirement", "Gearbox", "Please provide more details about your requirements"],
  ])("rejects a short or invalid %s with '%s' → '%s'", (field, value, message) => {
    expect(errorsOf(productInquiryInput, productInquiryPayload({ [field]: value }))).toEqual({
      [field]: message,
    });
  });

  test.each(["name", "email", "phone", "productRequirement"])(
    "gives a missing %s the same message as a short one",
    (field) => {
      const errors = errorsOf(productInquiryInput, productInquiryPayload({ [field]: undefined }));
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).not.toMatch(/expected|received|invalid input/i);
    },
  );

  test("accepts the minimum lengths: name 2, phone 10, requirement 10", () => {
    const result = productInquiryInput.safeParse(
      productInquiryPayload({ name: "Al", phone: "0123456789", productRequirement: "0123456789" }),
    );
    expect(result.success).toBe(true);
  });

  test("counts length after trimming spaces", () => {
    expect(errorsOf(productInquiryInput, productInquiryPayload({ name: "  J  " }))).toEqual({
      name: "Name is required",
    });
    expect(productInquiryInput.parse(productInquiryPayload({ name: "  Asha  " })).name).toBe(
      "Asha",
    );
  });

  test("turns empty optional fields into absent ones and drops fields it does not know", () => {
    const parsed = productInquiryInput.parse(
      productInquiryPayload({
        additionalInfo: "  ",
        productId: "",
        subproductName: null,
        status: "replied",
        date: "x",
      }),
    );
    expect(parsed.additionalInfo).toBeUndefined();
    expect(parsed.productId).toBeUndefined();
    expect(parsed.subproductName).toBeUndefined();
    expect(parsed).not.toHaveProperty("status");
    expect(parsed).not.toHaveProperty("date");
  });

  test("bounds every text field", () => {
    const errors = errorsOf(
      productInquiryInput,
      productInquiryPayload({ name: "n".repeat(121), additionalInfo: "a".repeat(5001) }),
    );
    expect(errors).toEqual({
      name: "Name must be at most 120 characters",
      additionalInfo: "Additional information must be at most 5000 characters",
    });
  });
});

describe("contactInput", () => {
  test("reports each rule's message, one per field", () => {
    expect(
      errorsOf(contactInput, {
        name: "A",
        email: "x@",
        phone: "12",
        subject: "S",
        message: "short",
      }),
    ).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      phone: "Please enter a valid phone number",
      subject: "Subject is required",
      message: "Message is too short",
    });
  });

  test("accepts a complete message and trims it", () => {
    const parsed = contactInput.parse(contactPayload({ subject: "  Site visit " }));
    expect(parsed.subject).toBe("Site visit");
  });

  test("rejects a body that is not an object", () => {
    expect(contactInput.safeParse(null).success).toBe(false);
    expect(contactInput.safeParse("text").success).toBe(false);
  });
});

describe("serviceInquiryInput", () => {
  test("requires name, a valid email, phone, service name and requirements; the message is optional", () => {
    expect(errorsOf(serviceInquiryInput, { message: "" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      phone: "Phone number is required",
      serviceName: "Service is required",
      serviceDetails: "Please describe your service requirements",
    });
    expect(
      serviceInquiryInput.parse(serviceInquiryPayload({ message: "" })).message,
    ).toBeUndefined();
  });
});

describe("serviceInquiryFormInput (docs/decisions/070)", () => {
  test("checks name and phone as the other forms do, with their messages", () => {
    expect(
      errorsOf(serviceInquiryFormInput, serviceInquiryPayload({ name: "A", phone: "12" })),
    ).toEqual({ name: "Name is required", phone: "Please enter a valid phone number" });
  });

  test("asks for the service requirements", () => {
    expect(
      errorsOf(serviceInquiryFormInput, serviceInquiryPayload({ serviceDetails: " " })),
    ).toEqual({ serviceDetails: "Please describe your service requirements" });
  });

  test("leaves what the API accepts unchanged: a phone of '12' still passes there", () => {
    expect(serviceInquiryInput.safeParse(serviceInquiryPayload({ phone: "12" })).success).toBe(
      true,
    );
  });
});

describe("statusUpdateInput", () => {
  test.each(["read", "replied", "new"])("accepts the status '%s'", (status) => {
    expect(statusUpdateInput.parse({ status })).toEqual({ status });
  });

  test.each(["spam", "archived", "", undefined])("rejects the status %s", (status) => {
    expect(errorsOf(statusUpdateInput, { status })).toEqual({
      status: "Status must be read or replied",
    });
  });
});

describe("loginInput", () => {
  test("requires an e-mail and a password, and trims the e-mail only", () => {
    expect(errorsOf(loginInput, {})).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(loginInput.parse({ email: " admin@example.com ", password: " secret " })).toEqual({
      email: "admin@example.com",
      password: " secret ",
    });
  });
});

describe("listQuery", () => {
  test("coerces paging numbers from the query string and trims the search term", () => {
    expect(listQuery.parse({ q: "  pumps ", limit: "20", offset: "40", status: "read" })).toEqual({
      q: "pumps",
      limit: 20,
      offset: 40,
      status: "read",
    });
    expect(listQuery.parse({})).toEqual({});
  });

  test("rejects an unknown status, a zero or huge limit and a negative offset", () => {
    expect(Object.keys(errorsOf(listQuery, { status: "x", limit: "0", offset: "-1" }))).toEqual([
      "status",
      "limit",
      "offset",
    ]);
    expect(listQuery.safeParse({ limit: "1001" }).success).toBe(false);
  });
});

describe("productInput", () => {
  test("requires Product Name, Category and Main Image URL with the form's messages", () => {
    expect(errorsOf(productInput, { title: " ", category: "", imageUrl: "" })).toEqual({
      title: "Product Name is required",
      category: "Category is required",
      imageUrl: "Main Image URL is required",
    });
  });

  test("drops blank images, omits an empty image map, and ignores id, _id and timestamps", () => {
    const parsed = productInput.parse(
      productPayload({
        images: [" ", ""],
        subproductImages: {},
        id: "x",
        _id: "y",
        createdAt: "z",
        isNew: undefined,
      }),
    );
    expect(parsed.images).toEqual([]);
    expect(parsed.subproductImages).toBeUndefined();
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("_id");
    expect(parsed).not.toHaveProperty("createdAt");
    expect(parsed.isNew).toBe(false);
  });

  test("defaults a missing description to an empty text", () => {
    expect(productInput.parse(productPayload({ description: undefined })).description).toBe("");
  });

  test("refuses a main image path that a browser would fetch from another host", () => {
    for (const imageUrl of ["/\\evil.example/x.png", "/\t/evil", "\\evil", "//evil"])
      expect(errorsOf(productInput, productPayload({ imageUrl }))).toEqual({
        imageUrl: "Enter an absolute http(s) URL or a path starting with /",
      });
  });

  test("names the image that is not a URL", () => {
    expect(
      errorsOf(productInput, productPayload({ images: ["/ok.png", "ftp://x/y.png"] })),
    ).toEqual({
      "images.1": "Enter an absolute http(s) URL or a path starting with /",
    });
  });
});

describe("isImageUrl", () => {
  testEachMapping("judges %s as %s", isImageUrl, [
    ["/images/catalogue/pumps.svg", true],
    ["https://drive.google.com/file/d/abc/view", true],
    ["http://example.com/a.jpg", true],
    ["//evil.example/a.jpg", false],
    // Browsers read "\\" as "/" and drop tabs and line breaks: each of these is another host.
    ["/\\evil.example/x.png", false],
    ["\\\\evil.example/x.png", false],
    ["\\evil.example/x.png", false],
    ["/\t/evil.example/x.png", false],
    ["/\n/evil.example/x.png", false],
    ["/images/a\\b.png", false],
    ["https://example.com/a\u0000.png", false],
    ["/images/%5Cencoded.png", true],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["images/relative.png", false],
    ["", false],
  ]);
});

describe("booleanFlag", () => {
  testEachMapping("reads %s as %s", (value: unknown) => booleanFlag.parse(value), [
    [true, true],
    ["on", true],
    ["true", true],
    ["1", true],
    [false, false],
    ["false", false],
    ["0", false],
    [undefined, false],
  ]);

  test("rejects other values", () => {
    expect(booleanFlag.safeParse("yes").success).toBe(false);
  });
});
