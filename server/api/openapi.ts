import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { Endpoint } from "./endpoint.ts";
import { problemRecord } from "./record-schemas.ts";

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
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const responses: Record<string, object> = {};
    for (const [status, r] of Object.entries(e.responses)) {
      const headers = Object.fromEntries(
        (r.headers ?? []).map((h) => [h, { schema: { type: "string" } }]),
      );
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers } : {}),
        content: r.schema
          ? { "application/json": { schema: r.schema } }
          : Number(status) >= 400
            ? problem
            : undefined,
      };
    }
    if (e.body)
      responses["400"] ??= { description: "Invalid fields; nothing changed", content: problem };
    if (e.access === "admin") responses["401"] = { description: "Not signed in", content: problem };
    const roles = e.access === "admin" ? (e.roles ?? ["owner"]).join(", ") : null;
    if (unsafe || roles)
      responses["403"] = {
        description: [
          unsafe ? "Missing or wrong CSRF token" : null,
          roles ? `a role other than ${roles}` : null,
        ]
          .filter(Boolean)
          .join("; or "),
        content: problem,
      };
    if (e.body) responses["415"] = { description: "The body is not JSON", content: problem };
    const security = [
      e.access === "admin" ? { session: [] } : null,
      unsafe ? { csrf: [] } : null,
    ].filter(Boolean);

    registry.registerPath({
      method: e.method,
      path: `/api${e.path}`,
      tags: [e.tag],
      summary: e.summary,
      ...(roles ? { description: `Roles: ${roles}.` } : {}),
      ...(security.length ? { security: [Object.assign({}, ...security)] } : {}),
      request: {
        ...(e.query ? { query: e.query as never } : {}),
        ...(e.body
          ? { body: { required: true, content: { "application/json": { schema: e.body } } } }
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
      description:
        "The JSON API of the public website and back office (DECISIONS.md section 2). Errors are RFC 9457 problem details.",
    },
    servers: [{ url: "/" }],
  });
}
