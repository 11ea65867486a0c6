import { availableParallelism } from "node:os";
import { z } from "zod";
import { parseTrustProxy, TrustProxyError } from "./client-address.ts";
import { DEFAULT_SENDS_PER_SECOND } from "./mail/send-pace.ts";

/** Settings from the environment, checked at start. */
const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:)/.test(v), {
      error: "must be a postgres:// URL or sqlite:PATH",
    })
    // The server's threads each open the database (docs/decisions/087): it must be a file.
    .refine((v) => v !== "sqlite::memory:", {
      error:
        "cannot be an in-memory database, which only one thread can open; give sqlite:PATH a file",
    }),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: "must be at least 12 characters" }).optional(),
  SESSION_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { error: "must be an smtp:// or smtps:// URL" }),
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** The From of the notification e-mails; unset: the company's general address. */
  MAIL_FROM: z
    .string()
    .optional()
    .refine((v) => !v || /^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v.trim()), {
      error: 'must be an e-mail address or "Name <address>"',
    }),
  FORM_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
  SITE_URL: z.url({ error: "must be an absolute URL" }).optional(),
  DATA_DIR: z.string().default("./data"),
  /** Where the daily backups are kept; the readiness check looks for one younger than 48 h. */
  BACKUP_DIR: z.string().optional(),
  /** How many of the newest backups BACKUP_DIR keeps (docs/decisions/088). */
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number of backups" })
    .int({ error: "must be a whole number of backups" })
    .min(1, { error: "must be at least 1" })
    .max(3650, { error: "must be at most 3650" })
    .default(14),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Which reverse proxies may name the client and the scheme (docs/decisions/038). */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        ctx.addIssue({
          code: "custom",
          message: `${error.message} (a number of proxy hops, or a comma list of proxy addresses/CIDRs)`,
        });
      }
    }),
  /** Site-wide ceiling on visitor acknowledgements per hour (docs/decisions/039). */
  ACK_HOURLY_LIMIT: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .default(100),
  /** E-mails the outbox starts sending a second, on average (docs/decisions/105). */
  MAIL_PER_SECOND: z.coerce
    .number({ error: "must be a number of e-mails a second" })
    .min(0.1, { error: "must be at least 0.1" })
    .max(1000, { error: "must be at most 1000" })
    .default(DEFAULT_SENDS_PER_SECOND),
  /** Worker processes behind one port: a number, or `auto` for the cores. */
  WEB_CONCURRENCY: z
    .string()
    .default("1")
    .refine((v) => v === "auto" || /^[1-9]\d{0,2}$/.test(v), {
      error: 'must be a number of processes from 1 to 999, or "auto"',
    })
    .transform((v) => (v === "auto" ? availableParallelism() : Number(v))),
  /** The bearer token a scraper off this machine sends for /metrics (docs/decisions/094). */
  METRICS_TOKEN: z.string().min(24, { error: "must be at least 24 characters" }).optional(),
  /** Minimum time between showing a public form and submitting it. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Largest image upload to the media library, in bytes. */
  MEDIA_MAX_BYTES: z.coerce
    .number({ error: "must be a number of bytes" })
    .int({ error: "must be a whole number of bytes" })
    .min(1024, { error: "must be at least 1024 bytes" })
    .default(20 * 1024 * 1024),
});

export type Config = z.infer<typeof environment>;

export class ConfigError extends Error {}

/**
 * The absolute origin of every link the server writes (canonical, Open Graph, sitemap,
 * e-mails). Never taken from a request's Host header: without SITE_URL it is this machine.
 */
export function publicOrigin(config: Pick<Config, "SITE_URL" | "PORT">): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(problems.join("; "));
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError("ADMIN_PASSWORD: must be set together with ADMIN_EMAIL");
  }
  return parsed.data;
}
