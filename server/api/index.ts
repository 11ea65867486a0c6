import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { auditEndpoints } from "./audit-endpoints.ts";
import { backupEndpoints } from "./backup-endpoints.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import { catalogueSheetEndpoints } from "./catalogue-sheet-endpoints.ts";
import { dashboardEndpoints } from "./dashboard-endpoints.ts";
import { readinessEndpoints } from "./readiness-endpoints.ts";
import { renderDocsPage } from "./docs-page.ts";
import { runEndpoint, toHonoPath, type Endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { MAX_BODY_BYTES, uploadLimit } from "./upload-limit.ts";
import { inboxEndpoints } from "./inbox-endpoints.ts";
import { problem } from "./problem.ts";
import { invitationEndpoints } from "./invitation-endpoints.ts";
import { mediaEndpoints } from "./media-endpoints.ts";
import { leadEndpoints } from "./lead-endpoints.ts";
import { replyTemplateEndpoints } from "./reply-template-endpoints.ts";
import { passwordEndpoints } from "./password-endpoints.ts";
import { emailChangeEndpoints } from "./email-change-endpoints.ts";
import { twoFactorEndpoints } from "./two-factor-endpoints.ts";
import { sessionEndpoints } from "./session-endpoints.ts";
import { passkeyEndpoints } from "./passkey-endpoints.ts";
import { productEndpoints } from "./product-endpoints.ts";
import { privacyEndpoints } from "./privacy-endpoints.ts";
import { projectEndpoints } from "./project-endpoints.ts";
import { searchEndpoints } from "./search-endpoints.ts";
import { siteEndpoints } from "./site-endpoints.ts";
import { siteLogoEndpoints } from "./site-logo-endpoints.ts";
import { teamEndpoints } from "./team-endpoints.ts";
import { ensureCsrfCookie, requireCsrf } from "../middleware/csrf.ts";
import { requireAccess } from "../middleware/access.ts";
import { loadAdmin } from "../middleware/session.ts";
import { endpointRule } from "./endpoint-rule.ts";

/** Every endpoint, declared once (docs/decisions/005). */
export const endpoints: Endpoint[] = [
  ...productEndpoints,
  ...catalogueSheetEndpoints,
  ...inboxEndpoints,
  ...authEndpoints,
  ...dashboardEndpoints,
  ...readinessEndpoints,
  ...leadEndpoints,
  ...replyTemplateEndpoints,
  ...siteEndpoints,
  ...siteLogoEndpoints,
  ...teamEndpoints,
  ...auditEndpoints,
  ...invitationEndpoints,
  ...passwordEndpoints,
  ...emailChangeEndpoints,
  ...twoFactorEndpoints,
  ...sessionEndpoints,
  ...passkeyEndpoints,
  ...mediaEndpoints,
  ...projectEndpoints,
  ...privacyEndpoints,
  ...searchEndpoints,
  ...backupEndpoints,
];

export { MAX_BODY_BYTES };

export function createApi(secret: string, extraEndpoints: Endpoint[] = []) {
  const api = new Hono<ApiEnv>();
  const all = [...endpoints, ...extraEndpoints];
  // Built on the first request for it: the generator and the document (a few MB) are not
  // held by a server nobody asks for its API description.
  let document: ReturnType<typeof describe> | undefined;
  const describe = () => import("./openapi.ts").then((m) => m.buildOpenApiDocument(all));
  const openApi = () => (document ??= describe());

  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use("*", ensureCsrfCookie(secret));
  api.use("*", loadAdmin());
  // Uploads have a cap of their own, applied on their route below.
  const uploads = new Set(
    all.filter((e) => e.multipart).map((e) => `${e.method.toUpperCase()} /api${e.path}`),
  );
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of an oversized body is never read: closing the connection keeps a client
    // from sending its next request into the unread remainder.
    onError: (c) =>
      problem(c, 413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`, {
        headers: { Connection: "close" },
      }),
  });
  api.use("*", (c, next) =>
    uploads.has(`${c.req.method} ${c.req.path}`) ? next() : smallBodies(c, next),
  );

  const csrf = requireCsrf(secret);
  for (const e of all) {
    // The access policy's rule for this endpoint: without a session a staff route answers
    // 401 before anything else; then the CSRF check; then the role and the second factor (403).
    const rule = endpointRule(e);
    const access = rule.kind === "staff" ? requireAccess(rule) : null;
    const route = `/api${toHonoPath(e.path)}`;
    const chain: MiddlewareHandler<ApiEnv>[] = [
      (c, next) => {
        c.set("route", route);
        return next();
      },
      ...(access ? [access.signedIn] : []),
      ...(e.method !== "get" ? [csrf] : []),
      ...(access ? [access.permitted] : []),
      ...(e.multipart ? [uploadLimit(e.multipart.maxBytes)] : []),
    ];
    const handler: MiddlewareHandler<ApiEnv> = (c) => runEndpoint(e, c);
    // Hono's overloads cannot type a spread chain; the handlers are typed above.
    (api.on as (method: string, path: string, ...handlers: MiddlewareHandler<ApiEnv>[]) => void)(
      e.method.toUpperCase(),
      toHonoPath(e.path),
      ...chain,
      handler,
    );
  }

  api.get("/openapi.json", async (c) => c.json(await openApi()));
  api.get("/docs", async (c) => c.html(renderDocsPage((await openApi()) as never)));
  // A route, not notFound(): a mounted app's notFound handler is never called, and
  // with a build the pages' catch-all would answer /api/unknown with an HTML page.
  api.all("*", (c) => problem(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}.`));
  return api;
}
