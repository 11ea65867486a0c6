import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { isPostgresUrl } from "../app/db/connection.server.ts";
import { DirectoryError, ensureWritableDirectory } from "../app/utils/ensure-directory.server.ts";
import type { Config } from "./config.ts";

/** A setting the server cannot start with: printed as one line naming it, exit code 1. */
export class StartupError extends Error {
  readonly setting: string;
  constructor(setting: string, detail: string) {
    super(`${setting}: ${detail}`);
    this.setting = setting;
  }
}

const CONNECT_TIMEOUT_MS = 4000;

/**
 * What loadConfig cannot see from the values alone: that the folders are writable, the
 * database answers and the port is free. Run before anything else opens them, so a bad
 * setting ends the start within five seconds with one line, never a stack trace or a
 * server that looks healthy while its mail fails.
 */
export async function checkStartup(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL" | "PORT" | "HOST" | "SMTP_URL">,
): Promise<void> {
  try {
    ensureWritableDirectory(config.DATA_DIR);
  } catch (error) {
    throw new StartupError(
      "DATA_DIR",
      `${describe(error)}; the session secret and mail files live there, so point it at a writable folder`,
    );
  }
  // Without SMTP_URL every e-mail is a file there: a folder it cannot write would hold the
  // outbox back for ever while the site looked healthy.
  if (!config.SMTP_URL) {
    const mail = join(config.DATA_DIR, "mail");
    try {
      ensureWritableDirectory(mail);
    } catch (error) {
      throw new StartupError(
        "DATA_DIR",
        `${mail} is not a writable folder (${describe(error)}); without SMTP_URL the e-mails are written there`,
      );
    }
  }
  const url = config.DATABASE_URL;
  if (url && isPostgresUrl(url)) await checkPostgres(url);
  else if (url) {
    try {
      ensureWritableDirectory(dirname(url.replace(/^sqlite:/, "")));
    } catch (error) {
      throw new StartupError(
        "DATABASE_URL",
        `${describe(error)}; give sqlite:PATH a writable folder`,
      );
    }
  }
  await checkPortFree(config.PORT, config.HOST);
}

async function checkPostgres(url: string): Promise<void> {
  let target: URL;
  try {
    target = new URL(url);
    if (target.port && !/^\d+$/.test(target.port)) throw new Error("port");
  } catch {
    throw new StartupError(
      "DATABASE_URL",
      "is not a valid URL; expected postgres://user:password@host:5432/database",
    );
  }
  const where = `${target.hostname}:${target.port || 5432}`;
  const database = decodeURIComponent(target.pathname.slice(1)) || "(the user's default)";
  // Loaded here, not at the top: a SQLite site never needs pg in memory.
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A failed connection may also emit "error"; the rejection below reports it.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new StartupError("DATABASE_URL", postgresReason(error, where, database));
  } finally {
    await client.end().catch(() => {});
  }
}

function postgresReason(error: unknown, where: string, database: string): string {
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case "ECONNREFUSED":
      return `nothing answers at ${where}; is PostgreSQL running, and is the host and port right?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host in ${where} is not known; check the host name`;
    case "3D000":
      return `database "${database}" does not exist on ${where}; create it (createdb ${database}) or fix the name`;
    case "28P01":
    case "28000":
      return `PostgreSQL at ${where} refused the user or password; check the credentials`;
    default:
      if (/timeout/i.test(message ?? "")) {
        return `no answer from ${where} within ${CONNECT_TIMEOUT_MS / 1000} s; check the host, port and firewall`;
      }
      return `cannot connect to ${where} (${code ?? message ?? "unknown error"})`;
  }
}

function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => reject(portError(error, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The listening server's own errors, in the same words as the start-up check. */
export function portError(error: NodeJS.ErrnoException, port: number): StartupError {
  if (error.code === "EADDRINUSE") {
    return new StartupError(
      "PORT",
      `${port} is already in use; stop the other server or choose another PORT`,
    );
  }
  if (error.code === "EACCES") {
    return new StartupError(
      "PORT",
      `${port} needs privileges this process lacks; choose a port above 1023`,
    );
  }
  if (error.code === "EADDRNOTAVAIL") {
    return new StartupError(
      "HOST",
      `this machine has no address ${error.message.split(" ").pop()}; fix HOST`,
    );
  }
  return new StartupError("PORT", `cannot listen on ${port} (${error.code ?? error.message})`);
}

function describe(error: unknown): string {
  return error instanceof DirectoryError ? error.message : String(error);
}
