import { expect, test } from "vitest";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { atMigration, earlierProductRow } from "../support/migration-database.ts";
import { describeEachDialect } from "../support/test-app.ts";

/**
 * Migration 011 (docs/decisions/081): every category of a database of the earlier shape
 * gets one item per piece of its comma list, in order, each with the picture
 * `subproduct_images` gave its name; nothing is lost and nothing else changes.
 */
describeEachDialect("Migration 011, catalogue items", (dialect) => {
  test("turns comma lists and sub-product pictures into items", async () => {
    await atMigration(dialect, "009-projects", async (handle) => {
      const row = (id: string, description: string, pictures: Record<string, string> | null) =>
        earlierProductRow(id, {
          description,
          category: "Valves",
          images: JSON.stringify(["/images/catalogue/packaging.svg"]),
          subproduct_images: pictures ? JSON.stringify(pictures) : null,
        });
      await handle.db
        .insertInto("products")
        .values([
          row("valves", "Gate Valves, Butterfly Valves,wafer type , Gate Valves, Ball Valves", {
            "Ball Valves": "https://cdn.example.com/ball.jpg",
            "Gate Valves": "/images/subproducts/valve.svg",
          }),
          row("empty", "", null),
          row("broken-map", "Pumps", null),
        ])
        .execute();
      // A map that is not JSON must not stop a start-up.
      await handle.db
        .updateTable("products")
        .set({ subproduct_images: "{not json" })
        .where("id", "=", "broken-map")
        .execute();

      expect(await migrateToLatest(handle)).toContain("011-catalogue-items");

      const items = await handle.db
        .selectFrom("items")
        .select(["product_id", "position", "slug", "name", "images", "specs", "make"])
        .orderBy("product_id")
        .orderBy("position")
        .execute();
      expect(items.map((item) => ({ ...item, images: JSON.parse(item.images) }))).toEqual([
        {
          product_id: "broken-map",
          position: 0,
          slug: "pumps",
          name: "Pumps",
          images: [],
          specs: "[]",
          make: "",
        },
        ...[
          ["gate-valves", "Gate Valves", ["/images/subproducts/valve.svg"]],
          ["butterfly-valves", "Butterfly Valves", []],
          ["wafer-type", "wafer type", []],
          ["gate-valves-2", "Gate Valves", ["/images/subproducts/valve.svg"]],
          ["ball-valves", "Ball Valves", ["https://cdn.example.com/ball.jpg"]],
        ].map(([slug, name, images], position) => ({
          product_id: "valves",
          position,
          slug,
          name,
          images,
          specs: "[]",
          make: "",
        })),
      ]);
      // Deleting a category deletes its items.
      await handle.db.deleteFrom("products").where("id", "=", "valves").execute();
      const left = await handle.db.selectFrom("items").select("product_id").execute();
      expect(left).toEqual([{ product_id: "broken-map" }]);
    });
  });
});
