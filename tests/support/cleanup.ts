import { afterEach } from "vitest";

export type CleanupSteps = Array<() => Promise<void> | void>;

/**
 * Steps a test registers as it starts things (servers, threads, databases), run after each
 * test in reverse order. Call in a describe block or at a file's top level.
 */
export function cleanupAfterEach(): CleanupSteps {
  const steps: CleanupSteps = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return steps;
}
