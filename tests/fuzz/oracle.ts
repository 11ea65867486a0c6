import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ApiResponse } from "../support/client.ts";
import type { Operation } from "./operations.ts";

export type Violation = "server error" | "undocumented status" | "not problem+json" | "schema";

/**
 * What every answer must satisfy: no 5xx; a status the document lists for the
 * operation; errors as RFC 9457 problem+json; success bodies matching their schema.
 */
export function createOracle(document: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, "openapi.json");
  const validators = new Map<string, ReturnType<typeof ajv.getSchema>>();

  function validatorFor(operation: Operation, status: number) {
    const key = `${operation.pointer}/responses/${status}/content/application~1json/schema`;
    if (!validators.has(key)) validators.set(key, ajv.getSchema(`openapi.json${key}`));
    return validators.get(key);
  }

  return function check(
    operation: Operation,
    response: ApiResponse,
  ): { violation: Violation; detail: string } | null {
    const { status } = response;
    if (status >= 500) return { violation: "server error", detail: response.text.slice(0, 200) };
    if (!operation.statuses.has(status)) {
      return {
        violation: "undocumented status",
        detail: `${status} ${response.text.slice(0, 120)}`,
      };
    }
    // An error the contract gives its own JSON shape (the login's 401) is checked against it.
    if (status >= 400 && !operation.jsonStatuses.has(status)) {
      const type = response.headers.get("content-type") ?? "";
      const body = response.body as { title?: unknown; status?: unknown; detail?: unknown };
      const ok =
        type.startsWith("application/problem+json") &&
        typeof body === "object" &&
        body !== null &&
        typeof body.title === "string" &&
        body.status === status &&
        typeof body.detail === "string";
      return ok
        ? null
        : { violation: "not problem+json", detail: `${type} ${response.text.slice(0, 120)}` };
    }
    if (operation.jsonStatuses.has(status)) {
      const validate = validatorFor(operation, status);
      if (validate && !validate(response.body)) {
        return { violation: "schema", detail: ajv.errorsText(validate.errors).slice(0, 200) };
      }
    }
    return null;
  };
}
