import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { LaneAnswer, LanePoster } from "./fast-lane.ts";
import type { PostRequest } from "./request-post.ts";

/** What the app's `fetch` receives beside the request: what `getConnInfo` reads of node:http. */
export interface LaneBindings {
  incoming: { socket: Socket };
}

type Fetch = (request: Request, env: LaneBindings) => Response | Promise<Response>;

/** Statuses whose answer has no body and no Content-Length (RFC 9110, 8.6). */
const BODILESS = new Set([204, 304]);

/** Headers the lane writes itself, as node:http does, or that describe a body it has read. */
const OWN_HEADERS = new Set(["content-length", "transfer-encoding", "keep-alive", "date"]);

/**
 * Small POSTs answered by the app without node:http (docs/decisions/106): the request the
 * lane read becomes a `Request` for the app's own `fetch`, the same middleware, checks and
 * handlers as every other request, and its `Response` is written on the socket with the
 * headers node:http would add. `takes` names the targets; any other goes to node:http.
 */
export function postThroughApp(
  fetch: Fetch,
  options: { maxBodyBytes: number; takes: (target: string) => boolean },
): LanePoster {
  return {
    maxBodyBytes: options.maxBodyBytes,
    answer(request, socket) {
      if (!options.takes(request.target)) return null;
      const url = requestUrl(request);
      if (url === null) return null;
      // A socket's chunk is never shared memory.
      const body = request.body as Buffer<ArrayBuffer>;
      const init = { method: "POST", headers: request.fields, body };
      return (async () => {
        try {
          return await toLaneAnswer(await fetch(new Request(url, init), { incoming: { socket } }));
        } catch {
          // The app answers its own errors (its onError); this is what node:http's adapter does.
          return { wireHead: statusLine(500, ["content-length: 0"]), body: null, close: true };
        }
      })();
    },
  };
}

/**
 * The URL node:http's adapter would build: the Host must be a host and nothing more (a user,
 * a path or a query in it is refused there, and here left to node:http to refuse).
 */
function requestUrl({ host, target }: PostRequest): string | null {
  let url: URL;
  try {
    url = new URL(`http://${host}${target}`);
  } catch {
    return null;
  }
  const hostOnly =
    url.hostname.length === host.length || url.hostname === host.replace(/:\d+$/, "");
  return hostOnly ? url.href : null;
}

async function toLaneAnswer(response: Response): Promise<LaneAnswer> {
  const { status } = response;
  const body = BODILESS.has(status) ? null : Buffer.from(await response.arrayBuffer());
  const lines: string[] = [];
  let close = false;
  response.headers.forEach((value, name) => {
    if (name === "connection") close = /\bclose\b/i.test(value);
    else if (name !== "set-cookie" && !OWN_HEADERS.has(name)) lines.push(`${name}: ${value}`);
  });
  for (const cookie of response.headers.getSetCookie()) lines.push(`set-cookie: ${cookie}`);
  if (body) lines.push(`content-length: ${body.length}`);
  return { wireHead: statusLine(status, lines), body: body?.length ? body : null, close };
}

function statusLine(status: number, lines: string[]): Buffer {
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines.map((line) => `${line}\r\n`).join("")}`;
  return Buffer.from(head, "latin1");
}
