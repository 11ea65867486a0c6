import { describe, expect, test } from "vitest";
import { MAX_HEAD_BYTES, readRequestHead } from "../../server/fast-lane/request-head.ts";

/**
 * The fast lane reads only a strict subset of HTTP/1.1 (docs/decisions/103): whatever it
 * refuses goes to node:http, so every doubtful request must be refused here, never guessed.
 */
const read = (text: string) => readRequestHead(Buffer.from(text, "latin1"));
const request = (...lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;

describe("a plain read", () => {
  test("is read with the headers a hit depends on, repeats joined as node:http joins them", () => {
    const head = read(
      request(
        "GET /products/prod-001?utm_source=x HTTP/1.1",
        "Host: example.com",
        "Connection: keep-alive",
        "Accept-Encoding: gzip, deflate",
        "accept-encoding:br",
        "Cookie: a=1",
        "Cookie: b=2",
        'If-None-Match:   "abc"  ',
        "X-Forwarded-For: 203.0.113.9",
        "X-Forwarded-Proto: https",
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64)",
      ),
    );
    expect(head).toEqual({
      method: "GET",
      target: "/products/prod-001?utm_source=x",
      acceptEncoding: "gzip, deflate, br",
      cookie: "a=1; b=2",
      ifNoneMatch: '"abc"',
      forwardedFor: "203.0.113.9",
      forwardedProto: "https",
    });
  });

  test("a browser's head of many fields is read, names in any case", () => {
    const head = read(
      request(
        "GET /products/prod-001 HTTP/1.1",
        "Host: www.example.in",
        "Connection: Keep-Alive",
        'sec-ch-ua: "Chromium";v="156", "Not?A_Brand";v="24"',
        "Upgrade-Insecure-Requests: 1",
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)",
        "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "Sec-Fetch-Site: none",
        "ACCEPT-ENCODING: gzip, deflate, br, zstd",
        "Accept-Language: en-IN,en;q=0.9",
        "If-None-Match:\t",
        "COOKIE: XSRF-TOKEN=public.a",
        "x-Forwarded-Proto: https",
        "Priority: u=0, i",
      ),
    );
    expect(head).toEqual({
      method: "GET",
      target: "/products/prod-001",
      acceptEncoding: "gzip, deflate, br, zstd",
      cookie: "XSRF-TOKEN=public.a",
      ifNoneMatch: "",
      forwardedFor: undefined,
      forwardedProto: "https",
    });
  });

  test("HEAD is read as well, and absent headers are undefined", () => {
    expect(read(request("HEAD / HTTP/1.1", "Host: x"))).toMatchObject({
      method: "HEAD",
      target: "/",
      cookie: undefined,
      acceptEncoding: undefined,
    });
  });
});

describe("left to node:http", () => {
  const refused: Record<string, string> = {
    "another method": request("POST / HTTP/1.1", "Host: x"),
    "a lower-case method": request("get / HTTP/1.1", "Host: x"),
    "HTTP/1.0": request("GET / HTTP/1.0", "Host: x"),
    "HTTP/2 prior knowledge": "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "an absolute-form target": request("GET http://other.example/ HTTP/1.1", "Host: x"),
    "an asterisk target": request("OPTIONS * HTTP/1.1", "Host: x"),
    "a target with a backslash": request("GET /products\\prod-001 HTTP/1.1", "Host: x"),
    "a target with a quote": request('GET /"x" HTTP/1.1', "Host: x"),
    "two spaces in the request line": request("GET  / HTTP/1.1", "Host: x"),
    "no Host": request("GET / HTTP/1.1", "Accept: */*"),
    "two Hosts": request("GET / HTTP/1.1", "Host: x", "Host: y"),
    "a Content-Length": request("GET / HTTP/1.1", "Host: x", "Content-Length: 0"),
    "a Transfer-Encoding": request("GET / HTTP/1.1", "Host: x", "Transfer-Encoding: chunked"),
    "an upper-case Transfer-Encoding": request("GET / HTTP/1.1", "Host: x", "TRANSFER-ENCODING: x"),
    "an Upgrade": request("GET / HTTP/1.1", "Host: x", "Upgrade: websocket"),
    "an Expect": request("GET / HTTP/1.1", "Host: x", "Expect: 100-continue"),
    "Connection: close": request("GET / HTTP/1.1", "Host: x", "Connection: close"),
    "Connection: upgrade": request("GET / HTTP/1.1", "Host: x", "Connection: Upgrade"),
    "a space before the colon": request("GET / HTTP/1.1", "Host: x", "Transfer-Encoding : chunked"),
    "a folded line": request("GET / HTTP/1.1", "Host: x", "Cookie: a=1", " b=2"),
    "a line with no colon": request("GET / HTTP/1.1", "Host: x", "Cookie"),
    "an empty field name": request("GET / HTTP/1.1", "Host: x", ": x"),
    "a blank line before the end": `${request("GET / HTTP/1.1", "Host: x")}Cookie: a\r\n\r\n`,
    "a Connection with more than keep-alive": request(
      "GET / HTTP/1.1",
      "Host: x",
      "Connection: keep-alive, Upgrade",
    ),
    "a control character in a value": request("GET / HTTP/1.1", "Host: x", "Cookie: a\x00b"),
    "obs-text in a value": request("GET / HTTP/1.1", "Host: x", "Cookie: caf\xe9"),
    "a bare LF between lines": "GET / HTTP/1.1\nHost: x\r\n\r\n",
    "a bare CR in a line": request("GET / HTTP/1.1", "Host: x", "Cookie: a\rb"),
    "a head that ends with a bare LF": "GET / HTTP/1.1\r\nHost: x\n\n",
    "an incomplete head": "GET / HTTP/1.1\r\nHost: x\r\n",
    "two pipelined requests":
      request("GET / HTTP/1.1", "Host: x") + request("GET /a HTTP/1.1", "Host: x"),
    "bytes after the head": `${request("GET / HTTP/1.1", "Host: x")}x`,
    "a head longer than node:http allows": request(
      "GET / HTTP/1.1",
      "Host: x",
      `Cookie: ${"a".repeat(MAX_HEAD_BYTES)}`,
    ),
    nothing: "",
  };
  for (const [name, text] of Object.entries(refused))
    test(name, () => expect(read(text)).toBeNull());
});
