import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inject, vi } from "vitest";
import type * as Password from "../../app/domain/password.server.ts";
import type * as RuntimeLayout from "../../server/runtime-layout.ts";

/**
 * Password hashes made by the tests cost scrypt N=2^12 instead of the production's 2^17, as
 * test settings swap in a fast hasher elsewhere: a sign-in or a new member costs milliseconds
 * instead of a third of a second of CPU, and the suite spends its time on behaviour. Every path
 * still runs: verification reads the parameters stored with each hash, and the decoy an unknown
 * account is checked against is made at the same cost. The production's
 * parameters are checked by tests/unit/password.test.ts, and the login burst runs at full cost
 * (tests/api/login-burst.test.ts); both unmock this.
 */
const TEST_COST: Password.ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

vi.mock("../../app/domain/password.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof Password>();
  let decoy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => actual.hashPassword(password, TEST_COST),
    decoyPasswordHash: () =>
      (decoy ??= actual.hashPassword(randomBytes(16).toString("hex"), TEST_COST)),
  };
});

/**
 * The threads run the run's bundle of their modules (tests/support/thread-runtime.ts), as the
 * built server's do, rather than loading them from the TypeScript sources one by one.
 */
vi.mock("../../server/runtime-layout.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof RuntimeLayout>();
  const dir = inject("threadRuntimeDir");
  return {
    ...actual,
    threadModule: (name: RuntimeLayout.ThreadName) => pathToFileURL(join(dir, `${name}.js`)),
  };
});
