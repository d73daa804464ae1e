import { describe, expect, it } from "vitest";
import { assessHazards, groupOfStatement, parseStatements } from "../../core/control-banding/hazards";
import {
  APPROACH_MEASURES,
  approachFor,
  columnOf,
  controlInputOf,
  proposeControl,
  withProposal,
  type Column,
  type ControlInput,
} from "../../core/control-banding/method";
import { formFromPhysicalState, volatility } from "../../core/control-banding/release";
import type { ControlBandingValue } from "../../core/control-banding/value";

/**
 * The control-approach table as COSHH Essentials publishes it (HSE, HSG193 "COSHH essentials: Easy steps to
 * control chemicals", step 3, and "The technical basis for COSHH essentials"; the ILO International Chemical
 * Control Toolkit gives the same table). Columns: low dustiness or volatility | medium volatility | medium
 * dustiness | high dustiness or volatility. Transcribed here apart from the code so a typo in either shows.
 */
const PUBLISHED: Record<string, Record<string, number[]>> = {
  A: { small: [1, 1, 1, 1], medium: [1, 1, 1, 2], large: [1, 1, 2, 2] },
  B: { small: [1, 1, 1, 1], medium: [1, 2, 2, 2], large: [1, 2, 3, 3] },
  C: { small: [1, 2, 1, 2], medium: [2, 3, 3, 3], large: [2, 4, 4, 4] },
  D: { small: [2, 3, 2, 3], medium: [3, 4, 4, 4], large: [3, 4, 4, 4] },
  E: { small: [4, 4, 4, 4], medium: [4, 4, 4, 4], large: [4, 4, 4, 4] },
};
const COLUMNS: Column[] = ["low", "mediumVolatility", "mediumDustiness", "high"];

const cells = Object.entries(PUBLISHED).flatMap(([group, rows]) =>
  Object.entries(rows).flatMap(([amount, row]) =>
    row.map((expected, index) => ({ group, amount, column: COLUMNS[index]!, expected })),
  ),
);

const input = (overrides: Partial<ControlInput>): ControlInput => ({
  hazardStatements: [],
  form: "liquid",
  dustiness: null,
  boilingPointC: 100,
  processTemperatureC: null,
  amount: "medium",
  frequency: null,
  duration: null,
  specialProcess: false,
  ...overrides,
});

describe("the control-approach matrix, cell by cell against the published table", () => {
  it("has 60 cells", () => expect(cells).toHaveLength(60));

  it.each(cells)(
    "group $group, $amount amount, $column → approach $expected",
    ({ group, amount, column, expected }) => {
      expect(approachFor(group as "A", amount as "small", column)).toBe(expected);
    },
  );

  it("the proposal reads the same cells from a product, a form and a release level", () => {
    // A group C product (H314): medium dustiness differs from medium volatility in small amounts.
    const solid = proposeControl(
      input({ hazardStatements: ["H314"], form: "solid", dustiness: "medium", amount: "small" }),
    );
    const liquid = proposeControl(
      input({ hazardStatements: ["H314"], form: "liquid", boilingPointC: 100, amount: "small" }),
    );
    expect(solid.approach).toBe(1);
    expect(liquid.approach).toBe(2);
  });

  it("medium releases take the column of their form", () => {
    expect(columnOf("solid", "medium")).toBe("mediumDustiness");
    expect(columnOf("liquid", "medium")).toBe("mediumVolatility");
    expect(columnOf("solid", "high")).toBe("high");
    expect(columnOf("liquid", "low")).toBe("low");
  });
});

describe("volatility from boiling point and process temperature (the method's chart)", () => {
  // At room temperature (20 °C) the chart reads: high below 50 °C, medium 50–150 °C, low above 150 °C.
  it.each([
    [21, "high"],
    [49.9, "high"],
    [50, "high"], // on the line: the band with more release
    [50.1, "medium"],
    [100, "medium"],
    [150, "medium"], // on the line: the band with more release
    [150.1, "low"],
    [300, "low"],
  ])("boiling point %s °C at 20 °C → %s", (boilingPoint, expected) => {
    expect(volatility(boilingPoint, 20)).toBe(expected);
    expect(volatility(boilingPoint)).toBe(expected);
  });

  // Heated work moves both lines: high up to 2T + 10, low above 5T + 50.
  it.each([
    [60, 130, "high"],
    [60, 130.1, "medium"],
    [60, 350, "medium"],
    [60, 350.1, "low"],
    [100, 210, "high"],
    [100, 550.1, "low"],
    [0, 10, "high"],
    [0, 50, "medium"],
    [0, 50.1, "low"],
  ])("at %s °C a boiling point of %s °C → %s", (temperature, boilingPoint, expected) => {
    expect(volatility(boilingPoint, temperature)).toBe(expected);
  });

  it("a liquid used at or above its boiling point is outside the method", () => {
    expect(volatility(80, 80)).toBeNull();
    expect(volatility(80, 120)).toBeNull();
    const proposal = proposeControl(
      input({ hazardStatements: ["H302"], boilingPointC: 80, processTemperatureC: 90 }),
    );
    expect(proposal.outsideMethod).toBe("aboveBoilingPoint");
    expect(proposal.approach).toBe(4);
  });
});

describe("hazard groups from H statements (the highest group wins)", () => {
  it.each([
    ["H304", "A"],
    ["H315", "A"],
    ["H319", "A"],
    ["H336", "A"],
    ["EUH066", "A"],
    ["H302", "B"],
    ["H312", "B"],
    ["H332", "B"],
    ["H371", "B"],
    ["H301", "C"],
    ["H311", "C"],
    ["H314", "C"],
    ["H317", "C"],
    ["H318", "C"],
    ["H331", "C"],
    ["H335", "C"],
    ["H370", "C"],
    ["H373", "C"],
    ["EUH071", "C"],
    ["H300", "D"],
    ["H310", "D"],
    ["H330", "D"],
    ["H351", "D"],
    ["H360", "D"],
    ["H360FD", "D"],
    ["H361d", "D"],
    ["H362", "D"],
    ["H372", "D"],
    ["H334", "E"],
    ["H340", "E"],
    ["H341", "E"],
    ["H350", "E"],
    ["H350i", "E"],
  ])("%s → group %s", (code, group) => {
    expect(groupOfStatement(code)).toBe(group);
    expect(assessHazards([code]).group).toBe(group);
  });

  it("statements without a health group decide nothing", () => {
    expect(groupOfStatement("H225")).toBeUndefined();
    expect(groupOfStatement("H410")).toBeUndefined();
  });

  it("the highest group decides and names the statements that decided it", () => {
    const result = assessHazards(["H225", "H315", "H302", "H373", "H335"]);
    expect(result.group).toBe("C");
    expect(result.deciding).toEqual(["H373", "H335"]);
  });

  it("a product with no statement of groups B–E is group A by default, decided by none", () => {
    expect(assessHazards(["H225", "H411"])).toMatchObject({ group: "A", deciding: [] });
    expect(assessHazards([])).toMatchObject({ group: "A", deciding: [], cmr: false, skinEye: false });
  });

  it("reads combined statements, spaces and the statement's text", () => {
    expect(
      parseStatements(["H301+H311+H331", "H 360 FD", "H350i May cause cancer by inhalation", "h317"]),
    ).toEqual([
      { base: "H301", code: "H301" },
      { base: "H311", code: "H311" },
      { base: "H331", code: "H331" },
      { base: "H360", code: "H360FD" },
      { base: "H350", code: "H350i" },
      { base: "H317", code: "H317" },
    ]);
    expect(parseStatements(["H336 May cause drowsiness"])).toEqual([{ base: "H336", code: "H336" }]);
  });

  it("flags skin and eye effects (group S)", () => {
    expect(assessHazards(["H318"])).toMatchObject({ skinEye: true, skinEyeStatements: ["H318"] });
    expect(assessHazards(["H311", "H332"])).toMatchObject({ skinEye: true, skinEyeStatements: ["H311"] });
    expect(assessHazards(["H332", "H336"]).skinEye).toBe(false);
  });

  it.each([
    [["H340"], true],
    [["H350"], true],
    [["H350i"], true],
    [["H360"], true],
    [["H360F"], true],
    [["H360D"], true],
    [["H360FD"], true],
    [["H360Fd"], true],
    [["H360Df"], true],
    [["H341"], false],
    [["H351"], false],
    [["H361"], false],
    [["H361fd"], false],
    [["H362"], false],
    [["H334"], false],
  ])("CMR category 1A/1B: %s → %s", (codes, cmr) => {
    expect(assessHazards(codes).cmr).toBe(cmr);
  });
});

describe("form and dustiness from the SDS's physical state", () => {
  it.each([
    ["liquid", "liquid", null],
    ["Liquid, clear", "liquid", null],
    ["Flüssigkeit", "liquid", null],
    ["flüssig", "liquid", null],
    ["Væske", "liquid", null],
    ["vätska", "liquid", null],
    ["neste", "liquid", null],
    ["vloeistof", "liquid", null],
    ["liquide", "liquid", null],
    ["líquido", "liquid", null],
    ["powder", "solid", "high"],
    ["Pulver", "solid", "high"],
    ["poudre fine", "solid", "high"],
    ["Solid (powder)", "solid", "high"],
    ["granules", "solid", "medium"],
    ["granulés", "solid", "medium"],
    ["crystals", "solid", "medium"],
    ["pellets", "solid", "low"],
    ["waxy flakes", "solid", "low"],
    ["solid", "solid", null],
    ["Feststoff", "solid", null],
    ["fast stoff", "solid", null],
    ["vaste stof", "solid", null],
    ["kiinteä", "solid", null],
    ["gas", "gas", null],
    ["Aerosol", "gas", null],
    ["paste", null, null],
  ])("%s → %s, dustiness %s", (text, form, dustiness) => {
    expect(formFromPhysicalState(text)).toEqual({ form, dustiness });
  });

  it("no physical state suggests nothing", () => {
    expect(formFromPhysicalState(null)).toEqual({ form: null, dustiness: null });
    expect(formFromPhysicalState("")).toEqual({ form: null, dustiness: null });
  });
});

describe("the proposal", () => {
  it("says what is missing until it can propose", () => {
    const proposal = proposeControl(input({ hazardStatements: null, form: null, amount: null }));
    expect(proposal.approach).toBeNull();
    expect(proposal.missing).toEqual(["product", "form", "amount"]);
    expect(proposal.measures).toEqual([]);
    expect(proposeControl(input({ form: "solid", dustiness: null })).missing).toEqual(["dustiness"]);
    expect(proposeControl(input({ boilingPointC: null })).missing).toEqual(["boilingPoint"]);
  });

  it("gases, aerosols and spraying or fume-making tasks are for an expert (approach 4)", () => {
    expect(proposeControl(input({ form: "gas" }))).toMatchObject({ approach: 4, outsideMethod: "gas" });
    expect(proposeControl(input({ specialProcess: true }))).toMatchObject({
      approach: 4,
      outsideMethod: "specialProcess",
    });
  });

  it("gives the measures of its approach and every approach below it", () => {
    const proposal = proposeControl(
      input({ hazardStatements: ["H314"], amount: "medium", boilingPointC: 100 }),
    );
    expect(proposal.approach).toBe(3);
    expect(proposal.measures).toEqual([
      ...APPROACH_MEASURES[1],
      ...APPROACH_MEASURES[2],
      ...APPROACH_MEASURES[3],
      "skinEyeProtection",
      "washFacilities",
    ]);
  });

  it("names the statements that decided the group in its reasons", () => {
    const proposal = proposeControl(input({ hazardStatements: ["H302", "H373"] }));
    expect(proposal.reasons[0]).toEqual({
      key: "controlBanding.reason.group",
      values: { group: "C", statements: "H373" },
    });
  });

  it("notes a short task as covered on the safe side, but never for CMR or group E", () => {
    const short = (statements: string[]) =>
      proposeControl(
        input({ hazardStatements: statements, duration: "short", amount: "large", boilingPointC: 100 }),
      ).reasons.map((reason) => reason.key);
    expect(short(["H302"])).toContain("controlBanding.reason.shortTask");
    expect(short(["H341"])).not.toContain("controlBanding.reason.shortTask");
    expect(short(["H360D"])).not.toContain("controlBanding.reason.shortTask");
    // The duration never changes the approach itself.
    expect(
      proposeControl(input({ hazardStatements: ["H302"], duration: "short", amount: "large" })).approach,
    ).toBe(2);
  });
});

/**
 * Examples worked through the published tables with substances whose harmonised CLP classification
 * (Regulation (EC) No 1272/2008, Annex VI, table 3) and boiling point are public, and the ILO toolkit's own
 * examples of dustiness (cement: high; soap powder: medium; PVC pellets: low).
 */
describe("worked examples", () => {
  it("acetone, a litre at room temperature: group A (H319, H336, EUH066), bp 56 °C medium volatility → approach 1", () => {
    const proposal = proposeControl(
      input({ hazardStatements: ["H225", "H319", "H336", "EUH066"], boilingPointC: 56, amount: "medium" }),
    );
    expect(proposal).toMatchObject({
      hazardGroup: "A",
      release: "medium",
      approach: 1,
      skinEye: true,
      cmr: false,
    });
  });

  it("toluene, litres: group D (H361d), bp 111 °C medium volatility → approach 4", () => {
    const proposal = proposeControl(
      input({
        hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
        boilingPointC: 111,
        amount: "medium",
      }),
    );
    expect(proposal).toMatchObject({
      hazardGroup: "D",
      decidingStatements: ["H361d"],
      release: "medium",
      approach: 4,
    });
    expect(proposal.cmr).toBe(false);
  });

  it("toluene, millilitres in a laboratory: group D, small amount, medium volatility → approach 3", () => {
    const proposal = proposeControl(
      input({
        hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
        boilingPointC: 111,
        amount: "small",
      }),
    );
    expect(proposal.approach).toBe(3);
  });

  it("cement from sacks, kilograms: group C (H317, H318, H335), a fine powder (high dustiness) → approach 3", () => {
    const proposal = proposeControl(
      input({
        hazardStatements: ["H315", "H317", "H318", "H335"],
        form: "solid",
        dustiness: "high",
        amount: "medium",
      }),
    );
    expect(proposal).toMatchObject({ hazardGroup: "C", approach: 3, skinEye: true });
  });

  it("soap powder, kilograms: group C (H318) at medium dustiness → approach 3; PVC pellets (no group) → approach 1", () => {
    expect(
      proposeControl(
        input({
          hazardStatements: ["H302", "H315", "H318"],
          form: "solid",
          dustiness: "medium",
          amount: "medium",
        }),
      ).approach,
    ).toBe(3);
    expect(
      proposeControl(input({ hazardStatements: [], form: "solid", dustiness: "low", amount: "large" }))
        .approach,
    ).toBe(1);
  });

  it("formaldehyde solution, small amount: group E (H341, H350) and CMR → approach 4 and the exposure register", () => {
    const proposal = proposeControl(
      input({
        hazardStatements: ["H301", "H311", "H314", "H317", "H331", "H341", "H350"],
        boilingPointC: 96,
        amount: "small",
      }),
    );
    expect(proposal).toMatchObject({ hazardGroup: "E", approach: 4, cmr: true, cmrStatements: ["H350"] });
    expect(proposal.measures).toContain("exposureRegister");
    expect(proposal.measures).toContain("expertAdvice");
  });
});

describe("inputs from the record and its product", () => {
  const product = { hazard_statements: ["H302"], physical_state: "powder", boiling_point_c: null };
  const value = (overrides: Partial<ControlBandingValue>): ControlBandingValue => ({
    task: "Weighing",
    product_id: 1,
    form: null,
    dustiness: null,
    boiling_point_c: null,
    process_temperature_c: null,
    amount: "small",
    frequency: null,
    duration: null,
    special_process: false,
    proposed_approach: null,
    chosen_approach: null,
    justification: "",
    ...overrides,
  });

  it("fills the form and dustiness from the product's physical state", () => {
    expect(controlInputOf(value({}), product)).toMatchObject({
      form: "solid",
      dustiness: "high",
      hazardStatements: ["H302"],
    });
  });

  it("what the assessor entered wins over the product's facts", () => {
    expect(controlInputOf(value({ dustiness: "low" }), product).dustiness).toBe("low");
    const liquid = { hazard_statements: [], physical_state: "liquid", boiling_point_c: 80 };
    expect(controlInputOf(value({}), liquid).boilingPointC).toBe(80);
    expect(controlInputOf(value({ boiling_point_c: 120 }), liquid).boilingPointC).toBe(120);
  });

  it("without a product there is no hazard group", () => {
    expect(controlInputOf(value({}), null).hazardStatements).toBeNull();
  });

  it("the server records the proposal its product gives, whatever was posted", () => {
    expect(withProposal(value({ proposed_approach: 1, amount: "large" }), product).proposed_approach).toBe(3);
    expect(withProposal(value({ proposed_approach: 4, amount: null }), product).proposed_approach).toBeNull();
  });
});
