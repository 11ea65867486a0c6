import { spawn, type SpawnOptions } from "node:child_process";
import { join } from "node:path";
import { withMallocSettings } from "../../server/malloc-settings.ts";
import { RUNTIME_DIR } from "../../server/runtime-layout.ts";

/**
 * V8's flags for the server (docs/decisions/104). Semi-spaces of up to 8 MB: under a mixed load
 * a request's objects die young instead of being promoted and collected by the old
 * generation's marking, while an upload's buffers, which only a collection of the young
 * generation frees, do not pile up as they did with V8's own 16 MB. `--expose-gc` lets the
 * server collect once, reducing memory, after its warm-up (`server/warm-up.ts`): that gives
 * back the young generation the warm-up grew. The old generation of each thread is capped at
 * 512 MB: V8 sizes its heap's growth by that limit (otherwise a share of this machine's
 * 24 GB), and the idle process keeps about 12 MB less (docs/decisions/095). Worker processes
 * (WEB_CONCURRENCY) inherit them.
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--max-old-space-size=512",
  "--expose-gc",
];

/**
 * Node keeps the compiled, type-stripped modules here: a start with the cache warm never loads
 * the TypeScript stripper (amaro, about 5 MB in each of the three threads) and starts sooner.
 * In DATA_DIR, the one folder the service may write (deploy/systemd/industrial-site.service).
 */
function compileCacheDir(env: NodeJS.ProcessEnv): string {
  return env.NODE_COMPILE_CACHE || join(env.DATA_DIR || "data", "compile-cache");
}

/** The built server: `server/main.ts` bundled by the build (docs/decisions/095). */
export function serverEntry(env: NodeJS.ProcessEnv): string {
  return join(env.BUILD_DIR || "build", RUNTIME_DIR, "main.js");
}

/**
 * The built server in production mode, as `npm start` and `npm run serve` start it, and as
 * the browser tests, the deploy check and the benchmarks start it: with glibc's malloc
 * settings, which must be in place before the process starts (docs/decisions/055), V8's flags
 * and the compile cache.
 */
export function spawnServer(env: NodeJS.ProcessEnv, stdio: SpawnOptions["stdio"] = "inherit") {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry(env)], {
    stdio,
    env: withMallocSettings({
      ...env,
      NODE_ENV: "production",
      NODE_COMPILE_CACHE: compileCacheDir(env),
    }),
  });
}

/** Runs the server in the foreground: signals are passed on, its exit code is this one's. */
export function runServer(env: NodeJS.ProcessEnv): void {
  const server = spawnServer(env);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
