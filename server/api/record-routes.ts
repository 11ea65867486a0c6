import type { Context } from "hono";
import type { z } from "zod";
import {
  endpoint,
  type Endpoint,
  type HandlerInput,
  type Parsed,
  type PathParams,
} from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { doneOr404, foundOr404, pageAnswer } from "./json-answers.ts";
import { successRecord } from "./record-schemas.ts";

/*
 * The shapes most records are read, saved and removed with, so that each resource says only
 * what differs: its path, its words and which service call does the work. Everything else
 * (access, CSRF, the standard answers) comes from endpoint() as for any other route.
 */

interface RouteHead<P extends string> {
  path: P;
  operationId?: string;
  tag: string;
  summary: string;
}

/**
 * The 404 of a route on one record: the problem's detail, and the line in the OpenAPI
 * document; without one the document keeps the shared "No such record".
 */
interface NotFound {
  detail: string;
  description?: string;
}

type PathInput<P extends string> = HandlerInput<undefined, undefined, PathParams<P>>;
type BodyInput<B extends z.ZodType, P extends string> = HandlerInput<
  Parsed<B>,
  undefined,
  PathParams<P>
>;

/**
 * How a route that saves a record refuses what its service throws: `guard` runs the work and
 * turns a known error into a problem, `responses` documents those answers.
 */
export interface Refusals {
  responses: Endpoint["responses"];
  guard: (c: Context<ApiEnv>, work: () => Promise<Response>) => Promise<Response>;
}

const unguarded: Refusals = { responses: {}, guard: (_c, work) => work() };

/** GET one page of a list: the rows, and in X-Total-Count how many match in all. */
export function pageRoute<Q extends z.ZodType, P extends string>(
  route: RouteHead<P> & {
    query: Q;
    description: string;
    /** One row: the answer is an array of them. */
    row: z.ZodType;
    list: (
      input: HandlerInput<undefined, Parsed<Q>, PathParams<P>>,
    ) => Promise<{ items: object[]; total: number }>;
  },
): Endpoint {
  const { description, row, list, ...head } = route;
  return endpoint({
    ...head,
    method: "get",
    responses: { 200: { description, schema: row.array(), headers: ["X-Total-Count"] } },
    handler: async (input) => pageAnswer(input.c, await list(input)),
  });
}

/**
 * GET one answer that is always there (counts, settings, a document): the service's result as
 * JSON. `responses` adds what else the route can answer (a 400 for a bad query).
 */
export function readRoute<P extends string, Q extends z.ZodType | undefined = undefined>(
  route: RouteHead<P> & {
    query?: Q;
    description: string;
    schema: z.ZodType;
    responses?: Endpoint["responses"];
    read: (input: HandlerInput<undefined, Parsed<Q>, PathParams<P>>) => Promise<object> | object;
  },
): Endpoint {
  const { description, schema, responses, read, ...head } = route;
  return endpoint({
    ...head,
    method: "get",
    responses: { 200: { description, schema }, ...responses },
    handler: async (input) => input.c.json(await read(input)),
  });
}

/** GET a whole list, short enough to need no pages: an array of rows. */
export function listRoute<P extends string>(
  route: RouteHead<P> & {
    description: string;
    /** One row: the answer is an array of them. */
    row: z.ZodType;
    list: (input: PathInput<P>) => Promise<object[]>;
  },
): Endpoint {
  const { description, row, list, ...head } = route;
  return endpoint({
    ...head,
    method: "get",
    responses: { 200: { description, schema: row.array() } },
    handler: async (input) => input.c.json(await list(input)),
  });
}

/** GET one record named by the path, or a 404 problem. */
export function findRoute<P extends string>(
  route: RouteHead<P> & {
    description: string;
    schema: z.ZodType;
    notFound: NotFound;
    find: (input: PathInput<P>) => Promise<object | null | undefined>;
  },
): Endpoint {
  const { description, schema, notFound, find, ...head } = route;
  return endpoint({
    ...head,
    method: "get",
    responses: { 200: { description, schema }, ...notFoundResponse(notFound) },
    handler: async (input) => foundOr404(input.c, await find(input), notFound.detail),
  });
}

/** POST a new record: 201 with it as saved. */
export function createRoute<B extends z.ZodType, P extends string>(
  route: RouteHead<P> & {
    body: B;
    description: string;
    schema: z.ZodType;
    refusals?: Refusals;
    create: (input: BodyInput<B, P>) => Promise<object>;
  },
): Endpoint {
  const { description, schema, refusals = unguarded, create, ...head } = route;
  return endpoint({
    ...head,
    method: "post",
    responses: { 201: { description, schema }, ...refusals.responses },
    handler: (input) => refusals.guard(input.c, async () => input.c.json(await create(input), 201)),
  });
}

/** PUT or PATCH one record named by the path: the record as saved, or a 404 problem. */
export function updateRoute<B extends z.ZodType, P extends string>(
  route: RouteHead<P> & {
    method: "put" | "patch";
    body: B;
    description: string;
    schema: z.ZodType;
    notFound: NotFound;
    refusals?: Refusals;
    update: (input: BodyInput<B, P>) => Promise<object | null | undefined>;
  },
): Endpoint {
  const { description, schema, notFound, refusals = unguarded, update, ...head } = route;
  return endpoint({
    ...head,
    responses: {
      200: { description, schema },
      ...refusals.responses,
      ...notFoundResponse(notFound),
    },
    handler: (input) =>
      refusals.guard(input.c, async () =>
        foundOr404(input.c, await update(input), notFound.detail),
      ),
  });
}

/** DELETE one record named by the path: `{ success: true }`, or a 404 problem when it was not there. */
export function removeRoute<P extends string>(
  route: RouteHead<P> & {
    description: string;
    notFound: NotFound;
    remove: (input: PathInput<P>) => Promise<boolean>;
  },
): Endpoint {
  const { description, notFound, remove, ...head } = route;
  return endpoint({
    ...head,
    method: "delete",
    responses: { 200: { description, schema: successRecord }, ...notFoundResponse(notFound) },
    handler: async (input) => doneOr404(input.c, await remove(input), notFound.detail),
  });
}

function notFoundResponse({ description }: NotFound): Endpoint["responses"] {
  return description ? { 404: { description } } : {};
}
