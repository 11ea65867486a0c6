import type { Socket } from "node:net";
import { Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { expect, test } from "vitest";
import { postThroughApp } from "../../server/fast-lane/post-through-app.ts";
import { readPostRequest } from "../../server/fast-lane/request-post.ts";

/**
 * A post the lane read, answered by the app's own `fetch` (docs/decisions/106): the Request it
 * gets, and the bytes of the Response it gives.
 */
const app = new Hono();
app.post("/api/echo", async (c) => {
  const peer = getConnInfo(c).remote.address;
  c.header("Set-Cookie", "a=1; Path=/", { append: true });
  c.header("Set-Cookie", "b=2; Path=/", { append: true });
  return c.json(
    { url: c.req.url, type: c.req.header("content-type"), peer, body: await c.req.json() },
    201,
  );
});
app.post("/api/empty", (c) => c.body(null, 204));
app.post("/api/close", (c) => c.text("too large", 413, { Connection: "close" }));
app.post("/api/throws", () => {
  throw new Error("boom");
});

const socket = { remoteAddress: "203.0.113.7" } as Socket;
const poster = postThroughApp((request, env) => app.fetch(request, env), {
  maxBodyBytes: 1024,
  takes: (target) => target.startsWith("/api/"),
});

async function answer(target: string, body = "{}", host = "example.com:3000") {
  const bytes = Buffer.from(
    `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  );
  const pending = poster.answer(readPostRequest(bytes, poster.maxBodyBytes)!, socket);
  if (!pending) return null;
  const answered = await pending;
  return {
    head: answered.wireHead.toString("latin1"),
    body: answered.body?.toString() ?? null,
    close: answered.close,
  };
}

test("the app gets the request as sent, with the socket's peer, and its answer is written whole", async () => {
  const answered = await answer("/api/echo?x=1", '{"name":"Asha"}');
  expect(JSON.parse(answered!.body!)).toEqual({
    url: "http://example.com:3000/api/echo?x=1",
    type: "application/json",
    peer: "203.0.113.7",
    body: { name: "Asha" },
  });
  expect(answered!.head).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
  expect(answered!.head).toContain("content-type: application/json\r\n");
  // Each cookie on a line of its own, as node:http writes a list of them.
  expect(answered!.head).toContain("set-cookie: a=1; Path=/\r\nset-cookie: b=2; Path=/\r\n");
  expect(answered!.head).toContain(`content-length: ${Buffer.byteLength(answered!.body!)}\r\n`);
  expect(answered!.head.endsWith("\r\n")).toBe(true);
  expect(answered!.close).toBe(false);
});

test("a bodiless status has no body and no length; a Connection: close is kept", async () => {
  const empty = await answer("/api/empty");
  expect(empty).toEqual({ head: "HTTP/1.1 204 No Content\r\n", body: null, close: false });
  const closed = await answer("/api/close");
  expect(closed!.head).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
  expect(closed!.head).not.toMatch(/connection/i);
  expect(closed!.close).toBe(true);
});

test("an app that throws answers 500 and ends the connection, as node:http's adapter does", async () => {
  const failing = postThroughApp(
    () => {
      throw new Error("boom");
    },
    { maxBodyBytes: 1024, takes: () => true },
  );
  const bytes = Buffer.from("POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
  const answered = await failing.answer(readPostRequest(bytes, 1024)!, socket)!;
  expect(answered.wireHead.toString()).toBe(
    "HTTP/1.1 500 Internal Server Error\r\ncontent-length: 0\r\n",
  );
  expect(answered.close).toBe(true);
  // Hono's own error handler answers a throwing route.
  expect((await answer("/api/throws"))!.head).toMatch(/^HTTP\/1\.1 500 /);
});

test("targets it does not take, and a Host that is more than a host, are left to node:http", async () => {
  expect(await answer("/contact")).toBeNull();
  expect(await answer("/api/echo", "{}", "user@example.com")).toBeNull();
  expect(await answer("/api/echo", "{}", "example.com/path")).toBeNull();
});
