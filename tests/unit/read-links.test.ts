import { describe, expect, it } from "vitest";
import { mapLegacyLink } from "../../core/read-links/legacy";
import { parsePermalink } from "../../core/read-links/permalinks";
import { mayManageReadLinks, readLinkState } from "../../core/read-links/rules";
import { splitReadLinkToken } from "../../core/read-links/token";
import { mayUse } from "../../core/access";
import { MODULES } from "../../core/modules";

describe("read-link rules", () => {
  it("lets add_product with qr, or edit_location with read_link_admin, keep read links", () => {
    expect(mayManageReadLinks({ add_product: true, qr: true })).toBe(true);
    expect(mayManageReadLinks({ edit_location: true, read_link_admin: true })).toBe(true);
    expect(mayManageReadLinks({ add_product: true, edit_location: true })).toBe(false);
    expect(mayManageReadLinks({ qr: true, read_link_admin: true })).toBe(false);
    const module = MODULES.find((m) => m.key === "qrReadlink")!;
    expect(mayUse({ permissions: { add_product: true, qr: true }, features: {} }, module)).toBe(true);
    expect(mayUse({ permissions: { add_product: true }, features: {} }, module)).toBe(false);
  });

  it("tells a link's state, revoked before expired", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(readLinkState(null, now)).toBe("unknown");
    expect(readLinkState({ expiresAt: new Date("2027-01-01"), revokedAt: null }, now)).toBe("active");
    expect(readLinkState({ expiresAt: new Date("2026-01-01"), revokedAt: null }, now)).toBe("expired");
    expect(readLinkState({ expiresAt: new Date("2026-01-01"), revokedAt: new Date("2025-12-01") }, now)).toBe(
      "revoked",
    );
  });

  it("reads only well-formed tokens and permalinks", () => {
    expect(splitReadLinkToken("a".repeat(55))).toEqual({ publicId: "a".repeat(12), secret: "a".repeat(43) });
    expect(splitReadLinkToken("a".repeat(54))).toBeNull();
    expect(splitReadLinkToken("a".repeat(54) + "/")).toBeNull();
    expect(parsePermalink("location", "12")).toEqual({ type: "location", id: 12 });
    expect(parsePermalink("document", "12")).toBeNull();
    expect(parsePermalink("product-sds", "012")).toBeNull();
  });

  it("maps old links to today's pages, and nothing else", () => {
    expect(mapLegacyLink("https://old.example/#/products/12")).toBe("/products/12");
    expect(mapLegacyLink("/#/location/7/products")).toBe("/locations/7/products");
    expect(mapLegacyLink("/sds/abc-1/pdf")).toBe("/sds/abc-1/pdf");
    expect(mapLegacyLink(`/#/readlink/${"b".repeat(55)}`)).toBe(`/read/${"b".repeat(55)}`);
    expect(mapLegacyLink("https://evil.example//evil.example")).toBeNull();
    expect(mapLegacyLink("/#/products/0")).toBeNull();
    expect(mapLegacyLink("")).toBeNull();
  });
});
