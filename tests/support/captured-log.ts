import { Writable } from "node:stream";
import pino from "pino";

/** A logger shaped as the server's, whose lines a test reads back, parsed. */
export function capturedLogger(level = "warn") {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level, base: undefined },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, lines };
}
