import { createServer, type RequestListener, type Server } from "node:http";
import { attachFastLane, type FastLane, type LaneHandlers } from "./fast-lane/fast-lane.ts";

/**
 * How many sockets listen on the port (docs/decisions/101). libuv accepts one connection per
 * listening socket per turn of the event loop, and a turn under load takes 20–60 ms: a burst of
 * new connections waited up to 2.3 s in the kernel's queue while the server answered the ones it
 * had. With SO_REUSEPORT the kernel spreads new connections over these sockets, and each turn
 * accepts one from every socket: nginx's `multi_accept`, in effect. With four, wrk's 200 new
 * connections still waited up to a second; the kernel's hash spreads a burst unevenly, so sixteen
 * leave room.
 */
export const LISTENING_SOCKETS = 16;

/** Where SO_REUSEPORT spreads connections over the sockets (Node's `reusePort`). */
const SPREADING_PLATFORMS: ReadonlySet<NodeJS.Platform> = new Set(["linux", "freebsd"]);

export interface ListenOptions {
  port: number;
  host: string;
  /**
   * Answers page-cache hits (docs/decisions/103) and the public forms' posts (106) on the socket,
   * before node:http.
   */
  lane?: LaneHandlers;
  /** For tests: how many sockets, and the platform that decides whether more than one is used. */
  sockets?: number;
  platform?: NodeJS.Platform;
}

/** The servers on one port, opened and closed as one. */
export interface Listeners {
  readonly port: number;
  readonly servers: readonly Server[];
  /** Stops accepting on every socket; `done` runs once every connection has ended. */
  close(done: () => void): void;
  /** Ends keep-alive connections with no request in flight, which would hold `close` open. */
  closeIdleConnections(): void;
}

/**
 * Opens the port with one `listener` behind every socket. Resolves once all listen; rejects
 * with the first socket's error (EADDRINUSE, EACCES) after closing any that opened.
 */
export async function listen(
  listener: RequestListener,
  options: ListenOptions,
): Promise<Listeners> {
  const platform = options.platform ?? process.platform;
  const count = SPREADING_PLATFORMS.has(platform) ? (options.sockets ?? LISTENING_SOCKETS) : 1;
  const reusePort = count > 1;
  const servers = Array.from({ length: count }, () => createServer(listener));
  const { lane } = options;
  const lanes = lane ? servers.map((server) => attachFastLane(server, lane)) : [];
  try {
    // The first socket settles the port (it may be 0, "any"); the others join it.
    await open(servers[0]!, { port: options.port, host: options.host, reusePort });
    const port = boundPort(servers[0]!);
    // Settled, not raced: a socket still opening when another fails would stay open.
    const joined = await Promise.allSettled(
      servers.slice(1).map((s) => open(s, { port, host: options.host, reusePort })),
    );
    const failed = joined.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return group(servers, lanes, port);
  } catch (error) {
    for (const server of servers) if (server.listening) server.close();
    throw error;
  }
}

function open(server: Server, options: { port: number; host: string; reusePort: boolean }) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function boundPort(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

function group(servers: Server[], lanes: FastLane[], port: number): Listeners {
  return {
    port,
    servers,
    close(done) {
      let open = servers.length;
      for (const server of servers) server.close(() => --open === 0 && done());
      // node:http's close ends its own idle connections; the lane's wait between requests too.
      for (const lane of lanes) lane.closeIdle();
    },
    closeIdleConnections() {
      for (const server of servers) server.closeIdleConnections();
      for (const lane of lanes) lane.closeIdle();
    },
  };
}
