import { describe, expect, test } from "vitest";
import {
  createOriginResolver,
  normaliseAddress,
  parseTrustProxy,
  TrustProxyError,
  type RequestFacts,
} from "../../server/client-address.ts";
import { ConfigError, loadConfig } from "../../server/config.ts";

function resolve(setting: string | undefined, facts: Partial<RequestFacts>) {
  return createOriginResolver(parseTrustProxy(setting))({
    socketAddress: "10.0.0.1",
    secureSocket: false,
    forwardedFor: undefined,
    forwardedProto: undefined,
    ...facts,
  });
}

describe("parseTrustProxy", () => {
  test("unset, empty and 0 trust nobody; a number trusts that many hops", () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: "none" });
    expect(parseTrustProxy(" ")).toEqual({ kind: "none" });
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
  });

  test("a list of addresses, CIDRs (IPv4 and IPv6) and proxy-addr's names", () => {
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,fd00::/8 ,::1, loopback")).toEqual({
      kind: "list",
      entries: ["127.0.0.1", "10.0.0.0/8", "fd00::/8", "::1", "loopback"],
    });
  });

  test.each(["true", "yes", "10.0.0.0/33", "300.1.1.1", "10.0.0.1, nginx", "-1", "1.5", ","])(
    "refuses %j",
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
    },
  );

  test("loadConfig names TRUST_PROXY when the value is wrong", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*"true"/);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
  });

  test("loadConfig reads ACK_HOURLY_LIMIT, 100 by default, and refuses what is not a count", () => {
    expect(loadConfig({}).ACK_HOURLY_LIMIT).toBe(100);
    expect(loadConfig({ ACK_HOURLY_LIMIT: "0" }).ACK_HOURLY_LIMIT).toBe(0);
    for (const value of ["-1", "many", "2.5"])
      expect(() => loadConfig({ ACK_HOURLY_LIMIT: value })).toThrow(/ACK_HOURLY_LIMIT/);
  });
});

describe("the client address", () => {
  test("unset: the socket peer, whatever X-Forwarded-For says", () => {
    expect(resolve(undefined, { forwardedFor: "203.0.113.1" }).address).toBe("10.0.0.1");
  });

  test("N hops: the address N entries from the right, the socket peer counting as the first", () => {
    const forwardedFor = "198.51.100.1, 203.0.113.1, 10.0.0.9";
    expect(resolve("1", { forwardedFor }).address).toBe("10.0.0.9");
    expect(resolve("2", { forwardedFor }).address).toBe("203.0.113.1");
    expect(resolve("3", { forwardedFor }).address).toBe("198.51.100.1");
    // More hops trusted than the chain holds: its far end.
    expect(resolve("5", { forwardedFor }).address).toBe("198.51.100.1");
    expect(resolve("1", {}).address).toBe("10.0.0.1");
  });

  test("a list: walks right to left past trusted proxies to the first untrusted address", () => {
    const forwardedFor = "198.51.100.1, 203.0.113.1, 10.0.0.9";
    expect(resolve("10.0.0.0/8", { forwardedFor }).address).toBe("203.0.113.1");
    expect(resolve("10.0.0.0/8, 203.0.113.0/24", { forwardedFor }).address).toBe("198.51.100.1");
    // The peer is not a listed proxy: it is the client.
    expect(resolve("192.168.0.0/16", { forwardedFor }).address).toBe("10.0.0.1");
  });

  test("IPv6 proxies and IPv4-mapped IPv6 peers", () => {
    expect(
      resolve("::ffff:127.0.0.1", {
        socketAddress: "::ffff:127.0.0.1",
        forwardedFor: "203.0.113.4",
      }).address,
    ).toBe("203.0.113.4");
    expect(
      resolve("127.0.0.0/8", { socketAddress: "::ffff:127.0.0.1", forwardedFor: "2001:db8::1" })
        .address,
    ).toBe("2001:db8::1");
    expect(
      resolve("fd00::/8", { socketAddress: "fd12::5", forwardedFor: "2001:DB8:0:0::7" }).address,
    ).toBe("2001:db8::7");
  });

  test("malformed X-Forwarded-For values give an address, never an exception", () => {
    for (const forwardedFor of ["", " , ,", "garbage", "1.2.3.4.5", "[::1]:80", "a".repeat(9000)])
      expect(typeof resolve("2", { forwardedFor }).address).toBe("string");
    expect(resolve("1", { forwardedFor: " , ," }).address).toBe("10.0.0.1");
  });

  test("one spelling per address", () => {
    expect(normaliseAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("2001:0DB8:0000::0001")).toBe("2001:db8::1");
    expect(normaliseAddress("unknown")).toBe("unknown");
  });
});

describe("the scheme", () => {
  test("X-Forwarded-Proto counts only from a trusted peer", () => {
    expect(resolve(undefined, { forwardedProto: "https" }).https).toBe(false);
    expect(resolve("192.168.0.0/16", { forwardedProto: "https" }).https).toBe(false);
    expect(resolve("1", { forwardedProto: "https" }).https).toBe(true);
    expect(resolve("10.0.0.1", { forwardedProto: "HTTPS" }).https).toBe(true);
  });

  test("of several values, the nearest proxy's (right-most) decides", () => {
    expect(resolve("1", { forwardedProto: "http, https" }).https).toBe(true);
    expect(resolve("1", { forwardedProto: "https, http" }).https).toBe(false);
  });

  test("a TLS socket is https without any header", () => {
    expect(resolve(undefined, { secureSocket: true }).https).toBe(true);
  });
});
