import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { listen } from "./listeners.ts";
import { ConfigError, loadConfig, publicOrigin, type Config } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import { runPrimary } from "./cluster.ts";
import { ensureAdministrator, logMailSetup, logSiteUrl, prepareDatabase } from "./bootstrap.ts";
import { startDigestScheduler } from "./mail/digest-scheduler.ts";
import { startRetentionScheduler } from "./retention-scheduler.ts";
import { startBackupScheduler } from "./backup-scheduler.ts";
import { startSiteRuntime } from "./site-runtime.ts";
import { checkStartup, portError, StartupError } from "./startup-checks.ts";
import { resolveSessionSecret } from "./secrets.ts";
import { missingMallocSettings } from "./malloc-settings.ts";
import { warmUp } from "./warm-up.ts";

const BUILD_DIR = process.env.BUILD_DIR || "./build";
const BUILD_ENTRY = `${BUILD_DIR}/server/index.js`;
const SHUTDOWN_GRACE_MS = 10_000;

/** Bad configuration ends the start with one line naming the setting, never a stack trace. */
function refuseToStart(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
  // A worker's port is the primary's, already checked by it.
  if (cluster.isPrimary) await checkStartup(config);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) refuseToStart(error.message);
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
if (!existsSync(BUILD_ENTRY)) {
  refuseToStart("no build found. Run `npm run build` (or `npm start`, which builds when needed).");
}

const siteUrl = publicOrigin(config);
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  // Migrations, seeding and the first administrator once, before any worker serves.
  logSiteUrl(config, logger);
  const { handle, services } = await prepareDatabase(config, logger, { siteUrl });
  await ensureAdministrator(services, config, logger);
  logMailSetup(config, logger);
  await handle.close();
  runPrimary(config.WEB_CONCURRENCY, logger);
} else {
  await serveRequests(config, logger, siteUrl);
}

async function serveRequests(config: Config, logger: Logger, siteUrl: string) {
  if (cluster.isPrimary) logSiteUrl(config, logger);
  const missing = missingMallocSettings();
  if (missing.length > 0) {
    logger.warn(
      { missing },
      "started without the malloc settings that keep memory low under image uploads; start with `npm start` or `npm run serve`, or set them (docs/decisions/055)",
    );
  }

  // The services here, the forms' writer and the outbox on threads of their own
  // (docs/decisions/076, 077 and 087): e-mails are queued with each submission and sent
  // from the mail thread.
  const runtime = await startSiteRuntime(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      siteUrl,
      notifyEmail: config.NOTIFY_EMAIL,
      acknowledgementsPerHour: config.ACK_HOURLY_LIMIT,
      smtpUrl: config.SMTP_URL,
      mailFrom: config.MAIL_FROM,
      // Each worker process has a mail thread: together they keep to the machine's pace.
      mailPerSecond: config.MAIL_PER_SECOND / config.WEB_CONCURRENCY,
      logLevel: config.LOG_LEVEL,
      backupDir: config.BACKUP_DIR,
      backupKeep: config.BACKUP_KEEP,
    },
    logger,
    // The settings, for the go-live checklist and the screens that explain them.
    { environment: config },
  );
  const { handle, services } = runtime;
  if (cluster.isPrimary) await ensureAdministrator(services, config, logger);
  // Every worker may run it: the digest is claimed in the database, so it goes out once a day.
  const digests = startDigestScheduler(services, logger);
  // Likewise claimed per day in the database (docs/decisions/090).
  const retention = startRetentionScheduler(services, logger);
  // The day's backup, likewise claimed in the database, written off the request path.
  const backups = startBackupScheduler(services, logger);
  if (cluster.isPrimary) logMailSetup(config, logger);

  const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
  const app = createApp({
    deps: {
      services,
      logger,
      formRateLimit: config.FORM_RATE_LIMIT,
      secret: await resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR, handle.db),
      formMinFillMs: config.FORM_MIN_FILL_MS,
      mediaMaxBytes: config.MEDIA_MAX_BYTES,
    },
    build,
    clientDir: `${BUILD_DIR}/client`,
    siteUrl,
    trustProxy: config.TRUST_PROXY,
    mode: "production",
    metricsToken: config.METRICS_TOKEN,
    clusterWorker: cluster.isWorker,
  });

  const housekeeping = setInterval(
    () => {
      services.auth
        .purgeExpiredSessions()
        .catch((err) => logger.warn({ err }, "session purge failed"));
      services.rateLimiter
        .purgeExpired(60 * 60 * 1000)
        .catch((err) => logger.warn({ err }, "rate-limit purge failed"));
    },
    10 * 60 * 1000,
  );
  housekeeping.unref();

  // Warm before the port opens (docs/decisions/093): the first visitors, and a load balancer
  // that sends them once /healthz answers, meet a server as fast as it will be in an hour.
  await warmUp(app, logger);
  const server = await listen(app.listener, {
    port: config.PORT,
    host: config.HOST,
    lane: app.lane,
  }).catch(
    // Another process may take the port between the check and here.
    (error: NodeJS.ErrnoException) => refuseToStart(portError(error, config.PORT).message),
  );
  logger.info(
    { port: config.PORT, sockets: server.servers.length },
    `listening on http://localhost:${config.PORT}`,
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    digests.stop();
    retention.stop();
    backups.stop();
    app.pageCache?.stop();
    logger.info({ signal }, "shutting down: finishing requests in flight");
    clearInterval(housekeeping);
    const forced = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // The mail thread finishes (or abandons) the e-mail it is sending while requests drain.
    void runtime.stopSending(SHUTDOWN_GRACE_MS / 2);
    server.close(async () => {
      await runtime.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
