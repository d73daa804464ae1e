import { describe, expect, it } from "vitest";
import { MODULES } from "../../core/modules";
import { mayUse, usableModules } from "../../core/access";
import { formatDate } from "../../core/format";

describe("formatDate", () => {
  const date = new Date("2026-03-07T12:00:00Z");
  it("shows 2-digit day, month and year in the user's locale", () => {
    expect(formatDate(date, "en-GB")).toBe("07/03/26");
    expect(formatDate(date, "de")).toBe("07.03.26");
    expect(formatDate(date, "nb")).toBe("07.03.26");
  });
  it("shows nothing for an invalid date", () => {
    expect(formatDate("not a date", "en-GB")).toBe("");
  });
});

describe("module access", () => {
  const approvals = MODULES.find((m) => m.key === "chemicalApprovals")!;
  const sps = MODULES.find((m) => m.key === "sps")!;
  const wpd = MODULES.find((m) => m.key === "workplaceDescriptions")!;
  it("checks permission flags", () => {
    expect(mayUse({ permissions: {}, features: {} }, approvals)).toBe(false);
    expect(mayUse({ permissions: { chemical_approval_request: true }, features: {} }, approvals)).toBe(true);
    expect(mayUse({ permissions: { wpd: true }, features: {} }, wpd)).toBe(false);
    expect(mayUse({ permissions: { wpd: true, add_product: true }, features: {} }, wpd)).toBe(true);
  });
  it("checks feature flags", () => {
    expect(mayUse({ permissions: {}, features: { sps: false } }, sps)).toBe(false);
    expect(mayUse({ permissions: {}, features: { sps: true } }, sps)).toBe(true);
  });
  it("opens the exposure register to its keepers and readers and to the people it applies to", () => {
    const exposure = MODULES.find((m) => m.key === "exposure")!;
    expect(mayUse({ permissions: {}, features: {} }, exposure)).toBe(false);
    expect(mayUse({ permissions: {}, features: {}, exposure: false }, exposure)).toBe(false);
    expect(mayUse({ permissions: {}, features: {}, exposure: true }, exposure)).toBe(true);
    expect(mayUse({ permissions: { exposure_reader: true }, features: {} }, exposure)).toBe(true);
    expect(mayUse({ permissions: { exposure_admin: true }, features: {} }, exposure)).toBe(true);
  });
  it("lists only built modules", () => {
    expect(usableModules({ permissions: {}, features: {} }).every((m) => m.built)).toBe(true);
  });
});
