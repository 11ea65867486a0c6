/**
 * Another server process, as far as the daily retention run goes: opens the database named by
 * DATABASE_URL, runs today's retention (the clock moved by CLOCK_OFFSET_MS) and prints what it
 * removed, or null when the day was already taken. Run with `node` by the retention tests.
 */
import { openDatabase } from "../../app/db/connection.server.ts";
import { createServices } from "../../app/domain/services.server.ts";

const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const handle = openDatabase(process.env.DATABASE_URL);
const services = createServices(handle, {
  mailDirectory: process.env.MAIL_DIR,
  now: () => Date.now() + offset,
});
const removed = await services.privacy.retention.runDaily();
await handle.close();
process.stdout.write(JSON.stringify(removed));
