import fc from "fast-check";
import { ENQUIRY_KINDS } from "../../app/domain/enquiries/enquiry-kinds.ts";
import { anyJson, hostileString } from "./hostile.ts";
import type { Operation } from "./operations.ts";
import { valueOf, type Resolve } from "./schema-values.ts";

/** Who sends: a visitor or the administrator, with or without the CSRF header. */
export type Sender = "visitor" | "visitor-no-csrf" | "admin" | "admin-no-csrf";

export interface FuzzRequest {
  operation: Operation;
  sender: Sender;
  url: string;
  /** A JSON value to send as JSON, a multipart form, or a raw body with its own content type. */
  body?:
    | { json: unknown }
    | { form: Array<[name: string, value: string | Uint8Array]> }
    | { raw: string; contentType?: string };
}

/** Ids that exist, so some requests reach the records themselves. */
export interface KnownIds {
  products: string[];
  records: string[];
}

const SESSION_PATHS = /\/admin\/log(in|out)$/;

const encode = (value: string) => encodeURIComponent(value).replace(/\./g, "%2E");

function pathValue(known: KnownIds, name: string): fc.Arbitrary<string> {
  const real =
    name === "section"
      ? ["company", "home", "about", "services", "contact", "testimonials", "trust", "footer"]
      : name === "version"
        ? ["1", "2", "999999"]
        : name === "kind"
          ? [...ENQUIRY_KINDS]
          : [...known.products, ...known.records];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map(encode) },
  );
}

/** The smallest PNG there is (1 × 1, opaque): some uploads should get through. */
const TINY_PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
    "base64",
  ),
);

/** Forms for an upload: random bytes, hostile text, an image, odd field names. */
const uploadForm: fc.Arbitrary<FuzzRequest["body"]> = fc
  .record({
    file: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      hostileString,
      fc.constant(TINY_PNG),
      fc
        .uint8Array({ maxLength: 64 })
        .map((tail) => Uint8Array.from([...TINY_PNG.slice(0, 40), ...tail])),
    ),
    alt: fc.option(hostileString, { nil: undefined }),
    extra: fc.option(fc.tuple(hostileString, hostileString), { nil: undefined }),
  })
  .map(({ file, alt, extra }) => ({
    form: [
      ["file", file] as [string, string | Uint8Array],
      ...(alt === undefined ? [] : [["alt", alt] as [string, string]]),
      ...(extra === undefined ? [] : [extra]),
    ],
  }));

function bodyFor(operation: Operation, resolve: Resolve): fc.Arbitrary<FuzzRequest["body"]> {
  if (operation.multipart) {
    // An endpoint that takes JSON or a form (a quote request) gets shaped JSON too.
    const shapedJson = operation.body
      ? [{ weight: 6, arbitrary: valueOf(operation.body, resolve).map((json) => ({ json })) }]
      : [];
    return fc.oneof(
      ...shapedJson,
      { weight: 8, arbitrary: uploadForm },
      { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          // A multipart body cut short, and one without its boundary.
          {
            raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
            contentType: "multipart/form-data; boundary=x",
          },
          { raw: "file=abc", contentType: "multipart/form-data" },
        ),
      },
    );
  }
  const shaped = operation.body
    ? valueOf(operation.body, resolve).map((json) => ({ json }))
    : fc.constant(undefined);
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 2, arbitrary: anyJson.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: "{", contentType: "application/json" },
        { raw: '{"a":', contentType: "application/json" },
        { raw: "name=x&email=y", contentType: "application/x-www-form-urlencoded" },
        { raw: "plain text", contentType: "text/plain" },
        { raw: "{}", contentType: undefined },
        { raw: `{"x":"${"a".repeat(70_000)}"}`, contentType: "application/json" },
        { raw: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: "application/json" },
      ),
    },
  );
}

export function requestArbitrary(
  operations: Operation[],
  resolve: Resolve,
  known: KnownIds,
): fc.Arbitrary<FuzzRequest> {
  // A sign-in attempt costs a 0.4 s password hash: aim fewer requests there.
  const weighted = operations.map((operation) => ({
    weight: SESSION_PATHS.test(operation.path) ? 1 : 4,
    arbitrary: fc.constant(operation),
  }));
  return fc.oneof(...weighted).chain((operation) =>
    fc
      .record({
        // The administrator's session must last the run: visitors sign in and out.
        sender: SESSION_PATHS.test(operation.path)
          ? fc.constantFrom<Sender>("visitor", "visitor-no-csrf")
          : fc.constantFrom<Sender>(
              "visitor",
              "visitor-no-csrf",
              "admin",
              "admin",
              "admin-no-csrf",
            ),
        params: fc.tuple(
          ...operation.pathParams.map((name) => pathValue(known, name)),
          fc.constant(""),
        ),
        query: fc.tuple(
          ...operation.query.map((q) =>
            fc.option(fc.oneof(valueOf(q.schema, resolve).map(String), hostileString), {
              nil: undefined,
            }),
          ),
          fc.constant(undefined),
        ),
        body: operation.method === "GET" ? fc.constant(undefined) : bodyFor(operation, resolve),
      })
      .map(({ sender, params, query, body }) => {
        let path = operation.path;
        operation.pathParams.forEach((name, index) => {
          path = path.replace(`{${name}}`, params[index] ?? "");
        });
        const search = new URLSearchParams();
        operation.query.forEach((q, index) => {
          const value = query[index];
          if (value !== undefined) search.set(q.name, value);
        });
        const url = search.size ? `${path}?${search}` : path;
        return { operation, sender, url, body };
      }),
  );
}
