import type { IncomingMessage } from "node:http";
import { afterEach, expect, test } from "vitest";
import type { LaneAnswer, LanePoster } from "../../server/fast-lane/fast-lane.ts";
import { listen, type Listeners } from "../../server/listeners.ts";
import { openRaw as open } from "../support/raw-connection.ts";

/**
 * Small posts in the fast lane (docs/decisions/106): a complete POST the poster takes is
 * answered on the socket, and the connection stays in the lane; anything else is node:http's,
 * whole and in order.
 */
let opened: Listeners | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (opened ? opened.close(resolve) : resolve()));
  opened = undefined;
});

const HIT: LaneAnswer = {
  wireHead: Buffer.from("HTTP/1.1 200 OK\r\nContent-Length: 3\r\n"),
  body: Buffer.from("hit"),
};

/** What node:http's listener saw, and what the poster answered, in order. */
let seen: string[] = [];
let posted: string[] = [];
/** Each post's answer waits for this before it is given. */
let gate: Promise<unknown> = Promise.resolve();

const poster = (overrides: Partial<LaneAnswer> = {}): LanePoster => ({
  maxBodyBytes: 64,
  answer(request) {
    if (!request.target.startsWith("/api/")) return null;
    const body = request.body.toString();
    posted.push(`${request.target} ${body}`);
    return gate.then(() => ({
      wireHead: Buffer.from(`HTTP/1.1 201 Created\r\nContent-Length: ${body.length + 3}\r\n`),
      body: Buffer.from(`ok:${body}`),
      ...overrides,
    }));
  },
});

async function start(post: LanePoster = poster()) {
  seen = [];
  posted = [];
  gate = Promise.resolve();
  opened = await listen(
    (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        seen.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`.trim());
        res.end(`app:${req.url};`);
      });
    },
    {
      port: 0,
      host: "127.0.0.1",
      sockets: 2,
      lane: { read: (head) => (head.target === "/hit" ? HIT : null), post },
    },
  );
  return opened.port;
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
const post = (path: string, body: string, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n${extra}\r\n${body}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a small post is answered in the lane, and the connection's later hits stay there", async () => {
  const client = open(await start());
  await client.send(post("/api/contacts", "{}"));
  await client.answers(1);
  await client.send(get("/hit"));
  await client.answers(2);
  await client.send(post("/api/contacts", "[1]"));
  const text = await client.answers(3);
  expect(text).toMatch(
    /^HTTP\/1\.1 201 Created\r\nContent-Length: 5\r\nDate: [^\r]+ GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nok:\{\}HTTP\/1\.1 200 OK\r\n[^]*hitHTTP\/1\.1 201 Created\r\n[^]*ok:\[1\]$/,
  );
  expect(posted).toEqual(["/api/contacts {}", "/api/contacts [1]"]);
  expect(seen).toEqual([]);
  client.socket.destroy();
});

test("what the client sends while a post is answered waits, and is answered after it", async () => {
  const client = open(await start());
  let release: (value?: unknown) => void = () => undefined;
  gate = new Promise((resolve) => (release = resolve));
  await client.send(post("/api/slow", "1"));
  await pause(30);
  await client.send(get("/hit"));
  await pause(50);
  expect(client.received()).toBe("");
  release();
  const text = await client.answers(2);
  expect(text.indexOf("ok:1")).toBeLessThan(text.indexOf("hit"));
  expect(seen).toEqual([]);
  client.socket.destroy();
});

test("posts outside the subset, or that the poster does not take, reach node:http whole", async () => {
  const port = await start();
  const cases = [
    post("/form", "not the api"),
    post("/api/big", "x".repeat(65)),
    post("/api/chunked", "", "Transfer-Encoding: chunked\r\n").replace(
      "Content-Length: 0\r\n",
      "",
    ) + "3\r\nabc\r\n0\r\n\r\n",
    post("/api/expect", "abc", "Expect: 100-continue\r\n"),
    post("/api/two", "abc", "Content-Length: 3\r\n"),
    post("/api/close", "abc", "Connection: close\r\n"),
    post("/api/pipelined", "abc") + get("/hit"),
  ];
  const clients = cases.map(() => open(port));
  await Promise.all(clients.map((client, i) => client.send(cases[i]!)));
  await Promise.all(clients.map((client, i) => client.answers(i === 6 ? 2 : 1)));
  expect(posted).toEqual([]);
  expect(seen.sort()).toEqual(
    [
      "POST /form not the api",
      `POST /api/big ${"x".repeat(65)}`,
      "POST /api/chunked abc",
      "POST /api/expect abc",
      "POST /api/close abc",
      "POST /api/pipelined abc",
      "GET /hit",
    ].sort(),
  );
  // Two Content-Length fields: node:http refuses the request itself.
  expect(clients[4]!.received()).toMatch(/^HTTP\/1\.1 400/);
  for (const client of clients) client.socket.destroy();
});

test("a body in a later packet goes to node:http, which reads it whole", async () => {
  const client = open(await start());
  await client.send("POST /api/late HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello");
  await pause(50);
  await client.send(" world");
  expect(await client.answers(1)).toContain("app:/api/late");
  expect(seen).toEqual(["POST /api/late hello world"]);
  expect(posted).toEqual([]);
  client.socket.destroy();
});

test("an answer that asks for the end of the connection ends it", async () => {
  const client = open(await start(poster({ close: true })));
  await client.send(post("/api/contacts", "{}"));
  await client.answers(1);
  for (let i = 0; i < 100 && !client.closed(); i++) await pause(10);
  expect(client.received()).toMatch(/\r\nConnection: close\r\n\r\nok:\{\}$/);
  expect(client.closed()).toBe(true);
});

test("closing the server lets a post under way finish, then ends its connection", async () => {
  const client = open(await start());
  let release: (value?: unknown) => void = () => undefined;
  gate = new Promise((resolve) => (release = resolve));
  await client.send(post("/api/slow", "1"));
  await pause(30);
  let closed = false;
  opened!.close(() => (closed = true));
  opened = undefined;
  await pause(50);
  expect(client.closed()).toBe(false);
  release();
  await client.answers(1);
  for (let i = 0; i < 100 && !closed; i++) await pause(10);
  expect(client.received()).toContain("ok:1");
  expect(client.closed()).toBe(true);
  expect(closed).toBe(true);
});

test("a poster that fails ends the connection without an answer", async () => {
  const failing: LanePoster = {
    maxBodyBytes: 64,
    answer: () => Promise.reject(new Error("the app failed")),
  };
  const client = open(await start(failing));
  await client.send(post("/api/contacts", "{}"));
  for (let i = 0; i < 100 && !client.closed(); i++) await pause(10);
  expect(client.closed()).toBe(true);
  expect(client.received()).toBe("");
});
