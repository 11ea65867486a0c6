import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readRequestHead } from "../../server/fast-lane/request-head.ts";
import { readPostRequest } from "../../server/fast-lane/request-post.ts";

/**
 * The fast lane and node:http must never read one request differently (docs/decisions/103,
 * 106): every mutation of a plain read or a small post that the lane accepts is sent to
 * node:http alone, which must see exactly one request with the same method, target and body,
 * and keep the connection.
 */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
    req.on("end", () => res.end(Buffer.from(`${req.method} ${req.url} ${body}|`, "latin1")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * What node:http answered to `bytes` on a fresh connection: read until an answer is complete
 * (its head for a HEAD, else the echo's closing `|`), then 100 ms more for anything after it
 * (a second answer, the connection's end), or until the connection ends, or 5 s.
 */
function nodeReads(bytes: Buffer, bodiless: boolean): Promise<{ answer: string; open: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let open = true;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ answer, open });
    };
    const complete = () => (bodiless ? answer.includes("\r\n\r\n") : answer.endsWith("|"));
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (complete()) setTimeout(finish, 100);
    });
    socket.on("close", () => {
      open = false;
      finish();
    });
    socket.on("error", () => (open = false));
    socket.write(bytes);
    setTimeout(finish, 5000);
  });
}

const BASES = [
  "GET / HTTP/1.1\r\nHost: example.com\r\n\r\n",
  "GET /products/prod-001?utm_source=mail HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nCookie: XSRF-TOKEN=public.a\r\nConnection: keep-alive\r\n\r\n",
  'HEAD /api/products HTTP/1.1\r\nHost: x\r\nIf-None-Match: "abc"\r\nX-Forwarded-For: 1.2.3.4\r\n\r\n',
];
const INSERTS = [
  " ",
  "\t",
  "\r",
  "\n",
  "\r\n",
  ":",
  "\x00",
  "\x7f",
  "\x80",
  "a",
  "/",
  "%",
  ",",
  "H",
];
const POSTS = [
  'POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"name":"A"}\n',
  "POST /api/quote-requests?x=1 HTTP/1.1\r\nhost: x:3000\r\ncontent-length: 5\r\nConnection: keep-alive\r\nCookie: a=b\r\n\r\nhello",
  "POST /api/callback-requests HTTP/1.1\r\nHost: example.com\r\nOrigin: http://example.com\r\nX-XSRF-TOKEN: public.a\r\nAccept-Encoding: gzip, br\r\nContent-Length: 2\r\n\r\n{}",
];
const LINES = [
  "Content-Length: 5",
  "Content-Length: 13",
  "Transfer-Encoding: chunked",
  "Host: y",
  " folded",
  "X: y",
];

/** A small seeded generator, so a failure names a mutation that can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat after a few steps.
    return (state >>> 12) % below;
  };
}

function mutate(base: string, next: (below: number) => number): string {
  let text = base;
  for (let n = 1 + next(3); n > 0; n--) {
    const at = next(text.length + 1);
    const kind = next(4);
    if (kind === 0) text = text.slice(0, at) + INSERTS[next(INSERTS.length)] + text.slice(at);
    else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1);
    else if (kind === 2) {
      const line = text.indexOf("\r\n", at);
      if (line !== -1)
        text = `${text.slice(0, line)}\r\n${LINES[next(LINES.length)]}${text.slice(line)}`;
    } else text = text.slice(0, at) + text.slice(at, at + 6).toUpperCase() + text.slice(at + 6);
  }
  return text;
}

/** Mutations of `bases` the reader accepts and refuses, side by side with node:http's reading. */
async function compare(
  bases: string[],
  reads: (bytes: Buffer) => { method: string; target: string; body: string } | null,
  seed: number,
  rounds = 10_000,
) {
  const next = random(seed);
  const accepted: string[] = [];
  let refused = 0;
  for (let i = 0; i < rounds; i++) {
    const text = mutate(bases[i % bases.length]!, next);
    if (reads(Buffer.from(text, "latin1"))) accepted.push(text);
    else refused++;
  }
  const distinct = [...new Set(accepted)].slice(0, 500);
  // The mutations must exercise both sides, or the test proves nothing.
  expect(distinct.length).toBeGreaterThan(150);
  expect(refused).toBeGreaterThan(rounds / 2);
  // Side by side, each exchange on a connection of its own.
  const read = await Promise.all(
    distinct.map(async (text) => {
      const request = reads(Buffer.from(text, "latin1"))!;
      const bodiless = request.method === "HEAD";
      return { text, request, ...(await nodeReads(Buffer.from(text, "latin1"), bodiless)) };
    }),
  );
  for (const { text, request, answer, open } of read) {
    const answers = answer.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    expect({ text, answers, open }).toEqual({ text, answers: ["HTTP/1.1 200"], open: true });
    if (request.method === "HEAD") continue;
    const seen = `${request.method} ${request.target} ${request.body}|`;
    expect(answer.endsWith(seen), text).toBe(true);
  }
}

test(
  "whatever the lane accepts as a plain read, node:http reads as the one same request",
  { timeout: 60_000 },
  () =>
    compare(
      BASES,
      (bytes) => {
        const head = readRequestHead(bytes);
        return head && { method: head.method, target: head.target, body: "" };
      },
      20261129,
    ),
);

test(
  "whatever the lane accepts as a post, node:http reads as the one same request and body",
  { timeout: 60_000 },
  () =>
    compare(
      POSTS,
      (bytes) => {
        const post = readPostRequest(bytes, 16 * 1024);
        return post && { method: "POST", target: post.target, body: post.body.toString("latin1") };
      },
      20261130,
      30_000,
    ),
);
