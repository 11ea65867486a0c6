import { expect, test } from "vitest";
import { knownIds } from "../fuzz/known-ids.ts";
import { runFuzz } from "../fuzz/run-fuzz.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

/**
 * A short run of the OpenAPI-driven fuzzer (tests/fuzz) on each database; `npm run fuzz`
 * sends 100,000 (docs/security.md). A failure prints the seed and the first examples.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

describeEachDialect("OpenAPI fuzzing", (dialect) => {
  const { visitor, testApp } = useTestApp(dialect);

  test(`${REQUESTS} generated requests: no 5xx, only documented statuses, problem+json errors, valid bodies`, async () => {
    const document = (await visitor().get("/api/openapi.json")).body;
    const report = await runFuzz({
      app: testApp().app,
      document,
      requests: REQUESTS,
      seed: SEED,
      known: await knownIds(testApp().services),
    });
    const message = `seed ${SEED}\n${report.examples.join("\n")}`;
    expect(report.violations, message).toEqual({
      "server error": 0,
      "undocumented status": 0,
      "not problem+json": 0,
      schema: 0,
    });
    expect(report.requests).toBe(REQUESTS);
  }, 120_000);
});
