import { describe, expect, it } from "vitest";
import {
  ENGLISH_RECORD_MESSAGES as M,
  correctionFormSchema,
  durationRule,
  measurementsRule,
  occasionInputOf,
  parseStartedAt,
  recordFormSchema,
  startedAtInput,
  startedAtRule,
  voidFormSchema,
} from "../../core/exposure/record-rules";

/** The rules of an exposure record (core/exposure/record-rules.ts), for the API and the forms alike. */

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const NOW = new Date("2026-06-15T12:00:00Z");
const now = () => NOW;

describe("parseStartedAt", () => {
  it("reads a form's local time as UTC and an ISO time with its offset", () => {
    expect(parseStartedAt("2026-06-15T07:30")?.toISOString()).toBe("2026-06-15T07:30:00.000Z");
    expect(parseStartedAt("2026-06-15T07:30:00+02:00")?.toISOString()).toBe("2026-06-15T05:30:00.000Z");
    expect(parseStartedAt("2026-06-15T07:30:00.000Z")?.toISOString()).toBe("2026-06-15T07:30:00.000Z");
  });

  it("refuses what is not a date and time, or a day that does not exist", () => {
    for (const text of [
      "",
      "yesterday",
      "2026-06-15",
      "15.06.2026 07:30",
      "2026-02-30T08:00",
      "2026-06-15T25:00",
    ]) {
      expect(parseStartedAt(text), text).toBeNull();
    }
  });

  it("gives the form's input back from an ISO time", () => {
    expect(startedAtInput("2026-06-15T05:30:00.000Z")).toBe("2026-06-15T05:30");
  });
});

describe("startedAtRule", () => {
  const rule = startedAtRule(M, now);
  it("allows the past and a few minutes ahead, not later", () => {
    expect(rule.safeParse("2025-06-15T12:00").success).toBe(true);
    expect(rule.safeParse("2026-06-15T12:04").success).toBe(true);
    const future = rule.safeParse("2026-06-15T12:10");
    expect(future.success).toBe(false);
    expect(future.error?.issues.map((issue) => issue.message)).toEqual([M.future]);
  });

  it("says what is wrong with a text that is not a time, once", () => {
    expect(rule.safeParse("soon").error?.issues.map((issue) => issue.message)).toEqual([M.startedAt]);
    expect(rule.safeParse("").error?.issues.map((issue) => issue.message)).toEqual([M.required]);
  });
});

describe("durationRule", () => {
  const rule = durationRule(M);
  it("takes hh:mm from 00:01 to 24:00", () => {
    for (const text of ["00:01", "01:30", "24:00"]) expect(rule.safeParse(text).success, text).toBe(true);
  });
  it("refuses zero, more than a day and other shapes, each with its message", () => {
    expect(rule.safeParse("00:00").error?.issues[0]?.message).toBe(M.durationRange);
    expect(rule.safeParse("24:01").error?.issues[0]?.message).toBe(M.durationRange);
    expect(rule.safeParse("1:30").error?.issues[0]?.message).toBe(M.duration);
    expect(rule.safeParse("01:75").error?.issues[0]?.message).toBe(M.duration);
  });
});

describe("measurementsRule", () => {
  const rule = measurementsRule(M);
  it("takes agent, a value of zero or more and a unit; the method may be empty", () => {
    expect(rule.safeParse([{ agent: "Benzene", value: 0, unit: "ppm" }]).data).toEqual([
      { agent: "Benzene", value: 0, unit: "ppm", method: "" },
    ]);
  });
  it("refuses a negative value, a missing agent, and more than ten", () => {
    const bad = rule.safeParse([{ agent: " ", value: -1, unit: "ppm", method: "" }]);
    expect(bad.error?.issues.map((issue) => issue.path.join("."))).toEqual(["0.agent", "0.value"]);
    const row = { agent: "Benzene", value: 1, unit: "ppm", method: "" };
    expect(rule.safeParse(Array.from({ length: 11 }, () => row)).success).toBe(false);
  });
});

describe("the forms", () => {
  const base = {
    location_id: "4",
    product_id: "7",
    started_at: "2026-06-15T07:30",
    duration: "01:30",
    routes: ["inhalation"],
    ppe: ["chemical_gloves"],
    measurements: [
      { agent: "Benzene", value: "0,4", unit: "ppm", method: "" },
      { agent: "", value: "", unit: "", method: "" },
    ],
  };

  it("turn a valid recording into the API's body: UTC time, numbers, empty rows dropped", () => {
    const parsed = recordFormSchema(t, now).parse(base);
    expect(occasionInputOf(parsed)).toEqual({
      started_at: "2026-06-15T07:30:00.000Z",
      duration: "01:30",
      routes: ["inhalation"],
      ppe: ["chemical_gloves"],
      measurements: [{ agent: "Benzene", value: 0.4, unit: "ppm", method: "" }],
      incident: "",
      notes: "",
    });
  });

  it("mark each part of a half-filled measurement row, in the user's language", () => {
    const parsed = recordFormSchema(t, now).safeParse({
      ...base,
      measurements: [{ agent: "Toluene", value: "much", unit: "", method: "" }],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["measurements.0.value", "exposureRecords.error.measurementValue"],
      ["measurements.0.unit", "exposureRecords.error.required"],
    ]);
  });

  it("refuse an unknown route or PPE and an id that is not one", () => {
    const parsed = recordFormSchema(t, now).safeParse({
      ...base,
      location_id: "x",
      routes: ["ears"],
      ppe: ["hat"],
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(
      ["location_id", "ppe.0", "routes.0"].sort(),
    );
  });

  it("a correction and a void need a reason and the revision read", () => {
    const correction = correctionFormSchema(t, now).safeParse({
      ...base,
      person_id: "3",
      revision: "2",
      reason: " ",
    });
    expect(correction.error?.issues.map((issue) => issue.path.join("."))).toEqual(["reason"]);
    expect(voidFormSchema(t).safeParse({ revision: "1", reason: "Wrong person" }).success).toBe(true);
    expect(voidFormSchema(t).safeParse({ reason: "Wrong person" }).success).toBe(false);
  });
});
