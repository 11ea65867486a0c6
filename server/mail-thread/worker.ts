import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../app/db/connection.server.ts";
import { createOutbox } from "../../app/domain/notifications/outbox.server.ts";
import { createSenderSource } from "../../app/domain/notifications/sender.server.ts";
import { createLogger } from "../logger.ts";
import { clockReader } from "../thread-clock.ts";
import { createOutboxWorker } from "../mail/outbox-worker.ts";
import { createMailTransport } from "../mail/transport.ts";
import type { MailThreadRequest, MailThreadSettings } from "./protocol.ts";

/**
 * The mail thread (docs/decisions/077): the outbox worker with a connection of its own, so its
 * claims, sends and commits (an fsync each on SQLite) never hold up the server's thread.
 */
const settings = workerData as MailThreadSettings;
const port = parentPort!;
const logger = createLogger(settings.logLevel);
// One connection: the worker claims, sends and marks one message at a time.
const handle = openDatabase(settings.databaseUrl, settings.dataDir, { poolSize: 1 });
const worker = createOutboxWorker({
  outbox: createOutbox(handle.db),
  transport: createMailTransport({
    smtpUrl: settings.smtpUrl,
    dataDir: settings.dataDir,
    logger,
    timeouts: settings.smtpTimeouts,
  }),
  // MAIL_FROM, else the company as the published site content names it: this thread's copy
  // follows the content generation (docs/decisions/079, 089), so an edit needs no restart.
  sender: createSenderSource(handle.db, { mailFrom: settings.from }),
  logger,
  timings: {
    ...(settings.sendsPerSecond === undefined ? {} : { sendsPerSecond: settings.sendsPerSecond }),
    ...settings.timings,
  },
  now: clockReader(settings.clock),
});
worker.start();

port.on("message", (request: MailThreadRequest) => {
  if (request.type === "nudge") return worker.nudge();
  void worker
    .stop(request.graceMs)
    .then(() => handle.close())
    .finally(() => port.close());
});
