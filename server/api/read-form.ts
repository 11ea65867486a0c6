import type { Context } from "hono";
import type { ApiDependencies, ApiEnv } from "./env.ts";
import { invalidFields, problem } from "./problem.ts";
import {
  BodyTooLargeError,
  boundaryOf,
  MultipartError,
  parseMultipart,
  readBody,
  type MultipartPart,
} from "./read-multipart.ts";
import { MAX_BODY_BYTES, MULTIPART_OVERHEAD_BYTES, tooLarge } from "./upload-limit.ts";

export type { MultipartPart };

/**
 * The body of an endpoint that takes JSON or a form (docs/decisions/083), read once into one
 * buffer under the route's cap (read-multipart.ts): its text fields as an object, a field
 * named in `jsonFields` parsed from JSON text, and its files.
 */
export async function readForm(
  c: Context<ApiEnv>,
  multipart: { maxBytes: (deps: ApiDependencies) => number; jsonFields?: readonly string[] },
): Promise<{ raw: Record<string, unknown>; files: MultipartPart[] } | Response> {
  const boundary = boundaryOf(c.req.header("content-type") ?? "");
  if (!boundary) return problem(c, 400, "The multipart body has no boundary.");
  const parts = await readParts(c, boundary, multipart.maxBytes(c.get("deps")));
  if (parts instanceof Response) return parts;
  const raw: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const part of parts) {
    if (part.fileName !== undefined) continue;
    const text = part.bytes.toString("utf8");
    if (!multipart.jsonFields?.includes(part.name)) {
      raw[part.name] = text;
      continue;
    }
    try {
      raw[part.name] = JSON.parse(text);
    } catch {
      errors[part.name] = "Must be JSON";
    }
  }
  if (Object.keys(errors).length > 0) return invalidFields(c, errors);
  return { raw, files: parts.filter((part) => part.fileName !== undefined) };
}

/** A multipart body's parts, read under `maxBytes` (and room for the other fields). */
export async function readParts(
  c: Context<ApiEnv>,
  boundary: string,
  maxBytes: number,
): Promise<MultipartPart[] | Response> {
  try {
    return parseMultipart(await readBody(c.req.raw, maxBytes + MULTIPART_OVERHEAD_BYTES), boundary);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(c, maxBytes);
    if (error instanceof MultipartError)
      return problem(c, 400, "The multipart body could not be read.");
    throw error;
  }
}

/** A JSON body within the API's 64 KB, for a route whose own cap is larger (it takes files). */
export async function readJsonWithin(c: Context<ApiEnv>): Promise<{ value: unknown } | Response> {
  let text: string;
  try {
    text = (await readBody(c.req.raw, MAX_BODY_BYTES)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return problem(c, 413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`, {
        headers: { Connection: "close" },
      });
    if (error instanceof MultipartError)
      return problem(c, 400, "The request body could not be read.");
    throw error;
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return problem(c, 400, "The request body is not valid JSON.");
  }
}
