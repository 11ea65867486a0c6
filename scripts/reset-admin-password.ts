/**
 * `npm run admin:reset-password [-- NEW_PASSWORD]`: sets a new administrator
 * password (generated when none is given), prints it once and ends every session.
 */
import { openDatabase } from "../app/db/connection.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { createServices } from "../app/domain/services.server.ts";
import { loadConfig } from "../server/config.ts";

const config = loadConfig();
const password = process.argv[2];
if (password !== undefined && password.length < 12) {
  console.error("The new password must be at least 12 characters.");
  process.exit(1);
}
const handle = openDatabase(config.DATABASE_URL, config.DATA_DIR);
try {
  await migrateToLatest(handle);
  const services = createServices(handle);
  let result = await services.auth.resetPassword(password);
  if (!result) {
    await services.auth.ensureAdministrator({ email: config.ADMIN_EMAIL });
    result = await services.auth.resetPassword(password);
  }
  if (!result) throw new Error("No administrator could be created.");
  console.log(`Administrator: ${result.email}`);
  console.log(password ? "The password was changed." : `New password: ${result.password}`);
  console.log("Every open session was signed out.");
} finally {
  await handle.close();
}
