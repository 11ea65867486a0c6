import type { IncomingMessage } from "node:http";
import { afterEach, expect, test } from "vitest";
import type { LaneAnswer } from "../../server/fast-lane/fast-lane.ts";
import { listen, type Listeners } from "../../server/listeners.ts";
import { openRaw as open } from "../support/raw-connection.ts";

/**
 * The fast lane (docs/decisions/103): plain reads the responder knows are answered on the
 * socket; everything else, and everything after it on that connection, is node:http's, with
 * no byte lost or read twice.
 */
let opened: Listeners | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (opened ? opened.close(resolve) : resolve()));
  opened = undefined;
});

const HIT: LaneAnswer = {
  wireHead: Buffer.from("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n"),
  body: Buffer.from("hit"),
};

/** What node:http's listener saw, in order. */
let seen: string[] = [];

async function start(
  answer: (target: string) => LaneAnswer | null = (t) => (t === "/hit" ? HIT : null),
) {
  seen = [];
  opened = await listen(
    (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString();
        seen.push(`${req.method} ${req.url} ${body}`.trim());
        res.end(`app:${req.url};`);
      });
    },
    { port: 0, host: "127.0.0.1", sockets: 2, lane: { read: (head) => answer(head.target) } },
  );
  return opened.port;
}

const get = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`;

test("hits are answered on the socket with node:http's Date and keep-alive headers, again and again", async () => {
  const client = open(await start());
  for (let i = 1; i <= 3; i++) {
    await client.send(get("/hit"));
    await client.answers(i);
  }
  const text = client.received();
  expect(
    text.match(
      /HTTP\/1\.1 200 OK\r\nContent-Type: text\/plain\r\nContent-Length: 3\r\nDate: [^\r]+ GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nhit/g,
    ),
  ).toHaveLength(3);
  expect(seen).toEqual([]);
  client.socket.destroy();
});

test("after anything the lane does not answer, node:http answers the rest of the connection", async () => {
  const client = open(await start());
  await client.send(get("/hit"));
  await client.answers(1);
  await client.send(get("/other"));
  await client.answers(2);
  await client.send(get("/hit"));
  const text = await client.answers(3);
  expect(text).toContain("app:/other");
  expect(text).toContain("app:/hit");
  expect(seen).toEqual(["GET /other", "GET /hit"]);
  client.socket.destroy();
});

test("a body in a later packet, pipelined requests and a split head all reach node:http whole and in order", async () => {
  const port = await start();
  const post = open(port);
  await post.send("POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello");
  await new Promise((resolve) => setTimeout(resolve, 50));
  await post.send(" world");
  expect(await post.answers(1)).toContain("app:/form");

  const pipelined = open(port);
  await pipelined.send(get("/hit") + get("/second") + get("/hit"));
  const answers = await pipelined.answers(3);
  expect(answers.match(/app:[^;]+/g)).toEqual(["app:/hit", "app:/second", "app:/hit"]);

  const split = open(port);
  await split.send("GET /hit HTTP/1.1\r\nHo");
  await new Promise((resolve) => setTimeout(resolve, 50));
  await split.send("st: x\r\n\r\n");
  expect(await split.answers(1)).toContain("app:/hit");

  expect(seen).toEqual([
    "POST /form hello world",
    "GET /hit",
    "GET /second",
    "GET /hit",
    "GET /hit",
  ]);
  for (const client of [post, pipelined, split]) client.socket.destroy();
});

test("a client that does not read its answers is paced by node:http, not buffered by the lane", async () => {
  const big: LaneAnswer = {
    wireHead: Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${32 << 20}\r\n`),
    body: Buffer.alloc(32 << 20, 97),
  };
  const client = open(await start((target) => (target === "/big" ? big : null)));
  client.socket.pause();
  await client.send(get("/big"));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await client.send(get("/big"));
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The second request found the first answer still queued: node:http's listener took it.
  expect(seen).toEqual(["GET /big"]);
  client.socket.destroy();
});

test("a half-closed client gets its answer, then the connection ends", async () => {
  const client = open(await start());
  client.socket.end(get("/hit"));
  await client.answers(1);
  for (let i = 0; i < 100 && !client.closed(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(client.received()).toMatch(/\r\n\r\nhit$/);
  expect(client.closed()).toBe(true);
});

test(
  "an idle connection is closed after node:http's keep-alive timeout, and close ends the lane's",
  { timeout: 10_000 },
  async () => {
    const port = await start();
    for (const server of opened!.servers) server.keepAliveTimeout = 200;
    const idle = open(port);
    await idle.send(get("/hit"));
    await idle.answers(1);
    expect(idle.received()).toContain("Keep-Alive: timeout=0");
    // node:http waits a second longer than it advertises, so that the client closes first.
    for (let i = 0; i < 300 && !idle.closed(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(idle.closed()).toBe(true);

    for (const server of opened!.servers) server.keepAliveTimeout = 5000;
    const kept = open(port);
    await kept.send(get("/hit"));
    await kept.answers(1);
    await new Promise<void>((resolve) => opened!.close(resolve));
    opened = undefined;
    expect(kept.closed()).toBe(true);
  },
);
