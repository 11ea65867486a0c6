import type { EnquiryKind } from "../../app/domain/enquiries/enquiry-kinds.ts";
import type { Admission, SubmissionItem } from "../../app/domain/enquiries/submission.ts";
import type { SharedClock } from "../thread-clock.ts";

/** What the submission thread needs to write as the server would (docs/decisions/076). */
export interface ThreadSettings {
  /** DATABASE_URL and DATA_DIR: the thread opens its own connection (a small pool on PostgreSQL). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The notifier's settings: the e-mails are queued in the submissions' transaction. */
  siteUrl: string;
  notifyEmail?: string;
  acknowledgementsPerHour?: number;
  logLevel: string;
  /** Tests: a clock they move, for the rate limits and the acknowledgements' hour. */
  clock?: SharedClock;
}

/** The server's thread to the submission thread. */
export type ThreadRequest =
  | {
      type: "submit";
      id: number;
      kind: EnquiryKind;
      item: SubmissionItem<{ email: string }>;
      admission?: Admission;
    }
  /** No more submissions: close the pool and end. */
  | { type: "close" };

/** The submission thread's answer to one submission. */
export type ThreadAnswer =
  | { id: number; outcome: "stored"; record: unknown }
  | { id: number; outcome: "refused"; retryAfter: number }
  /** The reason stays in the thread's log: an answer carries no database error. */
  | { id: number; outcome: "failed" };
