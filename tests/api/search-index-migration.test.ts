import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "vitest";
import { openDatabase } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { createSearchService } from "../../app/domain/search/search.server.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import { createPostgresDatabase } from "../support/databases.ts";
import { atMigration, earlierProductRow } from "../support/migration-database.ts";
import { describeEachDialect, postgresAvailability } from "../support/test-app.ts";

/**
 * Migration 012 (docs/decisions/082): a database filled before the search existed gets every
 * category, item, published project and service page indexed by the migration itself.
 */
describeEachDialect("Migration 012, the search index", (dialect) => {
  test("indexes the categories, items, published projects and services already stored", async () => {
    await atMigration(dialect, "011-catalogue-items", async (handle) => {
      const now = new Date().toISOString();
      await handle.db
        .insertInto("products")
        .values(
          earlierProductRow("pumps", {
            title: "Pumps & Plumbing",
            description: "End-suction Pump",
            image_url: "/images/catalogue/pumps.svg",
            category: "Pumps",
          }),
        )
        .execute();
      await handle.db
        .insertInto("items")
        .values({
          id: "item-1",
          product_id: "pumps",
          position: 0,
          slug: "end-suction-pump",
          name: "End-suction Pump",
          make: "Narmada Flowtech",
          model: "NF-ES 50-160",
          summary: "Centrifugal pump for process water.",
          specs: JSON.stringify([{ name: "MOC", value: "SS 316" }]),
          images: "[]",
          datasheets: "[]",
          unit: "Set",
          moq: "1",
          lead_time: "",
          hsn: "8413",
          created_at: now,
          updated_at: now,
        })
        .execute();
      const project = (id: string, published: boolean) => ({
        id,
        slug: id,
        title: `Cooling water line ${id}`,
        client_industry: "Chemicals",
        location: "Dahej",
        year: 2025,
        summary: "Pipes and pumps.",
        body: "We laid the line.",
        outcome: "",
        images: "[]",
        published,
        sort_order: 0,
        created_at: now,
        updated_at: now,
      });
      await handle.db
        .insertInto("projects")
        .values([project("shown", true), project("hidden", false)])
        .execute();
      await handle.db
        .insertInto("site_content_versions")
        .values({
          version: 1,
          content: JSON.stringify(seedSiteContent()),
          summary: "Initial content",
          changes: "[]",
          created_by: "system",
          restored_from: null,
          created_at: now,
        })
        .execute();

      expect(await migrateToLatest(handle)).toContain("012-search-index");

      const search = createSearchService(handle.db, handle.dialect);
      const find = async (q: string) =>
        (await search.search({ q, limit: 20, offset: 0 })).results.map((r) => r.url);
      expect(await find("ss316 centrifugal")).toEqual(["/products/pumps/end-suction-pump"]);
      expect(await find("pumps plumbing")).toContain("/products/pumps");
      expect(await find("cooling water line")).toEqual(["/projects/shown"]);
      expect(await find("logistics")).toContain("/services/logistics");
    });
  });

  test.skipIf(dialect !== "postgres")(
    "without the right to create pg_trgm, the migration stops and says what to run",
    async () => {
      const database = await createPostgresDatabase(postgresAvailability.url!);
      const role = `search_limited_${process.pid}_${randomBytes(3).toString("hex")}`;
      const asOwner = async (url: string, statements: string[]) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          for (const statement of statements) await client.query(statement);
        } finally {
          await client.end();
        }
      };
      // May create tables, not extensions (those need CREATE on the database).
      await asOwner(database.url, [
        `create role "${role}" login`,
        `grant create, usage on schema public to "${role}"`,
      ]);
      const url = new URL(database.url);
      url.username = role;
      const handle = openDatabase(url.toString());
      try {
        await expect(migrateToLatest(handle)).rejects.toThrow(
          /pg_trgm.*CREATE EXTENSION pg_trgm; and start the server again/s,
        );
      } finally {
        await handle.close();
        await database.drop();
        await asOwner(postgresAvailability.url!, [`drop role if exists "${role}"`]);
      }
    },
  );
});
