import { describe, expect, test } from "vitest";
import { cacheAnswer, type CacheRequest } from "../../server/page-cache/cache-answer.ts";
import { buildCachedPage } from "../../server/page-cache/cached-page.ts";
import { hitHeaders } from "../../server/page-cache/hit-headers.ts";
import { cookieForPublicToken, visitorKind } from "../../server/page-cache/visitor.ts";
import { issueCsrfToken, publicCsrfToken } from "../../server/middleware/csrf.ts";

const SECRET = "a-secret-for-the-page-cache-tests-0123456789";
const html = Buffer.from(
  `<html><script>window.x=1</script>${"Pumps and valves ".repeat(100)}</html>`,
);
const page = await buildCachedPage(
  { status: 200, headers: new Headers({ "content-type": "text/html; charset=utf-8" }) },
  html,
  3,
  0,
);
const request = (overrides: Partial<CacheRequest> = {}): CacheRequest => ({
  method: "GET",
  ifNoneMatch: undefined,
  acceptEncoding: undefined,
  secure: false,
  setCookie: null,
  outcome: "hit",
  ...overrides,
});
const header = (headers: string[], name: string) => {
  const at = headers.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === name);
  return at < 0 ? undefined : headers[at + 1];
};

describe("an answer from the cache", () => {
  test("is the stored bytes in the encoding the browser takes, with its length", () => {
    for (const [accept, encoding, body] of [
      ["br, gzip", "br", page.br],
      ["gzip, deflate", "gzip", page.gzip],
      ["br;q=0, gzip", "gzip", page.gzip],
      [undefined, undefined, page.identity],
    ] as const) {
      const answer = cacheAnswer(page, request({ acceptEncoding: accept }));
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(body);
      expect(header(answer.headers, "content-encoding")).toBe(encoding);
      expect(header(answer.headers, "content-length")).toBe(String(body.length));
    }
  });

  test("is 304 with no body when the ETag matches, and bodiless for HEAD", () => {
    const notModified = cacheAnswer(page, request({ ifNoneMatch: `W/${page.etag}, "other"` }));
    expect(notModified).toMatchObject({ status: 304, body: null });
    expect(header(notModified.headers, "etag")).toBe(page.etag);
    const head = cacheAnswer(page, request({ method: "HEAD" }));
    expect(head).toMatchObject({ status: 200, body: null });
    expect(header(head.headers, "content-length")).toBe(String(page.identity.length));
  });

  test("carries the security headers with the page's script hashes, and HSTS only over HTTPS", () => {
    const plain = cacheAnswer(page, request()).headers;
    const csp = header(plain, "content-security-policy")!;
    expect(csp).toContain(`script-src 'self' ${page.scriptHashes[0]}`);
    expect(csp).not.toMatch(/nonce|unsafe-inline'[^;]*script/);
    expect(header(plain, "x-frame-options")).toBe("DENY");
    expect(header(plain, "cache-control")).toBe("no-cache");
    expect(header(plain, "strict-transport-security")).toBeUndefined();
    const secure = cacheAnswer(page, request({ secure: true })).headers;
    expect(header(secure, "strict-transport-security")).toContain("max-age=");
  });

  test("hands the public token to a visitor who lacks it, and nothing to one who has it", () => {
    const cookie = cookieForPublicToken(publicCsrfToken(SECRET));
    expect(cookie(false)).toMatch(/^XSRF-TOKEN=public\.[\w-]+; Path=\/; SameSite=Lax$/);
    expect(cookie(true)).toContain("; Secure");
    const answer = cacheAnswer(page, request({ setCookie: cookie(false) }));
    expect(header(answer.headers, "set-cookie")).toBe(cookie(false));
    expect(header(cacheAnswer(page, request()).headers, "set-cookie")).toBeUndefined();
  });
});

describe("answers kept on the page", () => {
  test("the same request facts get the very same answer, other facts another", () => {
    const first = cacheAnswer(page, request({ acceptEncoding: "br" }));
    expect(cacheAnswer(page, request({ acceptEncoding: "gzip, br" }))).toBe(first);
    const secure = cacheAnswer(page, request({ acceptEncoding: "br", secure: true }));
    expect(secure).not.toBe(first);
    expect(header(first.headers, "strict-transport-security")).toBeUndefined();
    expect(header(secure.headers, "strict-transport-security")).toBeDefined();
    const miss = cacheAnswer(page, request({ acceptEncoding: "br", outcome: "miss" }));
    expect(header(miss.headers, "x-page-cache")).toBe("miss");
    expect(header(first.headers, "x-page-cache")).toBe("hit");
  });

  test("a cookie, a 304 or a HEAD is never served from another request's answer", () => {
    const cookie = cookieForPublicToken(publicCsrfToken(SECRET))(false);
    expect(header(cacheAnswer(page, request({ setCookie: cookie })).headers, "set-cookie")).toBe(
      cookie,
    );
    expect(header(cacheAnswer(page, request()).headers, "set-cookie")).toBeUndefined();
    expect(cacheAnswer(page, request({ ifNoneMatch: page.etag })).status).toBe(304);
    expect(cacheAnswer(page, request()).status).toBe(200);
    expect(cacheAnswer(page, request({ method: "HEAD" })).body).toBeNull();
    expect(cacheAnswer(page, request()).body).toBe(page.identity);
  });

  test("a page keeps a bounded number of answers, whatever cookies arrive", () => {
    for (let i = 0; i < 500; i++) cacheAnswer(page, request({ setCookie: `XSRF-TOKEN=${i}` }));
    expect(page.answers.length).toBeLessThanOrEqual(96);
    const answer = cacheAnswer(page, request({ setCookie: "XSRF-TOKEN=late" }));
    expect(header(answer.headers, "set-cookie")).toBe("XSRF-TOKEN=late");
  });
});

describe("the headers a hit reads", () => {
  test("are found whatever their case, and repeats join as node:http joins them", () => {
    expect(
      hitHeaders([
        "Host",
        "example.com",
        "COOKIE",
        "a=1",
        "Accept-Encoding",
        "gzip",
        "cookie",
        "b=2",
        "If-None-Match",
        '"x"',
        "accept-encoding",
        "br",
      ]),
    ).toEqual({ cookie: "a=1; b=2", ifNoneMatch: '"x"', acceptEncoding: "gzip, br" });
    expect(hitHeaders(["Host", "example.com"])).toEqual({
      cookie: undefined,
      ifNoneMatch: undefined,
      acceptEncoding: undefined,
    });
  });
});

describe("who the cache may answer", () => {
  const publicToken = publicCsrfToken(SECRET);
  const kind = (cookie: string | undefined) => visitorKind(cookie, publicToken, SECRET);

  test("a first visit, or a forged token, gets the shared page and the public token", () => {
    expect(kind(undefined)).toBe("new");
    expect(kind("theme=dark")).toBe("new");
    expect(kind("XSRF-TOKEN=made.up")).toBe("new");
  });

  test("a visitor holding the public token gets the shared page as it is", () => {
    expect(kind(`theme=dark; XSRF-TOKEN=${publicToken}`)).toBe("public");
  });

  test("staff, and a browser with a token of its own, get pages rendered for them", () => {
    expect(kind("sid=abc")).toBe("own");
    expect(kind(`XSRF-TOKEN=${publicToken}; sid=abc`)).toBe("own");
    expect(kind(`XSRF-TOKEN=${issueCsrfToken(SECRET)}`)).toBe("own");
  });
});
