import { expect, test } from "vitest";
import { describeSendError } from "../../app/domain/notifications/send-error.ts";

test("the error code, the SMTP reply code and the message's first line", () => {
  const error = Object.assign(new Error("Invalid login: 535 5.7.8 rejected\nat Socket.x"), {
    code: "EAUTH",
    responseCode: 535,
  });
  expect(describeSendError(error)).toBe("EAUTH 535: Invalid login: 535 5.7.8 rejected");
});

test("credentials in a URL or a key=value pair are masked", () => {
  const error = Object.assign(
    new Error("connect failed for smtp://mailer:s3cret@smtp.vadtech.in:465 with pass=s3cret"),
    { code: "ECONNREFUSED" },
  );
  const text = describeSendError(error);
  expect(text).toBe(
    "ECONNREFUSED: connect failed for smtp://***@smtp.vadtech.in:465 with pass=***",
  );
  expect(text).not.toContain("s3cret");
});

test("anything thrown that is not an error is still described, as ERROR", () => {
  expect(describeSendError("socket hang up")).toBe("ERROR: socket hang up");
  expect(describeSendError(undefined)).toBe("ERROR: undefined");
  expect(describeSendError({ code: 42, responseCode: "550" })).toBe("ERROR: [object Object]");
});

test("a long message is cut to 300 characters, ending with an ellipsis", () => {
  const text = describeSendError(new Error("x".repeat(1000)));
  expect(text).toHaveLength(300);
  expect(text.startsWith("ERROR: xxx")).toBe(true);
  expect(text.endsWith("x…")).toBe(true);
});
