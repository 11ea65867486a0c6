import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

/**
 * Who the client is, and whether it reached us over https, when the server may sit behind
 * reverse proxies (TRUST_PROXY, docs/decisions/038-proxy-trust.md).
 *
 * The chain of addresses is read nearest first: index 0 is the socket's peer, index 1 the
 * right-most `X-Forwarded-For` entry, index 2 the one before it, and so on. A hop is trusted
 * when the setting says so; the client is the first untrusted address of the chain, or its
 * far end when every hop is trusted. So `TRUST_PROXY=N` takes the address N entries from the
 * right, counting the socket peer as the first: with N=1 the peer is the proxy and the
 * right-most X-Forwarded-For entry (the one that proxy wrote) is the client.
 */
export type TrustProxy =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; entries: string[] };

/** What the server knows about one request's origin. */
export interface ClientOrigin {
  address: string;
  /** The request reached the edge over https: a TLS socket or a trusted proxy saying so. */
  https: boolean;
}

export class TrustProxyError extends Error {}

/**
 * Parses TRUST_PROXY: unset or "0" trusts nobody; a whole number trusts that many hops;
 * otherwise a comma list of addresses and CIDRs (IPv4 or IPv6), or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`. Throws TrustProxyError naming what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 100)
      throw new TrustProxyError("the number of proxy hops must be between 0 and 100");
    return { kind: "hops", hops };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) throw new TrustProxyError("name at least one address or CIDR");
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new TrustProxyError(
        `"${entry}" is not an IP address, a CIDR (such as 10.0.0.0/8 or fd00::/8), loopback, linklocal or uniquelocal`,
      );
    }
  }
  return { kind: "list", entries };
}

type TrustFunction = (address: string, hop: number) => boolean;

function trustFunction(trust: TrustProxy): TrustFunction {
  switch (trust.kind) {
    case "none":
      return () => false;
    case "hops":
      return (_address, hop) => hop < trust.hops;
    case "list":
      return proxyaddr.compile(trust.entries);
  }
}

/**
 * Same address, same key: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes `1.2.3.4` and IPv6 takes
 * its canonical form, so one client cannot get two rate-limit budgets by spelling.
 * Anything that is not an address is kept as it came (it is only ever a key).
 */
export function normaliseAddress(address: string): string {
  try {
    return ipaddr.process(address).toString();
  } catch {
    return address;
  }
}

export interface RequestFacts {
  /** The socket's peer address. */
  socketAddress: string;
  /** The socket is TLS (or the URL says https). */
  secureSocket: boolean;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

/** Resolves each request's client address and scheme under one TRUST_PROXY setting. */
export function createOriginResolver(trust: TrustProxy) {
  const trusted = trustFunction(trust);
  return function resolve(facts: RequestFacts): ClientOrigin {
    const socketAddress = normaliseAddress(facts.socketAddress);
    if (trust.kind === "none" || !trusted(socketAddress, 0))
      return { address: socketAddress, https: facts.secureSocket };
    let address = socketAddress;
    try {
      const request = {
        headers: { "x-forwarded-for": facts.forwardedFor ?? "" },
        socket: { remoteAddress: socketAddress },
      };
      address = normaliseAddress(proxyaddr(request as never, trusted));
    } catch {
      // A header proxy-addr cannot read leaves the trusted peer as the client: never a crash.
    }
    return { address, https: facts.secureSocket || forwardedHttps(facts.forwardedProto) };
  };
}

/**
 * The scheme the nearest trusted proxy reports. With several values (`https, http`) the
 * right-most is the nearest proxy's own word; anything else could be the client's.
 */
function forwardedHttps(header: string | undefined): boolean {
  if (!header) return false;
  const values = header.split(",");
  return values[values.length - 1]?.trim().toLowerCase() === "https";
}
