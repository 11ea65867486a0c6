import { spawnSync, type ChildProcess } from "node:child_process";
import { spawnServer } from "./run-server.ts";
import { whenHealthy } from "./spawned-server.ts";

/** Builds the site into `buildDir` for a benchmark, unless BENCH_SKIP_BUILD says it is built. */
export function buildForBench(buildDir: string): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const built = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) throw new Error("react-router build failed");
}

/**
 * The production server a load benchmark measures, started as `npm run serve` starts it (its
 * malloc settings, V8 flags and compile cache), with the form limits out of the load's way;
 * resolves once it answers /healthz.
 */
export function startLoadServer(options: {
  port: number;
  buildDir: string;
  databaseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  /** WEB_CONCURRENCY: how many server processes. */
  workers: string;
}): Promise<ChildProcess> {
  return whenHealthy(
    spawnServer(
      {
        ...process.env,
        BUILD_DIR: options.buildDir,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        FORM_RATE_LIMIT: "100000000",
        FORM_MIN_FILL_MS: "0",
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: options.workers,
      },
      ["ignore", "ignore", "inherit"],
    ),
    `http://127.0.0.1:${options.port}`,
  );
}
