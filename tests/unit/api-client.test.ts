import { describe, expect, it } from "vitest";
import { toQueryString } from "~/lib/api-client.server";

describe("toQueryString", () => {
  it("sends query parameters only when non-empty", () => {
    expect(
      toQueryString({ q: "acetone", page: 2, empty: "", none: null, missing: undefined, flag: false }),
    ).toBe("?q=acetone&page=2&flag=false");
    expect(toQueryString({ q: "" })).toBe("");
    expect(toQueryString()).toBe("");
  });
});
