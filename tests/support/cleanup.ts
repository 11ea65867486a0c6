import { afterEach } from "vitest";

/**
 * Steps a test registers as it starts things (servers, threads, databases), run after each
 * test in reverse order. Call in a describe block or at a file's top level.
 */
export function cleanupAfterEach(): Array<() => Promise<void> | void> {
  const steps: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return steps;
}
