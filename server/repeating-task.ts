/**
 * A background task every process runs on a timer (the daily runs claim their day in the
 * database, so asking often is cheap). The timers never keep the process alive. The task
 * catches its own failures: the next tick is its retry.
 */
export function repeatEvery(
  everyMs: number,
  task: () => Promise<void>,
  options: { firstAfterMs?: number } = {},
): { stop: () => void } {
  const { firstAfterMs } = options;
  const first = firstAfterMs === undefined ? null : setTimeout(() => void task(), firstAfterMs);
  first?.unref();
  const timer = setInterval(() => void task(), everyMs);
  timer.unref();
  if (first === null) void task();
  return {
    stop: () => {
      if (first) clearTimeout(first);
      clearInterval(timer);
    },
  };
}
