import type { InboxStatus } from "../../db/schema.ts";
import type { EnquiryRecordOf, EnquiryValues } from "./enquiry-registry.ts";
import type { EnquiryKind } from "./enquiry-kinds.ts";

/** A stored enquiry with its kind: what the e-mails and the writer's hooks receive. */
export type Submission<K extends EnquiryKind = EnquiryKind> = {
  [P in K]: { kind: P; record: EnquiryRecordOf<P> };
}[K];

/** One visitor's submission, as an inbox stores it. */
export interface SubmissionItem<V extends { email: string }> {
  values: V;
  status: InboxStatus;
  /** The bytes of the file sent with it, for a kind that takes one (its name and type are in `values`). */
  attachment?: Uint8Array;
}

/** The sender's rate limit, counted in the transaction that stores the submission. */
export interface Admission {
  key: string;
  limit: number;
  windowMs: number;
}

/** The sender had used up their limit: nothing was stored. */
export class SubmissionRefused extends Error {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super("Too many submissions from this address");
    this.retryAfter = retryAfter;
  }
}

/**
 * Where the public forms' submissions go: the group-commit writer (submission-writer.server.ts),
 * which the server runs on a thread of its own (docs/decisions/076 and 087).
 */
export interface SubmissionWriter {
  /**
   * Stores one submission; resolves with its record once it is committed, or rejects with
   * SubmissionRefused when `admission` says the sender is over their limit.
   */
  submit<K extends EnquiryKind>(
    kind: K,
    item: SubmissionItem<EnquiryValues<K>>,
    admission?: Admission,
  ): Promise<EnquiryRecordOf<K>>;
}

/**
 * The writer of services composed without one (scripts, the cluster's primary): they take no
 * submissions, and storing one there is a mistake that must not pass unnoticed.
 */
export const NO_SUBMISSIONS: SubmissionWriter = {
  submit: () =>
    Promise.reject(
      new Error("These services take no submissions: the server's submission thread stores them"),
    ),
};
