/**
 * At most `running` costly jobs at once and `waiting` admitted behind them
 * (docs/decisions/037): password hashes, and media uploads (docs/decisions/055). scrypt
 * takes ~0.4 s of a libuv thread and 128 MiB; without a bound, a burst of sign-ins fills the
 * thread pool that file and DNS work share, and every page waits. A full gate answers at
 * once ("busy"), never stalls.
 */
export function createHashGate({ running = 2, waiting = 8 } = {}) {
  let active = 0;
  /** Places taken by tickets that are not running: queued, or still getting ready (an upload's body). */
  let held = 0;
  let started = 0;
  const queue: Array<() => void> = [];

  /** A running job ended: its slot goes to the next queued ticket, or becomes free. */
  function finish() {
    const next = queue.shift();
    if (next) {
      // Counted as running from here, not from when its continuation runs.
      held -= 1;
      next();
    } else active -= 1;
  }

  /**
   * Takes a place, or null when every place is taken. Synchronous on purpose: nothing can
   * come between the count and the reservation, so a burst can never overfill the gate.
   */
  function reserve(): GateTicket | null {
    if (active + held >= running + waiting) return null;
    held += 1;
    let state: "held" | "running" | "done" = "held";
    return {
      async run<T>(work: () => Promise<T>): Promise<T> {
        if (state !== "held") throw new Error("A gate ticket runs once");
        state = "running";
        if (active < running) {
          active += 1;
          held -= 1;
        } else {
          // The slot is handed over by finish(): `active` stays as it is.
          await new Promise<void>((resolve) => queue.push(resolve));
        }
        started += 1;
        try {
          return await work();
        } finally {
          state = "done";
          finish();
        }
      },
      release() {
        if (state !== "held") return;
        state = "done";
        held -= 1;
      },
    };
  }

  return {
    reserve,
    /** Runs `work` when a slot is free; null when the gate is full. */
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      const ticket = reserve();
      return ticket ? ticket.run(work) : null;
    },
    /** `waiting`: places taken by jobs not running; `started`: jobs begun since start. */
    stats: () => ({ active, waiting: held, started }),
  };
}

/** A place in the gate: `run` once, or `release` it unused (a no-op once run). */
export interface GateTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
  release(): void;
}

export type HashGate = ReturnType<typeof createHashGate>;
