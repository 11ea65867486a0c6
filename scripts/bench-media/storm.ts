import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { photograph } from "../../tests/support/photographs.ts";
import { signIn } from "../support/admin-sign-in.ts";
import { spawnServer } from "../support/run-server.ts";
import { stopServer, whenHealthy } from "../support/spawned-server.ts";
import { rssMb, sampleRss } from "./rss-sampler.ts";

/**
 * The upload storm: twelve 12-megapixel photographs sent at once to a production server
 * process started as `npm run serve` starts it (scripts/support/run-server.ts), its
 * resident memory read from /proc every 100 ms. Then the refused ones are sent again after
 * their Retry-After, as a patient client would, until all twelve are stored.
 */

const UPLOADS = 12;
const ADMIN = { email: "bench-media@example.com", password: "bench-media-password-123" };

export interface StormFigures {
  uploads: number;
  uploadBytesMb: number;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  created: number;
  refused: number;
  other: string[];
  stormSeconds: number;
  allStoredSeconds: number;
  retries: number;
  /** Records in the library at the end: every upload that got a 201, and nothing else. */
  stored: number;
  serverAlive: boolean;
  retryAfter: string;
}

export async function runStorm(options: {
  buildDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
}): Promise<StormFigures> {
  // Noisy enough to weigh what a camera's JPEG does (4.5 MB at quality 97), each one
  // different so none shares another's variants.
  const inputs = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => photograph(4000, 3000, 15 + i * 29, { quality: 97 })),
  );
  const dataDir = mkdtempSync(join(tmpdir(), "bench-media-storm-"));
  const origin = `http://127.0.0.1:${options.port}`;
  const server = await startServer(origin, dataDir, options);
  try {
    const headers = await signIn(origin, ADMIN);
    // The site is warmed as after a few visits, then left to settle.
    for (const path of ["/", "/products", "/admin/media"])
      await (await fetch(origin + path)).text();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pid = server.pid as number;
    const idleMb = rssMb(pid) ?? 0;
    const sampler = sampleRss(pid);

    const { first, stormSeconds, allStoredSeconds, retries } = await sendStorm(
      origin,
      headers,
      inputs,
    );
    const count = (status: string) => first.filter((r) => r.status === status).length;
    const { peakMb } = sampler.stop();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const serverAlive = server.exitCode === null && (await fetch(`${origin}/healthz`)).ok;
    const list = await fetch(`${origin}/api/admin/media?limit=1`, { headers });
    const stored = Number(list.headers.get("x-total-count"));
    return {
      uploads: UPLOADS,
      uploadBytesMb: inputs.reduce((sum, b) => sum + b.length, 0) / UPLOADS / 2 ** 20,
      idleMb,
      peakMb,
      afterMb: rssMb(pid) ?? 0,
      created: count("201"),
      refused: count("503"),
      other: first.filter((r) => r.status !== "201" && r.status !== "503").map((r) => r.status),
      stormSeconds,
      allStoredSeconds,
      retries,
      stored,
      serverAlive,
      retryAfter: [...new Set(first.map((r) => r.retryAfter).filter(Boolean))].join(", ") || "—",
    };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(
  origin: string,
  dataDir: string,
  options: { buildDir: string; port: number; env: NodeJS.ProcessEnv },
): Promise<ChildProcess> {
  return whenHealthy(
    spawnServer(
      {
        ...options.env,
        BUILD_DIR: options.buildDir,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATABASE_URL: `sqlite:${join(dataDir, "site.db")}`,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
      },
      ["ignore", "ignore", "inherit"],
    ),
    origin,
    150,
  );
}

interface StormAnswer {
  index: number;
  status: string;
  retryAfter: string | null;
}

/**
 * Sends every picture at once to the media API, then the refused ones again after their
 * Retry-After, as a patient client would, until all are stored (or 100 retries).
 */
export async function sendStorm(
  origin: string,
  headers: Record<string, string>,
  inputs: Buffer[],
): Promise<{
  first: StormAnswer[];
  stormSeconds: number;
  allStoredSeconds: number;
  retries: number;
}> {
  const send = async (index: number): Promise<StormAnswer> => {
    const form = new FormData();
    const bytes = inputs[index] as Buffer;
    form.set(
      "file",
      new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }),
      `storm-${index}.jpg`,
    );
    form.set("alt", "A 12 MP photograph");
    try {
      const response = await fetch(`${origin}/api/admin/media`, {
        method: "POST",
        headers,
        body: form,
      });
      await response.arrayBuffer();
      return {
        index,
        status: String(response.status),
        retryAfter: response.headers.get("retry-after"),
      };
    } catch (error) {
      return { index, status: `error: ${(error as Error).message}`, retryAfter: null };
    }
  };
  const started = performance.now();
  const first = await Promise.all(inputs.map((_, i) => send(i)));
  const stormSeconds = (performance.now() - started) / 1000;
  let pending = first.filter((r) => r.status === "503");
  let retries = 0;
  while (pending.length > 0 && retries < 100) {
    const wait = Math.max(...pending.map((r) => Number(r.retryAfter) || 1));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    retries += pending.length;
    pending = (await Promise.all(pending.map((r) => send(r.index)))).filter(
      (r) => r.status === "503",
    );
  }
  return { first, stormSeconds, allStoredSeconds: (performance.now() - started) / 1000, retries };
}
