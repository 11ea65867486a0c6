import type { TestProject } from "vitest/node";
import { detectPostgres } from "./databases.ts";
import { buildSeededTemplates, type SeededTemplates } from "./seeded-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/**
 * Says once, at the top of the run, when the PostgreSQL copies of the API tests are skipped and
 * why; builds the seeded databases every test app starts from (tests/support/seeded-template.ts).
 */
export default async function setup(project: TestProject) {
  const postgres = await detectPostgres();
  if (postgres.skipReason) {
    process.stdout.write(`\n  PostgreSQL tests skipped: ${postgres.skipReason}\n\n`);
  }
  const { templates, remove } = await buildSeededTemplates(postgres.url);
  project.provide("seededTemplates", templates);
  return remove;
}
