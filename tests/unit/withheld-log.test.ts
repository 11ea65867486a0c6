import { afterEach, expect, test, vi } from "vitest";
import { capturedLogger } from "../support/captured-log.ts";
import type { Submission } from "../../app/domain/enquiries/submission.ts";
import { logWithheldAcknowledgement } from "../../server/mail/withheld-log.ts";

afterEach(() => vi.useRealTimers());

test("a flood against a ceiling logs its first hold-back, then one line a minute with the count", () => {
  vi.useFakeTimers();
  const { logger, lines } = capturedLogger();
  const withheld = logWithheldAcknowledgement(logger);
  const submission = (id: string) =>
    ({ kind: "contacts", record: { id, email: "victim@example.com" } }) as unknown as Submission;

  for (let i = 0; i < 500; i++) withheld("recipient", submission(`r${i}`));
  withheld("site", submission("s0"));
  expect(lines.map((l) => [l.event, l.ceiling, l.submissionId])).toEqual([
    ["mail.acknowledgement_withheld", "recipient", "r0"],
    ["mail.acknowledgement_withheld", "site", "s0"],
  ]);

  vi.advanceTimersByTime(60_000);
  expect(lines.slice(2).map((l) => [l.event, l.ceiling, l.count])).toEqual([
    ["mail.acknowledgements_withheld", "recipient", 499],
  ]);
  // The minute is over: the next one is logged at once again.
  withheld("recipient", submission("r500"));
  expect(lines.at(-1)).toMatchObject({ submissionId: "r500" });
  expect(JSON.stringify(lines)).not.toContain("victim@example.com");
});
