/** PostgreSQL returns Date objects and SQLite strings for the same column. */
export function toIsoString(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** SQLite stores booleans as 0/1. */
export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function nowIso(): string {
  return new Date().toISOString();
}

let lastInstant = 0;

/**
 * Creation instants that never repeat within this process, so two submissions in the same
 * millisecond still list newest first in the order they arrived.
 */
export function monotonicNowIso(): string {
  lastInstant = Math.max(Date.now(), lastInstant + 1);
  return new Date(lastInstant).toISOString();
}
