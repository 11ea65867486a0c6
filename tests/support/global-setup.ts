import type { TestProject } from "vitest/node";
import { detectPostgres } from "./databases.ts";
import { buildSeededTemplates, type SeededTemplates } from "./seeded-template.ts";
import { bundleThreads } from "./thread-runtime.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
    /** The folder of the bundled thread modules (tests/support/thread-runtime.ts). */
    threadRuntimeDir: string;
  }
}

/**
 * Says once, at the top of the run, when the PostgreSQL copies of the API tests are skipped and
 * why; builds the seeded databases every test app starts from (tests/support/seeded-template.ts)
 * and the thread modules every test app's threads run (tests/support/thread-runtime.ts).
 */
export default async function setup(project: TestProject) {
  const postgres = await detectPostgres();
  if (postgres.skipReason) {
    process.stdout.write(`\n  PostgreSQL tests skipped: ${postgres.skipReason}\n\n`);
  }
  const threads = await bundleThreads();
  project.provide("threadRuntimeDir", threads.dir);
  const { templates, remove } = await buildSeededTemplates(postgres.url);
  project.provide("seededTemplates", templates);
  return async () => {
    await remove();
    await threads.remove();
  };
}
