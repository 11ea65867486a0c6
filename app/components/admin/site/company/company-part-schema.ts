import { z } from "zod";
import { companySchema } from "~/domain/site/company-schema";
import type { CompanyPart } from "./company-parts";

/** The schema of one card: the company schema's own fields, so browser and server agree. */
export function partSchema(part: CompanyPart) {
  const shape = companySchema.shape;
  return z.object(Object.fromEntries(part.fields.map((field) => [field, shape[field]])));
}
