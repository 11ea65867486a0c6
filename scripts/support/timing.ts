/**
 * Times `fn` `runs` times after one warm-up: the minimum (the cost without waits for a core),
 * the median and the 95th percentile, in milliseconds.
 */
export async function timeRuns(
  fn: () => Promise<unknown>,
  runs: number,
): Promise<{ minMs: number; medianMs: number; p95Ms: number }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(2));
  return { minMs: at(0), medianMs: at(0.5), p95Ms: at(0.95) };
}
