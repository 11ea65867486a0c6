import { z } from "zod";

/** Settings from the environment, checked at start (DECISIONS.md section 4). */
const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:)/.test(v), {
      error: "must be a postgres:// URL or sqlite:PATH",
    }),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: "must be at least 12 characters" }).optional(),
  SESSION_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { error: "must be an smtp:// or smtps:// URL" }),
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** The From of the notification e-mails (issue 5); unset: the company's general address. */
  MAIL_FROM: z
    .string()
    .optional()
    .refine((v) => !v || /^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v.trim()), {
      error: 'must be an e-mail address or "Name <address>"',
    }),
  FORM_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
  SITE_URL: z.url({ error: "must be an absolute URL" }).optional(),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Minimum time between showing a public form and submitting it (issue 5). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
});

export type Config = z.infer<typeof environment>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_PASSWORD: must be set together with ADMIN_EMAIL",
    );
  }
  return parsed.data;
}
