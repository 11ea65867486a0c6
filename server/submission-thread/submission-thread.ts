import type {
  EnquiryRecordOf,
  EnquiryValues,
} from "../../app/domain/enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../../app/domain/enquiries/enquiry-kinds.ts";
import {
  SubmissionRefused,
  type Admission,
  type Submission,
  type SubmissionItem,
  type SubmissionWriter,
} from "../../app/domain/enquiries/submission.ts";
import type { Logger } from "../logger.ts";
import { threadModule } from "../runtime-layout.ts";
import { superviseThread } from "../supervised-thread.ts";
import type { ThreadAnswer, ThreadRequest, ThreadSettings } from "./protocol.ts";

export interface SubmissionThreadOptions {
  settings: ThreadSettings;
  logger: Logger;
  /** Runs for each stored submission once its transaction has committed: wakes the outbox. */
  afterSubmission?: (submission: Submission) => void;
}

export interface SubmissionThread extends SubmissionWriter {
  /** Ends the thread once every submission handed to it has its answer. */
  stop(): Promise<void>;
}

interface Waiting {
  kind: EnquiryKind;
  resolve: (record: unknown) => void;
  reject: (error: unknown) => void;
}

const WORKER_URL = threadModule("submission-thread");
const STOP_WAIT_MS = 5_000;

/**
 * The public forms' writer on a thread of its own (PostgreSQL; docs/decisions/076). Each
 * submission is handed over with its kind, values and admission, and its promise settles with
 * the thread's answer: the stored record, the sender's refusal, or a failure. A thread that dies
 * is replaced; the submissions it held fail (their transaction may or may not have committed,
 * as when a connection drops) and never hang.
 */
export function startSubmissionThread(options: SubmissionThreadOptions): SubmissionThread {
  const { settings, logger } = options;
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  const thread = superviseThread<ThreadRequest, ThreadAnswer>({
    name: "the submission thread",
    url: WORKER_URL,
    workerData: settings,
    logger,
    onMessage: settle,
    onExit() {
      const lost = [...waiting.values()];
      waiting.clear();
      for (const entry of lost) entry.reject(new Error("The submission thread stopped"));
    },
  });

  function settle(answer: ThreadAnswer) {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if (answer.outcome === "refused") return entry.reject(new SubmissionRefused(answer.retryAfter));
    if (answer.outcome === "failed")
      return entry.reject(new Error("The submission could not be stored"));
    options.afterSubmission?.({ kind: entry.kind, record: answer.record } as Submission);
    entry.resolve(answer.record);
  }

  async function stopThread() {
    stopping = true;
    for (let waited = 0; waiting.size > 0 && waited < STOP_WAIT_MS; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await thread.close({ type: "close" }, STOP_WAIT_MS);
  }

  return {
    submit<K extends EnquiryKind>(
      kind: K,
      item: SubmissionItem<EnquiryValues<K>>,
      admission?: Admission,
    ): Promise<EnquiryRecordOf<K>> {
      if (stopping) return Promise.reject(new Error("The submission thread is stopping"));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { kind, resolve: resolve as (record: unknown) => void, reject });
        thread.post({ type: "submit", id, kind, item, admission });
      });
    },

    stop() {
      stopped ??= stopThread();
      return stopped;
    },
  };
}
