import type { Context } from "hono";
import { UnknownDatasheetError } from "../../app/domain/catalogue-items/datasheet-check.server.ts";
import { actorOf } from "./actor.ts";
import { z } from "zod";
import { productInput } from "../../app/domain/schemas/product-input.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { doneOr404, foundOr404, pageAnswer } from "./json-answers.ts";
import { problem } from "./problem.ts";
import { catalogueItemWithProductRecord, productRecord, successRecord } from "./record-schemas.ts";

const productListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** A datasheet that is not a document of the media library: 400 at its field (decision 084). */
async function knownDatasheets(c: Context<ApiEnv>, work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UnknownDatasheetError)) throw error;
    return problem(c, 400, "The request has invalid fields.", { errors: error.errors });
  }
}

export const productEndpoints = [
  endpoint({
    method: "get",
    path: "/products",
    tag: "Products",
    summary: "List the catalogue",
    query: productListQuery,
    responses: {
      200: {
        description: "Products in catalogue order, without their items (one row each)",
        schema: productRecord.array(),
        headers: ["X-Total-Count"],
      },
    },
    handler: async ({ c, query }) => {
      const page = await c.get("deps").services.products.list(query);
      return pageAnswer(c, page);
    },
  }),
  endpoint({
    method: "get",
    path: "/products/{id}",
    tag: "Products",
    summary: "One product category",
    responses: {
      200: { description: "The product", schema: productRecord },
      404: { description: "Unknown id" },
    },
    handler: async ({ c, params }) => {
      const product = await c.get("deps").services.products.get(params.id ?? "");
      return foundOr404(c, product, "No product has this id.");
    },
  }),
  endpoint({
    method: "get",
    path: "/products/{id}/items/{slug}",
    tag: "Products",
    summary: "One item of a category, by its address",
    responses: {
      200: { description: "The item and its category", schema: catalogueItemWithProductRecord },
      404: { description: "Unknown category or item" },
    },
    handler: async ({ c, params }) => {
      const item = await c.get("deps").services.products.item(params.id ?? "", params.slug ?? "");
      return foundOr404(c, item, "This category has no item at this address.");
    },
  }),
  endpoint({
    method: "post",
    path: "/products",
    tag: "Products",
    summary: "Create a product; the server makes the id. `items`, when sent, replace `description`",
    body: productInput,
    responses: {
      201: { description: "The created product", schema: productRecord },
      400: { description: "Invalid fields, or a datasheet the media library does not hold" },
    },
    handler: ({ c, body }) =>
      knownDatasheets(c, async () =>
        c.json(await c.get("deps").services.products.create(body, { actor: actorOf(c) }), 201),
      ),
  }),
  endpoint({
    method: "put",
    path: "/products/{id}",
    tag: "Products",
    summary:
      "Replace a product. With `items`, they are the list; with `description` alone, items whose name is unchanged keep their details",
    body: productInput,
    responses: {
      200: { description: "The updated product", schema: productRecord },
      400: { description: "Invalid fields, or a datasheet the media library does not hold" },
      404: { description: "Unknown id" },
    },
    handler: ({ c, body, params }) =>
      knownDatasheets(c, async () => {
        const updated = await c
          .get("deps")
          .services.products.update(params.id ?? "", body, actorOf(c));
        return foundOr404(c, updated, "No product has this id.");
      }),
  }),
  endpoint({
    method: "delete",
    path: "/products/{id}",
    tag: "Products",
    summary: "Delete a product",
    responses: {
      200: { description: "Deleted", schema: successRecord },
      404: { description: "Unknown id" },
    },
    handler: async ({ c, params }) =>
      doneOr404(
        c,
        await c.get("deps").services.products.remove(params.id ?? "", actorOf(c)),
        "No product has this id.",
      ),
  }),
];
