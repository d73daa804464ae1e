import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirect } from "~/lib/redirects";

describe("safeRedirect", () => {
  it.each([
    ["/main", "/main"],
    ["/products?page=2", "/products?page=2"],
    ["/locations/12/information", "/locations/12/information"],
    ["/locations/3/products?q=a%20b&page=2", "/locations/3/products?q=a%20b&page=2"],
    ["/products#top", "/products#top"],
    // Normalised the way a browser would: dot segments resolved, inside the site.
    ["/products/./1", "/products/1"],
    ["/a/../products", "/products"],
    ["/authority", "/authority"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ["/main☃", "/main%E2%98%83"],
    ["/products?q=☃", "/products?q=%E2%98%83"],
    ["/locations?q=Kjøleskap", "/locations?q=Kj%C3%B8leskap"],
    ["/\uFFFD", "/%EF%BF%BD"], // "/%FF" as URLSearchParams decodes it
    ["/main#☃", "/main#%E2%98%83"],
  ])("percent-encodes characters outside ASCII: %s", (input, expected) => {
    const result = safeRedirect(input.replace("\\uFFFD", "\uFFFD"));
    expect(result).toBe(expected);
    // A valid header value: new Headers throws "Cannot convert argument to a ByteString" otherwise.
    expect(new Headers({ Location: result }).get("Location")).toBe(expected);
  });

  const refused: unknown[] = [
    // Other sites
    "https://evil.example/",
    "http:evil.example",
    "HTTPS://evil.example",
    "//evil.example/x",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Dot segments that normalise to "//host"
    "/.//evil.example",
    "/..//evil.example",
    "/././/evil.example",
    "/../..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E/%2F/evil.example",
    // Encoded slashes and backslashes
    "/%2F/evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "%2F%2Fevil.example",
    // Tabs, line breaks and other control characters (browsers drop them: "/\t/evil" is "//evil")
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/main\nSet-Cookie: x=1",
    "/main%0D%0ASet-Cookie:%20x=1",
    "/main\u0000",
    "/main%00",
    "/\u0085/evil.example",
    " //evil.example",
    "\t//evil.example",
    // Not a path
    "main",
    "evil.example",
    "?redirect=//evil.example",
    "#//evil.example",
    // The sign-in pages (a loop)
    "/auth",
    "/auth/callback",
    "/auth?redirectTo=/main",
    "/%61uth/callback",
    // Too long, empty, not text
    `/${"a".repeat(2001)}`,
    `/${"☃".repeat(700)}`,
    "",
    null,
    undefined,
    42,
    ["/main"],
  ];
  it.each(refused.map((input) => [JSON.stringify(input)?.slice(0, 40) ?? "undefined", input]))(
    "refuses %s and falls back to /main",
    (_name, input) => {
      expect(safeRedirect(input)).toBe("/main");
    },
  );

  it("falls back to the given path", () => {
    expect(safeRedirect("/.//evil.example", "/locations")).toBe("/locations");
  });
});

describe("loginUrl", () => {
  it("asks to come back to the requested page", () => {
    expect(loginUrl(new Request("http://app.test/products?page=2"))).toBe(
      "/auth?redirectTo=%2Fproducts%3Fpage%3D2",
    );
  });
  it("leaves out the default target", () => {
    expect(loginUrl(new Request("http://app.test/main"))).toBe("/auth");
  });
  it("adds extra flags", () => {
    expect(loginUrl(new Request("http://app.test/main"), { expired: "1" })).toBe("/auth?expired=1");
  });
});
