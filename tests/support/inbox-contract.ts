import { expect, test } from "vitest";
import { expectProblem, ISO_INSTANT, marker } from "./fixtures.ts";
import { nextMillisecond, type useTestApp } from "./test-app.ts";

/**
 * The behaviour the three inboxes share: a public
 * create that the server stamps, and admin list, status and delete endpoints.
 * Registered inside a resource's describe block, so it runs on every dialect.
 */
export interface InboxContractOptions {
  /** URL segment under /api: inquiries, service-inquiries, contacts */
  resource: string;
  /** A valid payload whose name contains `name`. */
  payload: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  context: ReturnType<typeof useTestApp>;
  /** The record is the payload as sent plus id, status and date (no derived fields). */
  storesAsSent?: boolean;
}

export function inboxContract({ resource, payload, context, storesAsSent }: InboxContractOptions) {
  const path = `/api/${resource}`;
  const { admin, visitor } = context;

  if (storesAsSent) {
    test("answers a valid submission with 201 and the stored record", async () => {
      const sent = payload();
      const response = await visitor().post(path, sent);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        ...sent,
        status: "new",
        date: expect.stringMatching(ISO_INSTANT),
      });
    });
  }

  async function submit(overrides: Record<string, unknown> = {}) {
    const response = await visitor().post(path, payload(overrides));
    expect(response.status).toBe(201);
    return response.body as { id: string; status: string; date: string; name: string };
  }

  /** Three submissions named with `tag`, each a millisecond after the last; ids oldest first. */
  async function threeVisitors(tag: string): Promise<string[]> {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await submit({ name: `Visitor ${n} ${tag}` })).id);
      await nextMillisecond();
    }
    return ids;
  }

  async function countMatching(term: string): Promise<number> {
    const response = await admin().get(`${path}?q=${encodeURIComponent(term)}`);
    return Number(response.headers.get("x-total-count"));
  }

  test("stores a submission with status 'new' and the server's current time, ignoring the client's", async () => {
    const before = Date.now();
    const response = await visitor().post(path, {
      ...payload(),
      status: "replied",
      date: "2001-01-01T00:00:00.000Z",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.body.status).toBe("new");
    expect(response.body.date).toMatch(ISO_INSTANT);
    expect(Date.parse(response.body.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(response.body.date)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(response.body.id).toEqual(expect.any(String));
  });

  test("drops fields it does not know", async () => {
    const created = await visitor().post(path, {
      ...payload(),
      isAdmin: true,
      id: "chosen-by-client",
      // A common field name, and not the honeypot's: dropped like any other unknown field.
      website: "https://visitor.example",
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("new");
    expect(created.body).not.toHaveProperty("isAdmin");
    expect(created.body).not.toHaveProperty("website");
    expect(created.body.id).not.toBe("chosen-by-client");
  });

  test("refuses a submission without the CSRF header and stores nothing", async () => {
    const name = `No Token ${marker()}`;
    const response = await visitor().post(path, payload({ name }), { csrf: false });
    expectProblem(response, 403);
    expect(await countMatching(name)).toBe(0);
  });

  test("answers 401 to every admin endpoint without a session", async () => {
    const created = await submit();
    const anonymous = visitor();
    expectProblem(await anonymous.get(path), 401);
    expectProblem(await anonymous.patch(`${path}/${created.id}/status`, { status: "read" }), 401);
    expectProblem(await anonymous.delete(`${path}/${created.id}`), 401);
    const list = await admin().get(`${path}?q=${encodeURIComponent(created.name)}`);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, status: "new" })]);
  });

  test("lists submissions newest first, with the total in X-Total-Count", async () => {
    const tag = marker("list");
    const ids = await threeVisitors(tag);
    const response = await admin().get(`${path}?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("3");
    expect(response.body.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());

    const everything = await admin().get(path);
    expect(Array.isArray(everything.body)).toBe(true);
    expect(Number(everything.headers.get("x-total-count"))).toBe(everything.body.length);
  });

  test("keeps the order of arrival for submissions sent within the same millisecond", async () => {
    const tag = marker("burst");
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await submit({ name: `Burst ${n} ${tag}` })).id);
    const response = await admin().get(`${path}?q=${tag}`);
    expect(response.body.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
  });

  test("filters by a case-insensitive search term and by status, and pages with limit and offset", async () => {
    const tag = marker("page");
    const ids = await threeVisitors(tag);
    const [oldest, middle, newest] = ids;
    expect((await admin().get(`${path}?q=${tag.toUpperCase()}`)).body).toHaveLength(3);

    const firstPage = await admin().get(`${path}?q=${tag}&limit=2`);
    expect(firstPage.body.map((r: { id: string }) => r.id)).toEqual([newest, middle]);
    expect(firstPage.headers.get("x-total-count")).toBe("3");
    const secondPage = await admin().get(`${path}?q=${tag}&limit=2&offset=2`);
    expect(secondPage.body.map((r: { id: string }) => r.id)).toEqual([oldest]);
    expect(secondPage.headers.get("x-total-count")).toBe("3");

    await admin().patch(`${path}/${middle}/status`, { status: "read" });
    const read = await admin().get(`${path}?q=${tag}&status=read`);
    expect(read.body.map((r: { id: string }) => r.id)).toEqual([middle]);
    expect(read.headers.get("x-total-count")).toBe("1");
  });

  test("rejects an unknown status filter or a bad page size with 400", async () => {
    expectProblem(await admin().get(`${path}?status=archived`), 400);
    expectProblem(await admin().get(`${path}?limit=0`), 400);
    expectProblem(await admin().get(`${path}?offset=-1`), 400);
    expectProblem(await admin().get(`${path}?limit=abc`), 400);
  });

  test("marks a submission as read, then as replied, and answers with the updated record", async () => {
    const created = await submit();
    const read = await admin().patch(`${path}/${created.id}/status`, { status: "read" });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.id, status: "read", date: created.date });
    const replied = await admin().patch(`${path}/${created.id}/status`, { status: "replied" });
    expect(replied.status).toBe(200);
    expect(replied.body.status).toBe("replied");
  });

  test("rejects an unknown status value with 400 and leaves the record as it was", async () => {
    const created = await submit();
    const response = await admin().patch(`${path}/${created.id}/status`, { status: "archived" });
    expect(expectProblem(response, 400).errors).toHaveProperty("status");
    const list = await admin().get(`${path}?q=${encodeURIComponent(created.name)}`);
    expect(list.body[0].status).toBe("new");
  });

  test("refuses to make a submission 'new' again unless it is restored from spam", async () => {
    const created = await submit();
    await admin().patch(`${path}/${created.id}/status`, { status: "read" });
    const response = await admin().patch(`${path}/${created.id}/status`, { status: "new" });
    expect(expectProblem(response, 400).errors).toEqual({
      status: "Status must be read or replied",
    });
    const list = await admin().get(`${path}?q=${encodeURIComponent(created.name)}`);
    expect(list.body[0].status).toBe("read");
    expectProblem(await admin().patch(`${path}/no-such-id/status`, { status: "new" }), 404);
  });

  test("answers 404 when changing or deleting an unknown id", async () => {
    expectProblem(await admin().patch(`${path}/no-such-id/status`, { status: "read" }), 404);
    expectProblem(await admin().delete(`${path}/no-such-id`), 404);
  });

  test("refuses status changes and deletes without the CSRF header, even when signed in", async () => {
    const created = await submit();
    expectProblem(
      await admin().patch(`${path}/${created.id}/status`, { status: "read" }, { csrf: false }),
      403,
    );
    expectProblem(await admin().delete(`${path}/${created.id}`, { csrf: false }), 403);
    const list = await admin().get(`${path}?q=${encodeURIComponent(created.name)}`);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, status: "new" })]);
  });

  test("deletes a submission, which then no longer lists or deletes", async () => {
    const created = await submit();
    const response = await admin().delete(`${path}/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await countMatching(created.name)).toBe(0);
    expectProblem(await admin().delete(`${path}/${created.id}`), 404);
  });
}

/**
 * For one inbox: posts `body` and checks a 400 naming `field` with `message`,
 * and that nothing was stored.
 */
export const rejecter =
  (context: ReturnType<typeof useTestApp>, resource: string) =>
  (body: Record<string, unknown>, field: string, message: string) =>
    expectRejected(context, resource, body, field, message);

/**
 * For one inbox's form: the valid `payload` with each of `values` in `field` is refused, as
 * `rejecter` checks, with `message` against that field.
 */
export const fieldRejecter =
  (
    context: ReturnType<typeof useTestApp>,
    resource: string,
    payload: (overrides: Record<string, unknown>) => Record<string, unknown>,
  ) =>
  async (field: string, message: string, values: unknown[]) => {
    for (const value of values)
      await expectRejected(context, resource, payload({ [field]: value }), field, message);
  };

async function expectRejected(
  context: ReturnType<typeof useTestApp>,
  resource: string,
  body: Record<string, unknown>,
  field: string,
  message: string,
) {
  // Tests of one file run one after another, so the inbox total is stable here.
  const total = async () =>
    Number((await context.admin().get(`/api/${resource}`)).headers.get("x-total-count"));
  const before = await total();
  const response = await context.visitor().post(`/api/${resource}`, body);
  const problem = expectProblem(response, 400);
  expect(problem.errors?.[field]).toBe(message);
  expect(await total()).toBe(before);
}
