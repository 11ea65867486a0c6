import { build } from "esbuild";
import type { Plugin } from "vite";
import { RUNTIME_DIR, THREAD_NAMES } from "../server/runtime-layout.ts";

/**
 * Packages left out of the server's bundle and loaded from node_modules: native code (sharp),
 * packages that read files beside their own modules at run time (pdfkit's fonts, pino's
 * transport threads), optional native bindings (pg), exceljs (about 35 MB once loaded, and
 * only loaded by a spreadsheet import or export: decision 085), and React with React Router,
 * which the React Router build imports too and which must be one copy.
 */
const EXTERNAL = [
  "sharp",
  "pdfkit",
  "exceljs",
  "pino",
  "pg",
  "react",
  "react-dom",
  "react-router",
  "@react-router/*",
];

/** The thread modules, each bundled as `<name>.js` (server/runtime-layout.ts finds them). */
export const THREAD_ENTRIES = Object.fromEntries(
  THREAD_NAMES.map((name) => [name, `server/${name}/worker.ts`] as const),
);

/**
 * Bundles server modules into `outdir` as the production build does. The Vitest set-up bundles
 * the thread modules alone the same way, so the tests' threads run what production runs.
 */
export async function bundleServerModules(
  entryPoints: Record<string, string>,
  outdir: string,
): Promise<void> {
  await build({
    entryPoints,
    outdir,
    // One folder: a thread module is found beside the chunk that starts it.
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    external: EXTERNAL,
    // CommonJS packages inside an ES module bundle still call `require` for Node's own.
    banner: {
      js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);',
    },
    logLevel: "warning",
  });
}

/**
 * Bundles the Hono server and its thread modules into `<build>/runtime` when the server
 * build is written (docs/decisions/095): production then runs JavaScript, so no thread ever
 * loads Node's TypeScript stripper, and the thousand modules of the server's imports load as a
 * few files. Splitting keeps what the server loads on first use (pdfkit's renderers, the
 * OpenAPI document, passkeys) in chunks of its own, loaded when first needed as before.
 */
export function serverRuntime(buildDirectory: string): Plugin {
  return {
    name: "server-runtime",
    apply: "build",
    async closeBundle() {
      await bundleServerModules(
        { main: "server/main.ts", ...THREAD_ENTRIES },
        `${buildDirectory}/${RUNTIME_DIR}`,
      );
    },
  };
}
