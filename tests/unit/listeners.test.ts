import { request, type Agent } from "node:http";
import { createServer as createNetServer } from "node:net";
import { afterEach, expect, test } from "vitest";
import { LISTENING_SOCKETS, listen, type Listeners } from "../../server/listeners.ts";

/**
 * The port's sockets (docs/decisions/101): on Linux several sockets share one port through
 * SO_REUSEPORT, all behind the same listener, and they open and close as one.
 */
let opened: Listeners | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (opened ? opened.close(resolve) : resolve()));
  opened = undefined;
});

/** Which socket answered: the listener says so through the server it was called by. */
function whichServer(this: unknown) {
  return opened!.servers.indexOf(this as never);
}

function get(port: number, agent: Agent | false = false): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

test("on Linux, every socket listens on the one port, and new connections reach several", async () => {
  opened = await listen(
    function (this: unknown, _req, res) {
      res.end(String(whichServer.call(this)));
    },
    { port: 0, host: "127.0.0.1", platform: "linux" },
  );
  expect(opened.servers).toHaveLength(LISTENING_SOCKETS);
  for (const server of opened.servers)
    expect(server.address()).toMatchObject({ port: opened.port, address: "127.0.0.1" });

  // A new connection each time: the kernel spreads them by their addresses.
  const answers = await Promise.all(Array.from({ length: 64 }, () => get(opened!.port)));
  expect(new Set(answers).size).toBeGreaterThan(1);
  expect(answers.every((answer) => Number(answer) >= 0)).toBe(true);
});

test("where the kernel does not spread connections, one socket listens, without SO_REUSEPORT", async () => {
  opened = await listen((_req, res) => res.end("ok"), {
    port: 0,
    host: "127.0.0.1",
    platform: "darwin",
  });
  expect(opened.servers).toHaveLength(1);
  expect(await get(opened.port)).toBe("ok");
  // Without SO_REUSEPORT a second socket cannot join the port.
  await expect(
    listen(() => undefined, { port: opened.port, host: "127.0.0.1", platform: "linux" }),
  ).rejects.toMatchObject({ code: "EADDRINUSE" });
});

test("a port another program holds is refused, and no socket of the group stays open", async () => {
  const other = createNetServer();
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const port = (other.address() as { port: number }).port;
  try {
    await expect(
      listen(() => undefined, { port, host: "127.0.0.1", platform: "linux" }),
    ).rejects.toMatchObject({ code: "EADDRINUSE" });
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
  // Nothing of the refused group kept the port: it is free again.
  opened = await listen((_req, res) => res.end("ok"), { port, host: "127.0.0.1", sockets: 2 });
  expect(await get(port)).toBe("ok");
});

test("close stops every socket and waits for the connections in flight", async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const group = await listen(
    (_req, res) => {
      void held.then(() => res.end("finished"));
    },
    { port: 0, host: "127.0.0.1", platform: "linux", sockets: 4 },
  );
  const answer = get(group.port);
  // The request is in flight once the server has it.
  await new Promise<void>((resolve) =>
    group.servers.forEach((server) => server.once("request", () => resolve())),
  );
  let closed = false;
  group.close(() => (closed = true));
  await expect(get(group.port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  expect(closed).toBe(false);
  release();
  expect(await answer).toBe("finished");
  await expect.poll(() => closed).toBe(true);
});
