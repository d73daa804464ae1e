import { describe, expect, it } from "vitest";
import { isFiltered, readCursor, readFilters, trailHref } from "../../app/features/activities/filters";
import { encodeCursor } from "../../core/activities/trail";

const url = (query: string) => new URL(`http://app.test/activities?${query}`);

describe("the trail page's query string", () => {
  it("reads every filter and writes them back in the same URL", () => {
    const state = readFilters(url("actor=12&module=sds&type=product&id=42&from=2026-01-01&to=2026-01-31"));
    expect(state).toEqual({
      actor: 12,
      module: "sds",
      objectType: "product",
      objectId: "42",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(isFiltered(state)).toBe(true);
    expect(trailHref(state)).toBe(
      "/activities?actor=12&module=sds&type=product&id=42&from=2026-01-01&to=2026-01-31",
    );
  });

  it("drops what it cannot use, as the empty fields of a submitted form", () => {
    const state = readFilters(url("actor=&module=&type=&id=&from=&to="));
    expect(isFiltered(state)).toBe(false);
    expect(trailHref(state)).toBe("/activities");
    expect(readFilters(url("type=Not+A+Type&id=5")).objectId).toBeNull();
    expect(readFilters(url("id=%00%01%20x%20")).objectId).toBeNull();
    expect(readFilters(url("type=sds&id=%20a%09b%20")).objectId).toBe("a b");
  });

  it("swaps a period given backwards", () => {
    expect(readFilters(url("from=2026-02-01&to=2026-01-01"))).toMatchObject({
      from: "2026-01-01",
      to: "2026-02-01",
    });
  });

  it("keeps only a cursor the API wrote, and carries it with the filters", () => {
    const cursor = encodeCursor({ direction: "older", at: "2026-01-01T00:00:00.000001Z", id: 7 });
    expect(readCursor(url(`cursor=${cursor}`))).toBe(cursor);
    expect(readCursor(url("cursor=forged"))).toBeNull();
    const state = readFilters(url("module=users"));
    expect(trailHref(state, cursor)).toBe(`/activities?module=users&cursor=${cursor}`);
  });
});
