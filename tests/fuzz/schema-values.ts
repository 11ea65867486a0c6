import fc from "fast-check";
import { anyJson, hostileString } from "./hostile.ts";
import type { JsonSchema } from "./operations.ts";

/**
 * Fields whose rules a schema's types do not spell out (an e-mail's shape, a phone's
 * digits, an image path): plausible values, so requests get past validation.
 */
const NAMED: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  phone: fc.constantFrom("+91 98765 43210", "0265 234 5678", "9876543210"),
  imageUrl: fc.constantFrom("/images/catalogue/packaging.svg", "https://example.com/a.jpg"),
  images: fc.constant(["/images/catalogue/packaging.svg"]),
  message: fc.lorem({ mode: "sentences", maxCount: 2 }).map((t) => `Message: ${t}`),
  serviceDetails: fc.lorem({ maxCount: 8 }).map((t) => `Details: ${t}`),
  productRequirement: fc.lorem({ maxCount: 8 }).map((t) => `Requirement: ${t}`),
};

export type Resolve = (ref: string) => JsonSchema;

/**
 * Values shaped by a JSON schema: mostly valid, so requests get past validation and
 * reach the handlers, with a hostile value in place of a field now and then.
 */
export function valueOf(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") return valueOf(resolve(schema.$ref), resolve, depth);
  if (depth > 5) return anyJson;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueOf(v, resolve, depth + 1)));
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return fc.oneof(...types.map((type) => typed(type, schema, resolve, depth)));
}

function typed(type: string | undefined, schema: JsonSchema, resolve: Resolve, depth: number) {
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 100_000,
      });
    case "number":
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      return fc.array(valueOf(items, resolve, depth + 1), {
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 5, 5),
      });
    }
    case "object":
      return objectOf(schema, resolve, depth);
    default:
      return anyJson;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 60, 300);
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uri") return fc.webUrl();
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
    { weight: 1, arbitrary: hostileString },
  );
}

function objectOf(schema: JsonSchema, resolve: Resolve, depth: number) {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 9, arbitrary: NAMED[key] ?? valueOf(value, resolve, depth + 1) },
        { weight: 1, arbitrary: anyJson },
      ),
    ]),
  );
  const optional = Object.keys(properties).filter((key) => !required.has(key));
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [...required] }),
      fc.subarray(optional),
      fc.dictionary(hostileString, anyJson, { maxKeys: 2 }),
    )
    .map(([record, keep, extra]) => {
      const value: Record<string, unknown> = { ...extra };
      for (const [key, field] of Object.entries(record)) {
        if (required.has(key) || keep.includes(key)) value[key] = field;
      }
      return value;
    });
}
