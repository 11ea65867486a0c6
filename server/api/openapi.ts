import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { Endpoint } from "./endpoint.ts";
import { problemRecord } from "./record-schemas.ts";
import { endpointRule } from "./endpoint-rule.ts";
import { defaultOperationId, standardResponses } from "./standard-responses.ts";

type Document = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

/** The OpenAPI 3.1 document, generated from the same endpoint declarations that serve requests. */
export function buildOpenApiDocument(endpoints: Endpoint[]): Document {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "sid",
  });
  registry.registerComponent("securitySchemes", "csrf", {
    type: "apiKey",
    in: "header",
    name: "X-XSRF-TOKEN",
    description: "Echo of the XSRF-TOKEN cookie; required on every POST, PUT, PATCH and DELETE",
  });
  const problem = { "application/problem+json": { schema: problemRecord } };

  for (const e of endpoints) {
    const unsafe = e.method !== "get";
    const rule = endpointRule(e);
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const responses: Record<string, object> = {};
    const headersOf = (names: string[] = []) =>
      Object.fromEntries(
        names.map((h) => [h, { schema: { type: "string" }, description: `The ${h} header` }]),
      );
    for (const [status, r] of Object.entries(standardResponses(e))) {
      responses[status] = { description: r.description, content: problem };
    }
    // The endpoint's own declarations win over the shared ones (a 404 that says which record).
    for (const [status, r] of Object.entries(e.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers: headersOf(r.headers) } : {}),
        content: r.schema
          ? { "application/json": { schema: r.schema } }
          : r.files
            ? Object.fromEntries(
                r.files.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
              )
            : Number(status) >= 400
              ? problem
              : undefined,
      };
    }
    const security = [
      rule.kind === "staff" ? { session: [] } : null,
      unsafe ? { csrf: [] } : null,
    ].filter(Boolean);

    registry.registerPath({
      method: e.method,
      path: `/api${e.path}`,
      operationId: e.operationId ?? defaultOperationId(e),
      tags: [e.tag],
      summary: e.summary,
      ...(rule.kind === "staff" ? { description: `Roles: ${rule.roles.join(", ")}.` } : {}),
      // An empty list says "no credentials", rather than leaving it unsaid.
      security: security.length ? [Object.assign({}, ...security)] : [],
      request: {
        ...(e.query ? { query: e.query as never } : {}),
        ...(e.body || e.multipart
          ? {
              body: {
                required: true,
                content: {
                  ...(e.body ? { "application/json": { schema: e.body } } : {}),
                  ...(e.multipart ? { "multipart/form-data": { schema: e.multipart.fields } } : {}),
                },
              },
            }
          : {}),
      },
      parameters: params.map((name) => ({
        name,
        in: "path" as const,
        required: true,
        schema: { type: "string" as const },
      })),
      responses: responses as never,
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Company website API",
      version: "1.0.0",
      license: { name: "Proprietary: the company's own API", identifier: "LicenseRef-Proprietary" },
      description:
        "The JSON API of the public website and back office. Errors are RFC 9457 problem details.",
    },
    servers: [{ url: "/" }],
  });
}
