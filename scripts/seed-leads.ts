/**
 * `npm run seed:leads [-- COUNT]`: a week of plausible leads (default 40) of all three kinds,
 * spread over the last seven days at office-ish hours, for trying the lead workspace.
 * They are ordinary inbox rows: delete them like any other. No e-mails are sent.
 */
import { openDatabase } from "../app/db/connection.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { loadConfig } from "../server/config.ts";

const COUNT = Number(process.argv[2] ?? 40);
const PEOPLE = [
  ["Asha Patel", "asha.patel@example.com", "+91 98250 11001"],
  ["Rohan Mehta", "rohan@mehtachem.example", "+91 98250 11002"],
  ["Neha Shah", "neha.shah@example.com", "+91 98250 11003"],
  ["Vikram Desai", "vikram@desaitextiles.example", "+91 98250 11004"],
  ["Farah Khan", "farah.khan@example.com", "+91 98250 11005"],
  ["Suresh Iyer", "suresh.iyer@example.com", "+91 98250 11006"],
] as const;
const PRODUCTS = ["Geared motors", "Centrifugal pumps", "Ball valves", "Cooling towers"];
const SERVICES = ["Maintenance", "Installation", "Project planning", "Logistics"];

const config = loadConfig();
const handle = openDatabase(config.DATABASE_URL, config.DATA_DIR);
try {
  await migrateToLatest(handle);
  const { db } = handle;
  const now = Date.now();
  for (let n = 0; n < COUNT; n++) {
    const [name, email, phone] = PEOPLE[n % PEOPLE.length]!;
    // Between 0 and 7 days ago, at 09:00–19:00 IST (03:30–13:30 UTC).
    const day = new Date(now - Math.floor((n / COUNT) * 7) * 86_400_000);
    day.setUTCHours(3, 30, 0, 0);
    const at = new Date(Math.min(now, day.getTime() + ((n * 7919) % 600) * 60_000)).toISOString();
    const base = {
      id: crypto.randomUUID(),
      name,
      email,
      phone,
      status: n % 4 === 0 ? ("read" as const) : ("new" as const),
      created_at: at,
      updated_at: at,
    };
    const product = PRODUCTS[n % PRODUCTS.length]!;
    if (n % 3 === 0)
      await db
        .insertInto("product_inquiries")
        .values({
          ...base,
          product_requirement: `Need ${(n % 9) + 2} units of ${product.toLowerCase()}`,
          subject: `Inquiry about ${product}`,
          product_title: product,
          message: `Need ${(n % 9) + 2} units of ${product.toLowerCase()} for our plant.`,
        })
        .execute();
    else if (n % 3 === 1)
      await db
        .insertInto("service_inquiries")
        .values({
          ...base,
          service_name: SERVICES[n % SERVICES.length]!,
          service_details: "Two boiler feed pumps at the Makarpura plant.",
        })
        .execute();
    else
      await db
        .insertInto("contact_submissions")
        .values({ ...base, subject: "Price list", message: "Please send your latest price list." })
        .execute();
  }
  console.log(`Added ${COUNT} leads over the last seven days.`);
} finally {
  await handle.close();
}
