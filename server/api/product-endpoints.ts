import { UnknownDatasheetError } from "../../app/domain/catalogue-items/datasheet-check.server.ts";
import { actorOf } from "./actor.ts";
import { searchPageQuery } from "../../app/domain/schemas/list-query.ts";
import { productInput } from "../../app/domain/schemas/product-input.ts";
import { invalidFields } from "./problem.ts";
import { catalogueItemWithProductRecord, productRecord } from "./record-schemas.ts";
import { createRoute, findRoute, pageRoute, removeRoute, updateRoute } from "./record-routes.ts";
import type { Refusals } from "./record-routes.ts";

const NOT_FOUND = "No product has this id.";

/** A datasheet that is not a document of the media library: 400 at its field (decision 084). */
const unknownDatasheets: Refusals = {
  responses: {
    400: { description: "Invalid fields, or a datasheet the media library does not hold" },
  },
  async guard(c, work) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof UnknownDatasheetError)) throw error;
      return invalidFields(c, error.errors);
    }
  },
};

export const productEndpoints = [
  pageRoute({
    path: "/products",
    tag: "Products",
    summary: "List the catalogue",
    query: searchPageQuery,
    description: "Products in catalogue order, without their items (one row each)",
    row: productRecord,
    list: ({ c, query }) => c.get("deps").services.products.list(query),
  }),
  findRoute({
    path: "/products/{id}",
    tag: "Products",
    summary: "One product category",
    description: "The product",
    schema: productRecord,
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    find: ({ c, params }) => c.get("deps").services.products.get(params.id ?? ""),
  }),
  findRoute({
    path: "/products/{id}/items/{slug}",
    tag: "Products",
    summary: "One item of a category, by its address",
    description: "The item and its category",
    schema: catalogueItemWithProductRecord,
    notFound: {
      detail: "This category has no item at this address.",
      description: "Unknown category or item",
    },
    find: ({ c, params }) =>
      c.get("deps").services.products.item(params.id ?? "", params.slug ?? ""),
  }),
  createRoute({
    path: "/products",
    tag: "Products",
    summary: "Create a product; the server makes the id. `items`, when sent, replace `description`",
    body: productInput,
    description: "The created product",
    schema: productRecord,
    refusals: unknownDatasheets,
    create: ({ c, body }) => c.get("deps").services.products.create(body, { actor: actorOf(c) }),
  }),
  updateRoute({
    method: "put",
    path: "/products/{id}",
    tag: "Products",
    summary:
      "Replace a product. With `items`, they are the list; with `description` alone, items whose name is unchanged keep their details",
    body: productInput,
    description: "The updated product",
    schema: productRecord,
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    refusals: unknownDatasheets,
    update: ({ c, body, params }) =>
      c.get("deps").services.products.update(params.id ?? "", body, actorOf(c)),
  }),
  removeRoute({
    path: "/products/{id}",
    tag: "Products",
    summary: "Delete a product",
    description: "Deleted",
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    remove: ({ c, params }) => c.get("deps").services.products.remove(params.id ?? "", actorOf(c)),
  }),
];
