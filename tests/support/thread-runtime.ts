import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { bundleServerModules, THREAD_ENTRIES } from "../../scripts/vite-server-runtime.ts";

/**
 * The background threads bundled once for the run, as the production build bundles them
 * (docs/decisions/095): every test app starts two threads, and a thread that loads the
 * server's modules from TypeScript sources spends about a second of CPU stripping types first.
 * The folder sits under node_modules/.cache so that the bundle's external packages (pg, pino,
 * sharp, pdfkit) resolve from the project's node_modules.
 */
export async function bundleThreads(): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = join(process.cwd(), "node_modules", ".cache", "test-threads");
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, "run-"));
  await bundleServerModules(THREAD_ENTRIES, dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
