import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMessage, type ReceivedMessage } from "./mime.ts";

export interface SinkOptions {
  /** Listen on this port (to bring a "downed" server back on the same address). */
  port?: number;
  /** Refuse these RCPT TO addresses with 550. */
  rejectRecipients?: string[];
  /** Accept a login only with this password (535 otherwise). */
  password?: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMessage[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  close(): Promise<void>;
}

/** A receiving SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  const rejected = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 50,
    onAuth(auth, _session, callback) {
      if (options.password !== undefined && auth.password !== options.password) {
        const error = Object.assign(new Error("Invalid login"), { responseCode: 535 });
        return callback(error);
      }
      callback(null, { user: auth.username ?? "test" });
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push(parseMessage(Buffer.concat(chunks).toString("utf8"), envelopeTo, from));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const net = server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = net.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
    net.once("error", reject);
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages, received ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens: connections are refused. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SilentServer {
  port: number;
  /** Connections accepted so far (each one a send that is stuck waiting for a greeting). */
  connections: number;
  close(): Promise<void>;
}

/** Accepts connections and never says a word: a mail server that hangs. */
export async function startSilentServer(port = 0): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const state = { connections: 0 };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  const bound = await new Promise<number>((resolve) =>
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    port: bound,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
