import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { hydrateAfterPaint } from "./utils/hydrate-after-paint.server";
import { hydrationTrigger } from "./utils/hydration-trigger";
import { NonceProvider } from "./utils/nonce";

export const streamTimeout = 5_000;

/**
 * Errors of the client's making (a POST to a page without a form, an unknown path) are answered
 * with their status and are not the server's fault: they are not logged as errors with a stack.
 * Everything else is logged, unless the visitor went away mid-request.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/**
 * React Router's Node entry with two additions: the per-request CSP nonce from
 * the HTTP server is put on every inline script the router writes, and the
 * hydration scripts of public pages are fetched and run after the first paint, or later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // HEAD answers what GET would, without the body: the same type above all (not text/plain).
  responseHeaders.set("Content-Type", HTML_CONTENT_TYPE);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page in one piece; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // On public pages the hydration scripts wait for the first paint (docs/decisions/074),
          // or for an image to fail where the route asks (098); the back office is an
          // application and hydrates at once.
          if (isPublicPage(routerContext)) {
            const deferred = hydrateAfterPaint(pageHydrationTrigger(routerContext));
            pipe(deferred);
            deferred.pipe(body);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

function pageHydrationTrigger(context: EntryContext) {
  const { matches } = context.staticHandlerContext;
  return hydrationTrigger(matches.map((match) => context.routeModules[match.route.id]?.handle));
}

/** A page of the public site: rendered inside its layout (app/routes.ts), 404s included. */
function isPublicPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => match.route.id === "routes/_site/layout",
  );
}
