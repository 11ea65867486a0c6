import { getRequestListener } from "@hono/node-server";
import type { RequestListener } from "node:http";
import { ENQUIRY_KINDS } from "../app/domain/enquiries/enquiry-kinds.ts";
import { MAX_BODY_BYTES } from "./api/index.ts";
import type { createOriginResolver, TrustProxy } from "./client-address.ts";
import type { LaneHandlers } from "./fast-lane/fast-lane.ts";
import { postThroughApp, type LaneBindings } from "./fast-lane/post-through-app.ts";
import type { PageCache } from "./page-cache/page-cache.ts";

export interface SiteListenerOptions {
  /** The app's own `fetch`, which answers whatever the cache and the lane do not. */
  fetch: (request: Request, env: LaneBindings) => Response | Promise<Response>;
  cache: PageCache | null;
  /** SITE_URL is https: every visitor is on TLS, whatever a request says. */
  alwaysSecure: boolean;
  trustProxy: TrustProxy;
  resolveOrigin: ReturnType<typeof createOriginResolver>;
}

/**
 * What the port runs in front of the app (docs/decisions/073, 103 and 106): node:http's
 * `listener`, which answers a page-cache hit before the app, and the fast `lane`, which answers
 * the same hits and the public forms' posts on the socket, before node:http.
 */
export function siteListeners(options: SiteListenerOptions): {
  listener: RequestListener;
  lane: LaneHandlers;
} {
  const { fetch, cache, alwaysSecure, trustProxy, resolveOrigin } = options;
  const toApp = getRequestListener(fetch);
  /**
   * With no proxy to trust, the scheme is the socket's: plain HTTP here (TLS ends before us).
   * The forwarded headers are read only when a proxy is trusted: reading node:http's
   * `req.headers` builds an object of every header (decision 073).
   */
  const secureVisitor = (
    socketAddress: string | undefined,
    forwarded: () => { for: string | undefined; proto: string | undefined },
  ) => {
    if (alwaysSecure) return true;
    if (trustProxy.kind === "none") return false;
    const { for: forwardedFor, proto: forwardedProto } = forwarded();
    const socket = socketAddress ?? "unknown";
    return resolveOrigin({
      socketAddress: socket,
      secureSocket: false,
      forwardedFor,
      forwardedProto,
    }).https;
  };
  // A hit costs no Request object, middleware, query, render or compression (decision 073).
  const listener: RequestListener = (req, res) => {
    const secure = secureVisitor(req.socket.remoteAddress, () => ({
      for: req.headers["x-forwarded-for"] as string | undefined,
      proto: req.headers["x-forwarded-proto"] as string | undefined,
    }));
    if (!cache?.serveDirect(req, res, secure)) void toApp(req, res);
  };
  /**
   * The same hits, read and answered on the socket before node:http (decision 103), and the
   * public forms' posts, so that their connection stays there (106): one `POST /api/<kind>` per
   * kind of enquiry, answered with the stored record. Every other post stays node:http's, the
   * backup download among them, whose answer is a file to stream.
   */
  const publicForms = new Set(ENQUIRY_KINDS.map((kind) => `/api/${kind}`));
  const lane: LaneHandlers = {
    read: (head, socketAddress) =>
      cache?.answerHit(
        head.method,
        head.target,
        head,
        secureVisitor(socketAddress, () => ({
          for: head.forwardedFor,
          proto: head.forwardedProto,
        })),
      ) ?? null,
    post: postThroughApp(fetch, {
      maxBodyBytes: MAX_BODY_BYTES,
      takes: (target) => publicForms.has(target),
    }),
  };

  return { listener, lane };
}
