import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";

/** Serves `app` on a free port of 127.0.0.1; the origin to send requests to, and the server. */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin };
}
