/**
 * A clock that runs with real time and that tests move forward, read the same by the server's
 * thread and its submission and mail threads: its offset lives in a SharedArrayBuffer, which
 * crosses to a thread with its settings without being copied. The server itself passes none
 * and every thread reads `Date.now` (docs/decisions/087).
 */
export type SharedClock = SharedArrayBuffer;

export function createSharedClock(): SharedClock {
  return new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
}

/** Moves the clock forward, for every thread at once. */
export function advanceClock(clock: SharedClock, ms: number): void {
  Atomics.add(new BigInt64Array(clock), 0, BigInt(Math.round(ms)));
}

/** The time by this clock; `Date.now` without one. */
export function clockReader(clock: SharedClock | undefined): () => number {
  if (!clock) return Date.now;
  const offset = new BigInt64Array(clock);
  return () => Date.now() + Number(Atomics.load(offset, 0));
}
