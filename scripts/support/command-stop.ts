import { ConfigError, loadConfig, type Config } from "../../server/config.ts";

/** Annotate the constant with this: TypeScript narrows after a call only then. */
export type Stop = (message: string) => never;

/**
 * How the backup and restore commands give up: one line on stderr, "Cannot <doing>: why", and
 * exit code 1, so whoever runs them by hand or from cron sees the reason and nothing else.
 */
export function commandStop(doing: string): Stop {
  return (message) => {
    process.stderr.write(`Cannot ${doing}: ${message}\n`);
    process.exit(1);
  };
}

/** An error's first line: a driver's message can run on for many. */
export function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
}

/** The configuration as the server reads it; a bad setting stops the command naming it. */
export function loadConfigOrStop(stop: Stop): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}
