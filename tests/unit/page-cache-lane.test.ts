import { getRequestListener } from "@hono/node-server";
import { connect } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import type { ApiEnv } from "../../server/api/env.ts";
import { listen, type Listeners } from "../../server/listeners.ts";
import { createPageCache } from "../../server/page-cache/page-cache.ts";

/**
 * A cached page answered by the fast lane is the very answer node:http's listener gives
 * (docs/decisions/103): the same status, headers and body for every kind of request a hit
 * depends on, from the one `answerHit`.
 */
let opened: Listeners;
let renders = 0;
/** Requests node:http's listener saw: none, for the ones the lane answers. */
let nodeHttpRequests = 0;
const watcher: GenerationWatcher = {
  known: () => 1,
  current: async () => 1,
  recent: async () => 1,
  refresh: async () => 1,
  watch: () => () => undefined,
};
const cache = createPageCache({
  watcher,
  secret: "a-secret-long-enough-for-the-tokens-0123456789",
});

beforeAll(async () => {
  const app = new Hono<ApiEnv>();
  app.use("*", async (c, next) => {
    c.set("secureCookies", false);
    await next();
  });
  app.use("*", cache.middleware);
  app.get("/", (c) => {
    renders++;
    return c.html(`<h1>${"A cached page. ".repeat(400)}</h1>`);
  });
  app.get("/uncached", (c) => c.text("not kept"));
  const toApp = getRequestListener(app.fetch);
  opened = await listen(
    (req, res) => {
      nodeHttpRequests++;
      if (!cache.serveDirect(req, res, false)) void toApp(req, res);
    },
    {
      port: 0,
      host: "127.0.0.1",
      sockets: 1,
      lane: { read: (head) => cache.answerHit(head.method, head.target, head, false) },
    },
  );
});
afterAll(async () => {
  cache.stop();
  await new Promise<void>((resolve) => opened.close(resolve));
});

/** Sends `requests` one after another on one connection; resolves with every byte received. */
function exchange(requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(opened.port, "127.0.0.1");
    let received = "";
    let answered = 0;
    const send = () => socket.write(requests[answered]!);
    socket.on("connect", send);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      // One answer is whole once its body (by Content-Length) has arrived.
      const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/);
      const last = answers[answers.length - 1]!;
      const length = Number(/Content-Length: (\d+)/i.exec(last)?.[1] ?? 0);
      const headEnd = last.indexOf("\r\n\r\n");
      const bodyless = last.startsWith("HTTP/1.1 304") || requests[answered]!.startsWith("HEAD");
      const complete =
        headEnd !== -1 &&
        (bodyless || Buffer.byteLength(last.slice(headEnd + 4), "latin1") >= length);
      if (!complete || answers.length <= answered) return;
      answered++;
      if (answered === requests.length) {
        socket.destroy();
        resolve(received);
      } else send();
    });
    socket.on("error", reject);
  });
}

const request = (method: string, path: string, ...headers: string[]) =>
  `${method} ${path} HTTP/1.1\r\nHost: x\r\n${headers.map((h) => `${h}\r\n`).join("")}\r\n`;
const withoutDate = (text: string) => text.replace(/\r\nDate: [^\r]+/g, "");
/** The last answer on a connection whose first request was not a hit: node:http's. */
const throughNodeHttp = async (hit: string) =>
  withoutDate((await exchange([request("GET", "/uncached"), hit])).replace(/^[^]*?not kept/, ""));

test("the lane and node:http answer a cached page with the same bytes", async () => {
  await exchange([request("GET", "/")]);
  expect(renders).toBe(1);
  const etag = /ETag: ([^\r]+)/.exec(await exchange([request("GET", "/")]))![1]!;
  const kinds = [
    request("GET", "/"),
    request("GET", "/", "Accept-Encoding: gzip, deflate, br"),
    request("GET", "/", "Accept-Encoding: gzip"),
    request("HEAD", "/"),
    request("GET", "/", `If-None-Match: ${etag}`),
    request("GET", "/?utm_source=fair", "Cookie: theme=dark"),
  ];
  for (const hit of kinds) {
    const before = nodeHttpRequests;
    const lane = withoutDate(await exchange([hit]));
    expect(nodeHttpRequests).toBe(before);
    expect(lane).toMatch(/^HTTP\/1\.1 (200 OK|304 Not Modified)\r\n/);
    expect(lane).toContain("X-Page-Cache: hit");
    expect(lane).toContain("Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n");
    expect(lane).toBe(await throughNodeHttp(hit));
    expect(nodeHttpRequests).toBe(before + 2);
  }
  expect(renders).toBe(1);
});
