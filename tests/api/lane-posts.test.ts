import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listen, type Listeners } from "../../server/listeners.ts";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/**
 * The public forms' posts answered in the fast lane (docs/decisions/106) go through the same app
 * as node:http's: the same checks, the same answer, the same row stored.
 */
describeEachDialect("The public forms' posts in the fast lane", (dialect) => {
  const context = useTestApp(dialect, { formRateLimit: 1000, signIn: true });
  let opened: Listeners;
  let token = "";
  /** Requests that reached node:http's listener. */
  let throughNodeHttp = 0;
  beforeAll(async () => {
    const { app } = context.testApp();
    const listener: typeof app.listener = (req, res) => {
      throughNodeHttp++;
      app.listener(req, res);
    };
    opened = await listen(listener, {
      port: 0,
      host: "127.0.0.1",
      sockets: 1,
      lane: app.lane,
    });
    const first = await fetch(`http://127.0.0.1:${opened.port}/api/admin/check-auth`);
    token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(";"))![1]!;
  });
  afterAll(() => new Promise<void>((resolve) => opened.close(resolve)));

  /** One POST on a fresh connection: in one packet (the lane's) or with its body sent later. */
  function exchange(body: string, { split = false, csrf = true, path = "/api/contacts" } = {}) {
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${opened.port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: XSRF-TOKEN=${token}`,
      ...(csrf ? [`X-XSRF-TOKEN: ${token}`] : []),
      "",
      "",
    ].join("\r\n");
    return new Promise<{ status: number; names: string[]; body: Record<string, unknown> }>(
      (resolve, reject) => {
        const socket = connect(opened.port, "127.0.0.1");
        socket.setNoDelay(true);
        let received = "";
        socket.on("data", (chunk: Buffer) => {
          received += chunk.toString("utf8");
          const end = received.indexOf("\r\n\r\n");
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(received)?.[1] ?? -1);
          if (end < 0 || Buffer.byteLength(received.slice(end + 4)) < length) return;
          socket.destroy();
          const lines = received.slice(0, end).split("\r\n");
          resolve({
            status: Number(lines[0]!.split(" ")[1]),
            names: lines
              .slice(1)
              .map((line) => line.split(":")[0]!.toLowerCase())
              .sort(),
            body: JSON.parse(received.slice(end + 4)),
          });
        });
        socket.on("error", reject);
        if (!split) return socket.write(head + body);
        socket.write(head);
        setTimeout(() => socket.write(body), 30);
      },
    );
  }

  test("a contact post gets node:http's answer, and both are stored", async () => {
    const payload = contactPayload();
    const before = throughNodeHttp;
    const inLane = await exchange(JSON.stringify({ ...payload, subject: "In the lane" }));
    expect(throughNodeHttp).toBe(before);
    const throughNode = await exchange(JSON.stringify({ ...payload, subject: "Through node" }), {
      split: true,
    });
    expect(throughNodeHttp).toBe(before + 1);
    expect(inLane.status).toBe(201);
    expect(throughNode.status).toBe(201);
    expect(inLane.names).toEqual(throughNode.names);
    expect(inLane.body.subject).toBe("In the lane");
    expect(Object.keys(inLane.body).sort()).toEqual(Object.keys(throughNode.body).sort());
    const listed = await context.admin().get("/api/contacts?limit=5");
    const subjects = (listed.body as { subject: string }[]).map((c) => c.subject);
    expect(subjects).toEqual(expect.arrayContaining(["In the lane", "Through node"]));
  });

  test("the lane's posts meet the same checks: CSRF and validation", async () => {
    const before = throughNodeHttp;
    const missingToken = await exchange(JSON.stringify(contactPayload()), { csrf: false });
    expect(missingToken.status).toBe(403);
    const invalid = await exchange(JSON.stringify({ ...contactPayload(), email: "x" }));
    expect(invalid.status).toBe(400);
    expect((invalid.body.errors as Record<string, string>).email).toBe(
      "Please enter a valid email",
    );
    const broken = await exchange("{not json");
    expect(broken.status).toBe(400);
    expect(throughNodeHttp).toBe(before);
  });

  test("every other post is node:http's, even in one packet", async () => {
    const before = throughNodeHttp;
    const signIn = await exchange(JSON.stringify({ email: "x@example.com", password: "wrong" }), {
      path: "/api/admin/login",
    });
    expect(signIn.status).toBe(401);
    const withQuery = await exchange(JSON.stringify(contactPayload()), {
      path: "/api/contacts?source=x",
    });
    expect(withQuery.status).toBe(201);
    expect(throughNodeHttp).toBe(before + 2);
  });
});
