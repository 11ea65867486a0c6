import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getCookie } from "hono/cookie";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { StatusCode } from "hono/utils/http-status";
import { inBackOffice } from "../app/domain/access/access-policy.ts";
import { issueFormStamp } from "../app/domain/spam-stamp.server.ts";
import { createApi, MAX_BODY_BYTES } from "./api/index.ts";
import { createOriginResolver, parseTrustProxy } from "./client-address.ts";
import { KNOWN_DEVICE_COOKIE, knownDevices } from "./known-device.ts";
import type { ApiDependencies, ApiEnv } from "./api/env.ts";
import type { Endpoint } from "./api/endpoint.ts";
import { problem } from "./api/problem.ts";
import { submissionStatus } from "./api/spam-check.ts";
import { serveMedia } from "./media-route.ts";
import { DEFAULT_MEDIA_MAX_BYTES } from "./api/media-endpoints.ts";
import { formatMegabytes, MULTIPART_OVERHEAD_BYTES } from "./api/upload-limit.ts";
import { ENQUIRIES } from "../app/domain/enquiries/enquiry-registry.ts";
import { ensureCsrfCookie, requireCsrf } from "./middleware/csrf.ts";
import { createPageCache, isCacheRefresh, type PageCache } from "./page-cache/page-cache.ts";
import { formAdmission } from "./middleware/form-rate-limit.ts";
import { followOwnWrites } from "./middleware/follow-own-writes.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { noStoreForAdmin } from "./middleware/no-store.ts";
import { pageMethods } from "./middleware/page-methods.ts";
import { siteListeners } from "./site-listeners.ts";
import { loadAdmin } from "./middleware/session.ts";
import { askPrimary } from "./metrics/cluster-metrics.ts";
import { metricsRoute } from "./metrics/metrics-route.ts";
import { routeLabel } from "./metrics/route-label.ts";
import { createSiteMetrics } from "./metrics/site-metrics.ts";
import { pageSessionCookies } from "./middleware/sign-in-cookies.ts";
import { WEBAUTHN_COOKIE, pageChallenge } from "./webauthn-challenge.ts";

export interface AppOptions {
  deps: ApiDependencies;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  clientDir?: string;
  /**
   * The absolute origin for links in pages (SITE_URL, or http://localhost:PORT; see
   * publicOrigin in server/config.ts). Never read from the request's Host header.
   */
  siteUrl?: string;
  /** TRUST_PROXY, already validated by server/config.ts; unset trusts no proxy. */
  trustProxy?: string;
  mode?: "production" | "development";
  /** The rendered-page cache (docs/decisions/061); on unless a test turns it off. */
  pageCache?: boolean;
  extraEndpoints?: Endpoint[];
  /** METRICS_TOKEN: lets a scraper elsewhere read /metrics (docs/decisions/094). */
  metricsToken?: string;
  /** A worker of several (WEB_CONCURRENCY > 1): /metrics answers for all of them. */
  clusterWorker?: boolean;
}

/** What links say when no SITE_URL is given: the default port on this machine. */
const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The one HTTP server: security headers, compression, assets, /healthz, /api, and the pages.
 * `listener` is what node:http runs: a page-cache hit is answered there, before the app;
 * `lane` answers the same hits on the socket, before node:http (server/fast-lane).
 */
export function createApp(options: AppOptions) {
  const { deps } = options;
  const app = new Hono<ApiEnv>();
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  // SITE_URL https: the site is only ever served over TLS, whatever a request says.
  const alwaysSecure = siteUrl.startsWith("https://");
  const trustProxy = parseTrustProxy(options.trustProxy);
  const resolveOrigin = createOriginResolver(trustProxy);
  const metrics = createSiteMetrics(deps.services, deps.logger);

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const origin = resolveOrigin({
      socketAddress: socketAddress(c),
      secureSocket: new URL(c.req.url).protocol === "https:",
      forwardedFor: c.req.header("x-forwarded-for"),
      forwardedProto: c.req.header("x-forwarded-proto"),
    });
    c.set("clientAddress", origin.address);
    c.set("secureCookies", alwaysSecure || origin.https);
    const started = performance.now();
    await next();
    // The page cache's own renders are not visitors (docs/decisions/102).
    if (isCacheRefresh(c.req.raw)) return;
    const ms = performance.now() - started;
    deps.logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) },
      "request",
    );
    // The pattern, never the path: bounded, and free of ids and whatever a visitor typed.
    const route = c.get("route") ?? routeLabel(c.req.path);
    metrics.observeRequest(c.req.method, route, c.res.status, ms / 1000);
  });
  app.onError((error, c) => {
    deps.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return problem(c, 500, "Something went wrong on our side. Please try again later.");
  });
  app.use("*", securityHeaders());
  app.use("*", followOwnWrites(deps.services.contentGeneration));
  let cache: PageCache | null = null;
  if (options.build && options.pageCache !== false) {
    // Hits never reach this far (see `listener` below); here a miss goes through every check
    // that follows before anything is rendered and stored.
    cache = createPageCache({
      watcher: deps.services.contentGeneration,
      secret: deps.secret,
      onResult: metrics.observePageCache,
      refresh: async (request) => app.fetch(request),
    });
    app.use("*", cache.middleware);
  }
  app.use("*", noStoreForAdmin);
  // PostgreSQL refuses U+0000 in text; no URL of ours needs one, so it never reaches a query.
  app.use("*", async (c, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname + new URL(c.req.url).search);
    } catch {
      return problem(c, 400, "The URL is not valid.");
    }
    if (decoded.includes("\u0000"))
      return problem(c, 400, "The URL must not contain NUL characters.");
    return next();
  });
  const compression = compress();
  // A page rendered for the cache is stored as is; the cache compresses it once, itself.
  app.use("*", (c, next) => (c.get("pageCache") === "fill" ? next() : compression(c, next)));

  app.get("/healthz", async (c) => {
    try {
      await deps.services.dashboard.counts();
      return c.json({ status: "ok" });
    } catch (error) {
      deps.logger.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.get(
    "/metrics",
    metricsRoute({
      token: options.metricsToken,
      text: options.clusterWorker ? askPrimary(metrics.registry) : () => metrics.registry.metrics(),
      contentType: metrics.registry.contentType,
    }),
  );

  app.route("/api", createApi(deps.secret, options.extraEndpoints));
  // Media library variants, with or without a page build.
  app.get("/media/:file", serveMedia);

  if (options.build) {
    const clientDir = options.clientDir ?? "./build/client";
    // Hashed files never change: cache them for a year. Everything else briefly.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) =>
          c.header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800"),
      }),
    );
    const handle = createRequestHandler(options.build, options.mode ?? "production");
    app.use("*", pageMethods);
    const formLimit = (maxSize: number, text: string) =>
      bodyLimit({ maxSize, onError: (c) => c.text(text, 413, { Connection: "close" }) });
    const smallForms = formLimit(
      MAX_BODY_BYTES,
      `The form is larger than ${MAX_BODY_BYTES / 1024} KB.`,
    );
    // The quote form carries a file (docs/decisions/083): its page takes up to the file's cap.
    const quoteFile = ENQUIRIES["quote-requests"].attachment;
    const quoteForm = formLimit(
      (quoteFile?.maxBytes ?? 0) + MULTIPART_OVERHEAD_BYTES,
      `The attachment is larger than ${formatMegabytes(quoteFile?.maxBytes ?? 0)}. Go back and choose a smaller file.`,
    );
    app.use("*", (c, next) => (c.req.path === "/quote" ? quoteForm : smallForms)(c, next));
    app.use("*", ensureCsrfCookie(deps.secret));
    app.use("*", requireCsrf(deps.secret, { allowFormField: true }));
    // "/admin.data" is the client-side navigation request for /admin: it needs the session too.
    const resolveAdmin = loadAdmin();
    app.use("*", (c, next) => (inBackOffice(c.req.path) ? resolveAdmin(c, next) : next()));
    const devices = knownDevices(deps.secret);
    app.all("*", async (c) => {
      const context: AppLoadContext = {
        services: deps.services,
        admin: c.get("admin") ?? null,
        csrfToken: c.get("csrfToken"),
        // Also in a page rendered for the cache: its nonce goes stale there, harmlessly, because
        // the CSP a cached page is served with names its scripts' hashes and no nonce.
        cspNonce: c.get("cspNonce"),
        siteUrl,
        clientAddress: c.get("clientAddress"),
        mediaMaxBytes: deps.mediaMaxBytes ?? DEFAULT_MEDIA_MAX_BYTES,
        sessionCookie: pageSessionCookies(deps.secret, c.get("secureCookies")),
        passkeyChallenge: pageChallenge(
          deps.secret,
          c.get("secureCookies"),
          getCookie(c, WEBAUTHN_COOKIE),
        ),
        knownDevice: {
          proves: (email) => devices.proves(getCookie(c, KNOWN_DEVICE_COOKIE), email),
          cookie: (email) => devices.cookie(email, c.get("secureCookies")),
        },
        formGuard: {
          admission: formAdmission(deps, c.get("clientAddress")),
          statusFor: (kind, raw) => submissionStatus(deps, kind, raw),
          formStamp: () => issueFormStamp(deps.secret, deps.now?.() ?? Date.now()),
        },
      };
      const response = await handle(c.req.raw, context);
      // Through newResponse so the cookies set by the middleware above are kept.
      return c.newResponse(response.body, {
        status: response.status as StatusCode,
        headers: response.headers,
      });
    });
  }
  const { listener, lane } = siteListeners({
    fetch: app.fetch,
    cache,
    alwaysSecure,
    trustProxy,
    resolveOrigin,
  });
  return Object.assign(app, { listener, lane, pageCache: cache, metrics });
}

/** The socket's peer: the client, or the nearest proxy (server/client-address.ts decides). */
function socketAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket: the test names the peer.
    return c.req.header("x-test-client-address") ?? "local";
  }
}
