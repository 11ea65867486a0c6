/**
 * glibc's malloc settings for a server that runs sharp (docs/decisions/055). Without them
 * every thread that decodes or encodes a picture gets a heap arena of its own, and freed
 * pixel buffers stay in those arenas: after a burst of uploads the process kept ~400 MB it
 * no longer used. glibc reads them once, when the process starts, so whoever starts the
 * server sets them: `npm start`, `npm run serve` and the cluster primary for its workers.
 */
export const MALLOC_SETTINGS = {
  /** Two heap arenas shared by all threads instead of up to eight per core. */
  MALLOC_ARENA_MAX: "2",
  /**
   * Blocks of 128 KB and more (pixel buffers, encoder frames) are mapped on their own and
   * go back to the system when freed; setting it also stops glibc from raising it after
   * the first large free, which is what let pixel buffers pile up in the arenas.
   */
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;

/** `env` with the malloc settings it lacks; an operator's own values are kept. */
export function withMallocSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...MALLOC_SETTINGS, ...env };
}

/** The settings this process was started without, on glibc (musl has no such knobs). */
export function missingMallocSettings(): string[] {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return [];
  return Object.keys(MALLOC_SETTINGS).filter((name) => process.env[name] === undefined);
}
