import { describe, expect, it } from "vitest";
import { ACTIVITY_TEXT_LIMIT, boundedFields, changedFields } from "../../core/activities/activity-kinds";
import { decodeCursor, encodeCursor, parseDay } from "../../core/activities/trail";

describe("changedFields", () => {
  it("keeps only the differing fields on each side", () => {
    expect(changedFields({ a: 1, b: "x", c: true }, { a: 1, b: "y", c: true })).toEqual({
      before: { b: "x" },
      after: { b: "y" },
    });
  });

  it("compares arrays and objects by content", () => {
    expect(changedFields({ l: [1, 2], o: { k: "v" } }, { l: [1, 2], o: { k: "v" } })).toEqual({
      before: {},
      after: {},
    });
    expect(changedFields({ l: [1, 2] }, { l: [2, 1] })).toEqual({
      before: { l: [1, 2] },
      after: { l: [2, 1] },
    });
  });

  it("counts a field on one side only as changed, and keeps it on that side only", () => {
    expect(changedFields({ gone: "x" }, { added: 2 })).toEqual({
      before: { gone: "x" },
      after: { added: 2 },
    });
  });

  it("treats a missing field and null alike", () => {
    expect(changedFields({ a: null }, {})).toEqual({ before: {}, after: {} });
  });
});

describe("boundedFields", () => {
  it("cuts long texts with an ellipsis, at any depth, and leaves short ones", () => {
    const long = "é".repeat(ACTIVITY_TEXT_LIMIT + 1);
    const out = boundedFields({ short: "ok", long, nested: { list: [long] }, n: 5, f: false, z: null });
    expect(out.short).toBe("ok");
    expect(out.long).toBe(`${"é".repeat(ACTIVITY_TEXT_LIMIT - 1)}…`);
    expect((out.nested as { list: string[] }).list[0]).toHaveLength(ACTIVITY_TEXT_LIMIT);
    expect(out).toMatchObject({ n: 5, f: false, z: null });
    expect(boundedFields({ exact: "a".repeat(ACTIVITY_TEXT_LIMIT) }).exact).toHaveLength(ACTIVITY_TEXT_LIMIT);
  });

  it("keeps at most 100 items of a list and 100 keys of an object", () => {
    const list = Array.from({ length: 150 }, (_, i) => i);
    const object = Object.fromEntries(list.map((i) => [`k${i}`, i]));
    const out = boundedFields({ list, object });
    expect(out.list).toHaveLength(100);
    expect(Object.keys(out.object as object)).toHaveLength(100);
  });
});

describe("the trail's cursor", () => {
  it("round-trips the row's time to the microsecond, its id and the direction", () => {
    const cursor = { direction: "older" as const, at: "2026-11-26T10:00:00.123456Z", id: 987654321 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, direction: "newer" }))?.direction).toBe("newer");
  });

  it("refuses anything it did not write", () => {
    const valid = encodeCursor({ direction: "older", at: "2026-11-26T10:00:00.000001Z", id: 1 });
    for (const text of [
      "",
      "abc",
      valid.slice(0, -2),
      `${valid}!`,
      btoa("o|2026-11-26|1"),
      btoa("x|2026-11-26T10:00:00.000001Z|1"),
      btoa("o|2026-11-26T10:00:00.000001Z|0"),
      "A".repeat(65),
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });

  it("refuses a time that is not one", () => {
    expect(decodeCursor(btoa("o|2026-13-45T10:00:00.000001Z|5"))).toBeNull();
  });
});

describe("parseDay", () => {
  it("takes real calendar days only", () => {
    expect(parseDay("2026-02-28")).toBe("2026-02-28");
    for (const text of ["2026-02-30", "2026-2-1", "26-02-01", "", null, undefined, "2026-02-01T00:00"]) {
      expect(parseDay(text), String(text)).toBeNull();
    }
  });
});
