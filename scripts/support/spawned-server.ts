import type { ChildProcess } from "node:child_process";

/**
 * Resolves with the server once `origin` answers /healthz, asked every 200 ms. The server
 * migrates, seeds and warms its pages before it opens the port, which takes up to two minutes
 * on a busy machine: hence 600 tries by default. A server that never answers is killed.
 */
export async function whenHealthy(
  child: ChildProcess,
  origin: string,
  attempts = 600,
): Promise<ChildProcess> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the server did not answer on ${origin}/healthz`);
}

/** Stops the server and waits for it to exit, so the next one may take its port. */
export async function stopServer(server: ChildProcess): Promise<void> {
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
}
