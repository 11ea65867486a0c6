import { readFileSync } from "node:fs";

/** Resident memory of a process in MB, read from /proc (Linux), or null once it has gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; `peak` is the largest sample. */
export function sampleRss(pid: number, everyMs = 100) {
  let peak = rssMb(pid) ?? 0;
  let samples = 0;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now === null) return;
    samples += 1;
    peak = Math.max(peak, now);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: Math.max(peak, rssMb(pid) ?? 0), samples };
    },
  };
}
