import type { DatabaseHandle } from "../../app/db/connection.server.ts";
import type { Services } from "../../app/domain/services.server.ts";
import type { ApiDependencies } from "../../server/api/env.ts";
import { createApp, type AppOptions } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import { TestClient } from "./client.ts";

export const TEST_SECRET = "test-session-secret-that-is-long-enough-0123456789";

let addressCounter = 0;
/** A client address no other client of this test process uses. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}:${process.pid}:${addressCounter}`;
}

/** A running server as the tests reach it: its services, its database and its clients. */
export interface ServedApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  handle: DatabaseHandle;
  /** This test's own DATABASE_URL, for a second process on the same database. */
  databaseUrl: string;
  /** A new visitor with an empty cookie jar and a client address of its own. */
  client(address?: string): TestClient;
  /** A new client, signed in as the administrator (one scrypt verification, about 0.3 s). */
  signedInClient(): Promise<TestClient>;
}

export type ApiAppDependencies = Partial<Omit<ApiDependencies, "services" | "secret">>;

/**
 * The Hono app over these services without a React Router build (the API only), signing
 * sessions with the tests' secret, and its clients. Unless a test says otherwise it allows 10
 * public submissions a minute, as production does, and logs at TEST_LOG_LEVEL.
 */
export function createApiApp(
  services: Services,
  deps: ApiAppDependencies = {},
  options: Omit<AppOptions, "deps"> = {},
) {
  const {
    logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    formRateLimit = 10,
    ...rest
  } = deps;
  const app = createApp({
    deps: { ...rest, services, logger, formRateLimit, secret: TEST_SECRET },
    ...options,
  });
  const client = (address = uniqueAddress()) => new TestClient(app, address);
  return { app, client, signedInClient: () => client().signIn() };
}
