/**
 * Where the built server lives and what its threads are called (docs/decisions/095): the
 * build bundles `server/main.ts` and each `server/<thread>/worker.ts` into `<build>/runtime`.
 */
export const RUNTIME_DIR = "runtime";
export const THREAD_NAMES = ["submission-thread", "mail-thread", "datasheet-thread"] as const;
export type ThreadName = (typeof THREAD_NAMES)[number];

/**
 * The module a background thread runs. Bundled, it is the thread's file beside the running
 * chunk; from the sources (the tests, `node server/main.ts`), its TypeScript module.
 */
export function threadModule(name: ThreadName): URL {
  return import.meta.url.endsWith(".js")
    ? new URL(`./${name}.js`, import.meta.url)
    : new URL(`./${name}/worker.ts`, import.meta.url);
}
