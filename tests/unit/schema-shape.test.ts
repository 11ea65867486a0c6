import { describe, expect, test } from "vitest";
import { z } from "zod";
import { shapeOf } from "~/components/admin/site/schema-shape";
import { emailAddress } from "~/domain/schemas/fields";

describe("the site content form's field shapes", () => {
  test("an e-mail address is one line of type email, whatever its length limit", () => {
    expect(shapeOf(emailAddress())).toMatchObject({
      kind: "text",
      multiline: false,
      format: "email",
    });
  });

  test("a URL is one line of type url; a paragraph is several lines", () => {
    expect(shapeOf(z.url().max(2048))).toMatchObject({ multiline: false, format: "url" });
    expect(shapeOf(z.string().max(1000))).toMatchObject({ multiline: true, format: "text" });
    expect(shapeOf(z.string().max(120))).toMatchObject({ multiline: false, format: "text" });
  });
});
