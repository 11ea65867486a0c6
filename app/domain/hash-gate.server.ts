/**
 * At most `running` password hashes at once and `waiting` queued behind them
 * (docs/decisions/037). scrypt takes ~0.4 s of a libuv thread and 128 MiB; without
 * a bound, a burst of sign-ins fills the thread pool that file and DNS work share,
 * and every page waits. A full queue answers at once ("busy"), never stalls.
 */
export function createHashGate({ running = 2, waiting = 8 } = {}) {
  let active = 0;
  let started = 0;
  const queue: Array<() => void> = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    /** Runs `work` when a slot is free; null when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      if (active >= running) {
        if (queue.length >= waiting) return null;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      started += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** No slot and no place in the queue: a caller can refuse before doing costly work. */
    full: () => active >= running && queue.length >= waiting,
    /** `started`: hashes begun since start, for tests and the login benchmark. */
    stats: () => ({ active, waiting: queue.length, started }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;
