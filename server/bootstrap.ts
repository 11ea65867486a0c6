import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "../app/db/connection.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { seedCatalogue, seedProjectList } from "../app/db/seed.server.ts";
import {
  createServices,
  type ServiceOptions,
  type Services,
} from "../app/domain/services.server.ts";
import { publicOrigin, type Config } from "./config.ts";
import { renderDatasheetsInThread } from "./datasheet-thread/render-in-thread.ts";
import type { Logger } from "./logger.ts";

export interface Runtime {
  handle: DatabaseHandle;
  services: Services;
}

/** Opens the database, applies pending migrations and seeds an empty catalogue. Idempotent. */
export async function prepareDatabase(
  config: Pick<Config, "DATABASE_URL"> & Partial<Pick<Config, "DATA_DIR">>,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<Runtime> {
  const handle = openDatabase(config.DATABASE_URL, config.DATA_DIR);
  const applied = await migrateToLatest(handle);
  if (applied.length) logger.info({ migrations: applied }, "applied migrations");
  const services = createServices(handle, options);
  const seeded = await seedCatalogue(handle.db, renderDatasheetsInThread);
  if (seeded) logger.info({ products: seeded }, "seeded the catalogue");
  const projects = await seedProjectList(handle.db);
  if (projects) logger.info({ projects }, "seeded the sample projects");
  if (await services.siteContent.store.seed())
    logger.info({ version: 1 }, "seeded the site content from app/content");
  return { handle, services };
}

/** Creates or resets the administrator; prints a generated password once. */
export async function ensureAdministrator(services: Services, config: Config, logger: Logger) {
  const result = await services.auth.ensureAdministrator({
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (result.created && result.generatedPassword) {
    // Printed to the terminal, not to the structured log, so log shipping never carries it.
    process.stdout.write(
      [
        "",
        "  An administrator account was created for the back office (/admin/login):",
        `    e-mail:   ${result.email}`,
        `    password: ${result.generatedPassword}`,
        "  This password is shown once. Change it with: npm run admin:reset-password",
        "  or start the server with ADMIN_EMAIL and ADMIN_PASSWORD set.",
        "",
        "",
      ].join("\n"),
    );
  } else if (result.created) {
    logger.info({ email: result.email }, "created the administrator from ADMIN_EMAIL");
  }
}

/** Says where notification e-mails go, and warns when their links would point nowhere. */
export function logMailSetup(config: Config, logger: Logger) {
  if (!config.SMTP_URL) {
    logger.info(
      { mailDir: join(config.DATA_DIR, "mail") },
      "no SMTP_URL: notification e-mails are written as .eml files, not sent",
    );
    return;
  }
  logger.info({ transport: "smtp" }, "notification e-mails are sent through SMTP_URL");
}

/**
 * Without SITE_URL every absolute link (pages, sitemap, e-mails) points at this machine,
 * never at the Host a request names (docs/decisions/038): say once how to fix that.
 */
export function logSiteUrl(config: Pick<Config, "SITE_URL" | "PORT">, logger: Logger): void {
  if (config.SITE_URL) return;
  logger.warn(
    { siteUrl: publicOrigin(config) },
    `SITE_URL is not set: links in pages, the sitemap and e-mails point at ${publicOrigin(config)}. Set SITE_URL=https://your-domain in production.`,
  );
}
