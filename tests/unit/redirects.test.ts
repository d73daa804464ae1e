import { describe, expect, it } from "vitest";
import { loginUrl, safeRedirect } from "~/lib/redirects";

describe("safeRedirect", () => {
  it.each([
    ["/main", "/main"],
    ["/products?page=2", "/products?page=2"],
    ["/locations/12/information", "/locations/12/information"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "main",
    "/main\nSet-Cookie: x=1",
    "/auth/callback",
    "",
    null,
    42,
  ])("refuses %j and falls back to /main", (input) => {
    expect(safeRedirect(input)).toBe("/main");
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
