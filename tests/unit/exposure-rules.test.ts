import { describe, expect, it } from "vitest";
import { annexViCmrEntries } from "../../api/exposure/annex-vi";
import { formatDuration, parseDuration } from "../../core/exposure/duration";
import { EXPOSURE_ROUTES, routeBits, routesOf } from "../../core/exposure/kinds";
import { registrableReasons } from "../../core/exposure/registrable";
import { keptUntil, retentionYears } from "../../core/exposure/retention";

describe("durations as hh:mm", () => {
  it("reads two digits, a colon and two digits as minutes", () => {
    expect(parseDuration("00:15")).toBe(15);
    expect(parseDuration("01:30")).toBe(90);
    expect(parseDuration(" 08:00 ")).toBe(480);
  });
  it("refuses anything else", () => {
    for (const text of ["1:30", "01:3", "0130", "01:60", "aa:bb", "", "01:30:00", "-1:00"]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
  it("writes minutes back as hh:mm, totals past 99 hours too", () => {
    expect(formatDuration(90)).toBe("01:30");
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(125 * 60 + 5)).toBe("125:05");
  });
});

describe("routes of exposure as bit flags", () => {
  it("round-trips every choice", () => {
    expect(routesOf(routeBits(["skin", "inhalation"]))).toEqual(["inhalation", "skin"]);
    expect(routesOf(routeBits([...EXPOSURE_ROUTES]))).toEqual([...EXPOSURE_ROUTES]);
    expect(routeBits([])).toBe(0);
  });
});

describe("retention", () => {
  it("is 40 years unless the company set a longer period within the limits", () => {
    expect(retentionYears(undefined)).toBe(40);
    expect(retentionYears(60)).toBe(60);
    expect(retentionYears("60")).toBe(60);
    expect(retentionYears(39)).toBe(40);
    expect(retentionYears(101)).toBe(40);
    expect(retentionYears(45.5)).toBe(40);
  });
  it("keeps a record until the same day the period later", () => {
    expect(keptUntil("2026-11-26", 40)).toBe("2066-11-26");
    expect(keptUntil("2028-02-29T10:00:00Z", 41)).toBe("2069-02-28");
  });
});

describe("which products are registrable", () => {
  const none = () => [];
  it("takes the CMR 1A/1B statements of the sheet, whatever their letters", () => {
    const reasons = registrableReasons(
      { hazardStatements: ["H225", "H350i", "H360FD", "H341", "H351"], casNumbers: [] },
      none,
      "2026-11-26",
    );
    expect(reasons).toEqual([
      { kind: "statement", code: "H350i" },
      { kind: "statement", code: "H360FD" },
    ]);
  });
  it("finds a substance of CLP Annex VI by CAS (benzene: Carc. 1A; Muta. 1B)", () => {
    const reasons = registrableReasons(
      { hazardStatements: ["H225"], casNumbers: ["71-43-2"] },
      annexViCmrEntries,
      "2026-11-26",
    );
    expect(reasons).toEqual([
      expect.objectContaining({
        kind: "annexVi",
        cas: "71-43-2",
        name: "benzene",
        categories: "Carc. 1A; Muta. 1B",
      }),
    ]);
  });
  it("counts an Annex VI entry only from the day it applies (formaldehyde, ATP22 from 2026-05-01)", () => {
    const sheet = { hazardStatements: [], casNumbers: ["50-00-0"] };
    expect(registrableReasons(sheet, annexViCmrEntries, "2026-04-30")).toEqual([]);
    expect(registrableReasons(sheet, annexViCmrEntries, "2026-05-01")).toHaveLength(1);
  });
  it("leaves out substances that are not CMR 1A/1B (tetrachloroethylene is Carc. 2)", () => {
    expect(annexViCmrEntries("127-18-4")).toEqual([]);
    expect(annexViCmrEntries("not-a-cas")).toEqual([]);
  });
});
