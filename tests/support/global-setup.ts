import { detectPostgres } from "./databases.ts";

/** Says once, at the top of the run, when the PostgreSQL copies of the API tests are skipped and why. */
export default async function announcePostgres() {
  const postgres = await detectPostgres();
  if (postgres.skipReason) {
    process.stdout.write(`\n  PostgreSQL tests skipped: ${postgres.skipReason}\n\n`);
  }
}
