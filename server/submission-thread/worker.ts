import { parentPort, workerData } from "node:worker_threads";
import { openDatabase, type DatabaseHandle } from "../../app/db/connection.server.ts";
import { createSubmissionNotifier } from "../../app/domain/notifications/notifier.server.ts";
import { createRateLimiter } from "../../app/domain/rate-limiter.server.ts";
import { SubmissionRefused, type SubmissionWriter } from "../../app/domain/enquiries/submission.ts";
import { createSubmissionWriter } from "../../app/domain/submission-writer.server.ts";
import { createLogger } from "../logger.ts";
import { clockReader } from "../thread-clock.ts";
import { logWithheldAcknowledgement } from "../mail/withheld-log.ts";
import type { ThreadAnswer, ThreadRequest, ThreadSettings } from "./protocol.ts";

/**
 * The submission thread (docs/decisions/076): the group-commit writer of decision 075 with a
 * connection of its own, so a batch's round trips to PostgreSQL are answered as they arrive
 * rather than after a turn of the server's event loop full of page answers, and on SQLite its
 * inserts, e-mails and fsync no longer hold that loop up.
 */
const settings = workerData as ThreadSettings;
const port = parentPort!;
const logger = createLogger(settings.logLevel);
const now = clockReader(settings.clock);
let writer: SubmissionWriter | undefined;
let handle: DatabaseHandle | undefined;

/**
 * Opened with the first submission, once the server has migrated the database: on SQLite an
 * earlier open could race the migrations for the file's lock.
 */
function openWriter(): SubmissionWriter {
  // On PostgreSQL one connection for the batch's transaction, the others for reads beside it.
  handle = openDatabase(settings.databaseUrl, settings.dataDir, { poolSize: 4 });
  return createSubmissionWriter(
    handle.db,
    createRateLimiter(handle.db, now),
    { separateReads: handle.dialect === "postgres" },
    {
      onBatch: createSubmissionNotifier({
        siteUrl: settings.siteUrl,
        notifyEmail: settings.notifyEmail,
        acknowledgementsPerHour: settings.acknowledgementsPerHour,
        onWithheld: logWithheldAcknowledgement(logger),
        now,
      }),
    },
  );
}

port.on("message", (request: ThreadRequest) => {
  if (request.type === "close") {
    port.close();
    void handle?.close();
    return;
  }
  const { id, kind, item, admission } = request;
  writer ??= openWriter();
  writer.submit(kind, item as never, admission).then(
    (record) => answer({ id, outcome: "stored", record }),
    (error: unknown) => {
      if (error instanceof SubmissionRefused)
        return answer({ id, outcome: "refused", retryAfter: error.retryAfter });
      logger.error({ err: error, kind }, "a submission could not be stored");
      answer({ id, outcome: "failed" });
    },
  );
});

function answer(message: ThreadAnswer) {
  port.postMessage(message);
}
