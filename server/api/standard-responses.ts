import type { Endpoint } from "./endpoint.ts";
import { endpointRule } from "./endpoint-rule.ts";

export interface StandardResponse {
  description: string;
  headers?: string[];
}

/**
 * The answers the server's shared layers give to any operation, derived from its
 * declaration so a new endpoint is documented completely without listing them:
 * the OpenAPI document must name every status a client can receive.
 * Each is a problem+json body.
 */
export function standardResponses(e: Endpoint): Record<number, StandardResponse> {
  const unsafe = e.method !== "get";
  const rule = endpointRule(e);
  const staff = rule.kind === "staff";
  const responses: Record<number, StandardResponse> = {
    400: {
      description: e.body
        ? "Invalid fields, malformed JSON or a body that is not an object; nothing changed"
        : "Malformed query or path parameters",
    },
  };
  if (staff) responses[401] = { description: "Not signed in" };
  if (unsafe || staff) {
    responses[403] = {
      description: [
        unsafe ? "Missing or wrong CSRF token" : null,
        staff ? `Signed in with a role other than ${rule.roles.join(", ")}` : null,
      ]
        .filter(Boolean)
        .join("; or "),
    };
  }
  if (unsafe)
    responses[413] = {
      description:
        e.multipart && e.body
          ? "A JSON body larger than 64 KB, or a form whose file is larger than allowed"
          : e.multipart
            ? "The upload is larger than MEDIA_MAX_BYTES"
            : "The request body is larger than 64 KB",
    };
  if (/\{\w+\}/.test(e.path)) responses[404] = { description: "No such record" };
  if (e.body) responses[415] = { description: "The body is not application/json" };
  if (e.multipart) responses[415] = { description: "The body is not multipart/form-data" };
  if (e.body && e.multipart)
    responses[415] = {
      description:
        "The body is neither application/json nor multipart/form-data, or its file is of a kind not taken (judged by its bytes)",
    };
  return responses;
}

/** A stable operationId from the method and path when the declaration names none. */
export function defaultOperationId(e: Pick<Endpoint, "method" | "path">): string {
  const words = e.path
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith("{") ? `by-${part.slice(1, -1)}` : part))
    .join("-")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [e.method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join("");
}
