import type { Context } from "hono";
import type { z } from "zod";
import type { ApiDependencies, ApiEnv } from "./env.ts";
import { fieldErrors, invalidFields, problem } from "./problem.ts";
import { readForm, readJsonWithin, type MultipartPart } from "./read-form.ts";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface HandlerInput<B, Q, P = Record<string, string>> {
  c: Context<ApiEnv>;
  body: B;
  /** The JSON body as sent, before unknown fields were dropped (for the spam checks). */
  raw: Record<string, unknown>;
  query: Q;
  params: P;
  /** The files of a multipart body an endpoint with `body` took instead of JSON; else empty. */
  files: MultipartPart[];
}

/** The names of an OpenAPI path's placeholders: "/leads/{kind}/{id}" gives "kind" | "id". */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The path parameters a handler receives; any string for an erased (non-literal) path. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in PathParamNames<P>]: string };

/** What a schema produces after parsing (its output type); undefined when there is none. */
export type Parsed<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One declaration per endpoint: the Hono route, its validation and its
 * OpenAPI entry are all derived from it, so they cannot drift apart. Who may call it is
 * the access policy's to say (app/domain/access/access-policy.ts, docs/decisions/086).
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends string = string,
> {
  method: Method;
  /** OpenAPI style: /products/{id} */
  path: P;
  /** OpenAPI operationId: a stable name for generated clients. */
  operationId?: string;
  tag: string;
  summary: string;
  body?: B;
  /**
   * A multipart/form-data body: its fields for the OpenAPI document, and the size cap that
   * replaces the API's 64 KB one for this route. Without `body` the handler reads the form
   * itself (the media upload). With `body`, the endpoint takes JSON or a form
   * (docs/decisions/083): the form's text fields are the body's fields (those named in
   * `jsonFields` hold JSON text), validated with `body` as JSON is, and its files reach the
   * handler as `files`; JSON keeps the 64 KB cap.
   */
  multipart?: {
    fields: z.ZodType;
    maxBytes: (deps: ApiDependencies) => number;
    jsonFields?: readonly string[];
  };
  query?: Q;
  responses: Record<
    number,
    {
      description: string;
      schema?: z.ZodType;
      headers?: string[];
      /** A file instead of JSON (an export): its media types, each a binary body. */
      files?: string[];
    }
  >;
  // A method, not a function property: its parameter is compared bivariantly, so an
  // Endpoint<B, Q, P> (checked with its own types in endpoint()) is also an Endpoint, the
  // erased type of the list, whose runner passes it the values parsed with these schemas.
  handler(input: HandlerInput<Parsed<B>, Parsed<Q>, PathParams<P>>): Promise<Response> | Response;
}

/**
 * Declares an endpoint: the handler's body and query are the output types of the `body` and
 * `query` schemas, and its params are named by the path's placeholders. Returns it erased.
 */
export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends string = string,
>(definition: Endpoint<B, Q, P>): Endpoint {
  return definition;
}

/** Parses and validates the body (JSON, or a form where allowed) and the query, answering 400/413/415 problems itself. */
export async function runEndpoint(definition: Endpoint, c: Context<ApiEnv>): Promise<Response> {
  let body: unknown = undefined;
  let rawBody: Record<string, unknown> = {};
  let files: MultipartPart[] = [];
  if (definition.body) {
    const read = await readBody(definition, c);
    if (read instanceof Response) return read;
    const parsed = definition.body.safeParse(read.raw);
    if (!parsed.success) {
      return invalidFields(c, fieldErrors(parsed.error.issues));
    }
    // On the validated value, not the raw body: unknown fields are already dropped, and the
    // known ones are shallow, so an absurdly nested body cannot exhaust the stack here.
    const nulField = findNulCharacter(parsed.data);
    if (nulField !== null) return nulProblem(c, nulField);
    body = parsed.data;
    rawBody = read.raw;
    files = read.files;
  }
  let query: unknown = undefined;
  if (definition.query) {
    const nulField = findNulCharacter(c.req.query());
    if (nulField !== null) return nulProblem(c, nulField);
    const parsed = definition.query.safeParse(c.req.query());
    if (!parsed.success) {
      return problem(c, 400, "The query has invalid parameters.", {
        errors: fieldErrors(parsed.error.issues),
      });
    }
    query = parsed.data;
  }
  return definition.handler({
    c,
    body,
    raw: rawBody,
    query,
    params: c.req.param() as Record<string, string>,
    files,
  });
}

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;

/** The body as an object, with the files of a form; or the problem that refuses it. */
async function readBody(
  definition: Endpoint,
  c: Context<ApiEnv>,
): Promise<{ raw: Record<string, unknown>; files: MultipartPart[] } | Response> {
  const type = c.req.header("content-type") ?? "";
  const { multipart } = definition;
  if (multipart && /^multipart\/form-data\b/i.test(type)) return readForm(c, multipart);
  if (!JSON_TYPE.test(type)) {
    return problem(
      c,
      415,
      multipart
        ? "Send the request body as application/json or multipart/form-data."
        : "Send the request body as application/json.",
    );
  }
  let raw: unknown;
  if (multipart) {
    // A route that also takes forms has no 64 KB limit in front of it: JSON keeps it here.
    const json = await readJsonWithin(c);
    if (json instanceof Response) return json;
    raw = json.value;
  } else {
    try {
      raw = await c.req.json();
    } catch {
      return problem(c, 400, "The request body is not valid JSON.");
    }
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return problem(c, 400, "The request body must be a JSON object.");
  }
  return { raw: raw as Record<string, unknown>, files: [] };
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL would fail the query with a 500;
 * no field of ours needs one. Returns the first field holding one, or null.
 */
function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key].join(".");
    const found = findNulCharacter(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function nulProblem(c: Context<ApiEnv>, field: string): Response {
  return invalidFields(c, { [field]: "Must not contain NUL characters" });
}

export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
