/**
 * Type-level checks of endpoint(): a handler receives what its schemas produce, so the
 * handlers need no casts. These fail `npm run typecheck` (tsc covers tests/) if the types
 * stop flowing; the runtime test checks that the runner passes the parsed values.
 */
import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  endpoint,
  runEndpoint,
  toHonoPath,
  type Endpoint,
  type PathParamNames,
  type PathParams,
} from "../../server/api/endpoint.ts";
import type { ApiEnv } from "../../server/api/env.ts";
import { publishInput } from "../../server/api/site-schemas.ts";

// Input and output types differ (a coerced number, a default), so the output is what counts.
const thingInput = z.object({
  count: z.coerce.number().int(),
  label: z.string().default("none"),
});
const thingQuery = z.object({ page: z.coerce.number().int().optional() });

describe("endpoint() types", () => {
  it("names the path's placeholders", () => {
    expectTypeOf<PathParamNames<"/leads/{kind}/{id}">>().toEqualTypeOf<"kind" | "id">();
    expectTypeOf<PathParams<"/leads/{kind}/{id}">>().toEqualTypeOf<{
      kind: string;
      id: string;
    }>();
    expectTypeOf<PathParams<"/products">>().toEqualTypeOf<Record<never, string>>();
    expectTypeOf<PathParams<string>>().toEqualTypeOf<Record<string, string>>();
  });

  it("gives the handler the parsed body, query and params", async () => {
    const declared = endpoint({
      method: "post",
      path: "/things/{kind}/{id}",
      tag: "Test",
      summary: "A test endpoint",
      body: thingInput,
      query: thingQuery,
      responses: { 200: { description: "Echo" } },
      handler: ({ c, body, query, params }) => {
        expectTypeOf(body).toEqualTypeOf<{ count: number; label: string }>();
        expectTypeOf(body).toEqualTypeOf<z.output<typeof thingInput>>();
        expectTypeOf(query).toEqualTypeOf<{ page?: number | undefined }>();
        expectTypeOf(params).toEqualTypeOf<{ kind: string; id: string }>();
        return c.json({ body, query, params });
      },
    });
    // Erased for the list only after the handler was checked.
    expectTypeOf(declared).toEqualTypeOf<Endpoint>();

    const app = new Hono<ApiEnv>();
    app.post(toHonoPath(declared.path), (c) => runEndpoint(declared, c));
    const response = await app.request("/things/a/b1?page=2", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: "3" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      body: { count: 3, label: "none" },
      query: { page: 2 },
      params: { kind: "a", id: "b1" },
    });
  });

  it("types a real schema's body, and no body as undefined", () => {
    endpoint({
      method: "put",
      path: "/admin/site",
      tag: "Test",
      summary: "Publish",
      body: publishInput,
      responses: { 200: { description: "Published" } },
      handler: ({ c, body, query, params }) => {
        expectTypeOf(body).toEqualTypeOf<z.output<typeof publishInput>>();
        expectTypeOf(body.version).toEqualTypeOf<number>();
        expectTypeOf(query).toEqualTypeOf<undefined>();
        expectTypeOf(params).toEqualTypeOf<Record<never, string>>();
        return c.body(null, 204);
      },
    });
    endpoint({
      method: "get",
      path: "/things",
      tag: "Test",
      summary: "List",
      responses: { 200: { description: "The things" } },
      handler: ({ c, body }) => {
        expectTypeOf(body).toEqualTypeOf<undefined>();
        return c.json([]);
      },
    });
  });
});
