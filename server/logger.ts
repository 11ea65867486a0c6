import pino from "pino";

/**
 * Structured JSON logs. Request bodies, cookies and auth headers are never
 * logged; error objects are logged server-side only.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password"],
      remove: true,
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
