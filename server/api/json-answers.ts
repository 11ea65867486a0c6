import type { Context } from "hono";
import { problem } from "./problem.ts";

/** One page of a list: its rows, and in X-Total-Count how many match in all (for the pager). */
export function pageAnswer(c: Context, page: { items: object[]; total: number }): Response {
  c.header("X-Total-Count", String(page.total));
  return c.json(page.items);
}

/** The record asked for, or a 404 problem saying what is not there. */
export function foundOr404(c: Context, found: object | null | undefined, detail: string): Response {
  return found ? c.json(found) : problem(c, 404, detail);
}

/** `{ success: true }` when it was done, or a 404 problem when there was nothing to do it to. */
export function doneOr404(c: Context, done: boolean, detail: string): Response {
  return done ? c.json({ success: true }) : problem(c, 404, detail);
}
