import type { Services } from "../../app/domain/services.server.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";

/**
 * The site's app in a script's own process (no React Router build): the administrator made
 * first, a silent logger and ten form submissions a minute per address, as in production.
 */
export async function appWithAdministrator(
  services: Services,
  admin: { email: string; password: string },
  options: { secret: string; trustProxy?: string },
) {
  await services.auth.ensureAdministrator(admin);
  return createApp({
    deps: { services, logger: createLogger("silent"), formRateLimit: 10, secret: options.secret },
    trustProxy: options.trustProxy,
  });
}
