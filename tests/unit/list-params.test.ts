import { describe, expect, test } from "vitest";
import {
  PAGE_SIZE,
  parseFocusId,
  parseListParams,
  redirectPastLastPage,
  withPage,
} from "../../app/components/admin/list/list-params.ts";

const url = (search: string) => new URL(`https://www.vadtech.in/admin/inquiries${search}`);

describe("a list's search, status and page in the URL", () => {
  test("read as they are, the offset following from the page", () => {
    expect(parseListParams(url("?q=%20pumps%20&status=replied&page=3"))).toEqual({
      q: "pumps",
      status: "replied",
      page: 3,
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
    });
  });

  test("an unknown status is no filter, and a page that is not a positive number is the first", () => {
    for (const page of ["", "abc", "0", "-4"])
      expect(parseListParams(url(`?status=archived&page=${page}`))).toMatchObject({
        status: undefined,
        page: 1,
        offset: 0,
      });
  });

  test("an absurd page is capped and a long search cut, so neither reaches the database whole", () => {
    const params = parseListParams(url(`?page=99999999999&q=${"a".repeat(500)}`));
    expect(params.page).toBe(100_000);
    expect(params.q).toHaveLength(200);
  });

  test("another page keeps the other parameters; page 1 is left out", () => {
    const search = new URLSearchParams("q=valves&page=4");
    expect(withPage(search, 2)).toBe("?q=valves&page=2");
    expect(withPage(search, 1)).toBe("?q=valves");
    expect(withPage(new URLSearchParams("page=4"), 1)).toBe("?");
  });
});

describe("a page past the end after deletes", () => {
  const redirected = (
    search: string,
    page: number,
    result: { items: unknown[]; total: number },
  ) => {
    try {
      redirectPastLastPage(url(search), page, result);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location");
      throw thrown;
    }
    return null;
  };

  test("goes to the last page that has rows", () => {
    expect(redirected("?q=pumps&page=5", 5, { items: [], total: PAGE_SIZE + 1 })).toBe(
      "?q=pumps&page=2",
    );
    expect(redirected("?page=3", 3, { items: [], total: 1 })).toBe("?");
  });

  test("stays where it is when the page has rows, is the first, or nothing matches at all", () => {
    expect(redirected("?page=2", 2, { items: [{}], total: PAGE_SIZE + 1 })).toBeNull();
    expect(redirected("", 1, { items: [], total: 0 })).toBeNull();
    expect(redirected("?q=nothing&page=2", 2, { items: [], total: 0 })).toBeNull();
  });
});

test("the item to open: its id, unless it is blank or absurdly long", () => {
  expect(parseFocusId(url("?id=%20c0ffee%20"))).toBe("c0ffee");
  expect(parseFocusId(url("?id=%20%20"))).toBeUndefined();
  expect(parseFocusId(url(""))).toBeUndefined();
  expect(parseFocusId(url(`?id=${"f".repeat(201)}`))).toBeUndefined();
});
