import { describe, expect, it } from "vitest";
import { cleanText, searchPageHref, textParam } from "~/lib/list-params";

/** Search text from hand-edited or hostile URLs: cleaned and bounded before any API call. */
describe("textParam", () => {
  const param = (query: string, max?: number) => textParam(new URL(`http://app.test/x?${query}`), "q", max);

  it.each([
    ["q=acetone", "acetone"],
    ["q=%20%20two%20%20words%20", "two words"],
    ["q=%00", ""],
    ["q=a%00b", "a b"],
    ["q=a%09b%0Ac%0D%0Ad", "a b c d"],
    ["q=%C2%85x%7F", "x"],
    ["q=Kj%C3%B8leskap", "Kjøleskap"],
    ["q=%FF", "\uFFFD"],
    ["", ""],
  ])("%s → %j", (query, expected) => {
    expect(param(query)).toBe(expected);
  });

  it("cuts to the limit, then trims", () => {
    expect(param(`q=${"x".repeat(101)}`, 100)).toBe("x".repeat(100));
    expect(param(`q=${"x".repeat(99)}%20%20y`, 100)).toBe("x".repeat(99));
    expect(param(`q=${"z".repeat(500)}`)).toHaveLength(200);
  });

  it("never leaves half of a surrogate pair", () => {
    expect(cleanText(`${"a".repeat(99)}😀`, 100)).toBe("a".repeat(99));
    expect(cleanText("a\uD800b")).toBe("ab");
  });
});

describe("searchPageHref", () => {
  it("keeps the search and the page, and adds nothing for page 1 without a search", () => {
    expect(searchPageHref("/substances", "", 1)).toBe("/substances");
    expect(searchPageHref("/substances", "67-64", 1)).toBe("/substances?q=67-64");
    expect(searchPageHref("/documents", "a b&c", 3)).toBe("/documents?q=a+b%26c&page=3");
  });
});
