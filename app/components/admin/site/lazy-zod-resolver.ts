import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver that loads zod, its resolver and the schema with the first check
 * (the first submit), not with the page. The fields are drawn from a shape the loader reads off
 * the same schema (schema-shape.ts), so a screen needs the schema only to check; the server
 * checks again either way.
 */
export function lazyZodResolver(loadSchema: () => Promise<z.ZodType>): Resolver<FieldValues> {
  let ready: Promise<Resolver<FieldValues>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        // A failed download is tried again on the next submit.
        ready = undefined;
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
