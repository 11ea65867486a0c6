import { afterAll, beforeAll } from "vitest";
import { startSmtpSink, type SinkOptions, type SmtpSink } from "./smtp-sink.ts";

// Apart from smtp-sink.ts, which the browser tests import too: Vitest's hooks cannot load there.
/**
 * Registers beforeAll/afterAll hooks that run one sink for the enclosing describe block;
 * returns an accessor for tests and hooks.
 */
export function useSmtpSink(options: SinkOptions = {}): () => SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink(options);
  });
  afterAll(async () => {
    await sink?.close();
  });
  return () => {
    if (!sink) throw new Error("The SMTP sink is only available inside tests and hooks");
    return sink;
  };
}
