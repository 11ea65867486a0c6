import { spawn, type SpawnOptions } from "node:child_process";
import { withMallocSettings } from "../../server/malloc-settings.ts";

/**
 * `server/main.ts` in production mode, as `npm start` and `npm run serve` start it: with
 * glibc's malloc settings, which must be in place before the process starts
 * (docs/decisions/055).
 */
export function spawnServer(env: NodeJS.ProcessEnv, stdio: SpawnOptions["stdio"] = "inherit") {
  return spawn(process.execPath, ["server/main.ts"], {
    stdio,
    env: withMallocSettings({ ...env, NODE_ENV: "production" }),
  });
}

/** Runs the server in the foreground: signals are passed on, its exit code is this one's. */
export function runServer(env: NodeJS.ProcessEnv): void {
  const server = spawnServer(env);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
