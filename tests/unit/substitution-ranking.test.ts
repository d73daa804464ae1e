import { describe, expect, it } from "vitest";
import {
  compareRankings,
  rankHazards,
  statementBase,
  type HazardProfile,
} from "../../core/substitution/ranking";
import { checkChange, checkDelete, statusChoices, statusOfId } from "../../core/substitution/rules";

const profile = (over: Partial<HazardProfile>): HazardProfile => ({
  hazardStatements: [],
  signalWord: null,
  lists: [],
  customLevels: [],
  ...over,
});

describe("rankHazards", () => {
  it("scores nothing for a product without hazards", () => {
    expect(rankHazards(profile({}))).toEqual({ score: 0, lines: [] });
  });

  it("reads statement codes with suffixes and spacing", () => {
    expect(statementBase("H350i")).toBe("H350");
    expect(statementBase("H360FD")).toBe("H360");
    expect(statementBase("EUH066")).toBe("EUH066");
    expect(statementBase("h 225")).toBe("H225");
    expect(statementBase("P280")).toBeNull();
  });

  it("counts only the worst finding of a part and adds the parts", () => {
    const ranking = rankHazards(
      profile({ hazardStatements: ["H301", "H311", "H302", "H315"], signalWord: "Danger" }),
    );
    expect(ranking.lines).toEqual([
      { part: "acuteToxicity", points: 30, because: ["H301", "H311"] },
      { part: "corrosion", points: 3, because: ["H315"] },
      { part: "signalWord", points: 5, because: ["Danger"] },
    ]);
    expect(ranking.score).toBe(38);
  });

  it("ranks CMR above acute toxicity above irritation", () => {
    const cmr = rankHazards(profile({ hazardStatements: ["H350"] })).score;
    const acute = rankHazards(profile({ hazardStatements: ["H300"] })).score;
    const irritant = rankHazards(profile({ hazardStatements: ["H319"] })).score;
    expect(cmr).toBeGreaterThan(acute);
    expect(acute).toBeGreaterThan(irritant);
  });

  it("counts regulatory lists and the company's own list", () => {
    const ranking = rankHazards(
      profile({ lists: ["svhc", "annex-xvii"], customLevels: ["banned", "restricted"] }),
    );
    expect(ranking.lines).toEqual([
      { part: "banned", points: 100, because: ["banned"] },
      { part: "regulatory", points: 40, because: ["svhc"] },
    ]);
  });

  it("keeps the parts in the order of their weight", () => {
    const ranking = rankHazards(
      profile({
        hazardStatements: ["H225", "H410", "H317", "H373", "H314", "H360D", "H331"],
        lists: ["annex-xiv"],
      }),
    );
    expect(ranking.lines.map((line) => line.part)).toEqual([
      "cmr",
      "regulatory",
      "acuteToxicity",
      "organToxicity",
      "sensitisation",
      "corrosion",
      "environment",
      "physical",
    ]);
  });

  it("compares a candidate with the product it would replace", () => {
    const toluene = rankHazards(
      profile({ hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"] }),
    );
    const ethanol = rankHazards(profile({ hazardStatements: ["H225", "H319"], signalWord: "Danger" }));
    expect(compareRankings(toluene, ethanol)).toBe("safer");
    expect(compareRankings(ethanol, toluene)).toBe("worse");
    expect(compareRankings(ethanol, ethanol)).toBe("same");
  });
});

describe("substitution rules", () => {
  const recorder = { add_product: true };
  const decider = { chemical_approval_admin: true };
  const both = { add_product: true, chemical_approval_admin: true };

  it("lets a recorder draft and propose, not decide", () => {
    expect(checkChange(recorder, null, "draft", { hasCandidate: false, reason: "" })).toBe("ok");
    expect(checkChange(recorder, "draft", "new", { hasCandidate: true, reason: "" })).toBe("ok");
    expect(checkChange(recorder, "new", "approved", { hasCandidate: true, reason: "x" })).toBe("forbidden");
    expect(checkChange({}, null, "draft", { hasCandidate: false, reason: "" })).toBe("forbidden");
  });

  it("lets a decider approve or reject with a candidate and a reason", () => {
    expect(checkChange(decider, "new", "approved", { hasCandidate: true, reason: "safer" })).toBe("ok");
    expect(checkChange(decider, "new", "rejected", { hasCandidate: true, reason: " " })).toBe(
      "reason_required",
    );
    expect(checkChange(both, null, "new", { hasCandidate: false, reason: "" })).toBe("candidate_required");
    expect(checkChange(decider, null, "draft", { hasCandidate: true, reason: "" })).toBe("forbidden");
  });

  it("keeps a decided substitution as history", () => {
    expect(checkChange(both, "approved", "draft", { hasCandidate: true, reason: "x" })).toBe("decided");
    expect(checkDelete(both, "rejected")).toBe("decided");
    expect(checkDelete(recorder, "draft")).toBe("ok");
    expect(checkDelete(decider, "draft")).toBe("forbidden");
  });

  it("offers the statuses the actor may choose and maps the enumeration", () => {
    expect(statusChoices(recorder)).toEqual(["draft", "new"]);
    expect(statusChoices(both)).toEqual(["draft", "new", "approved", "rejected"]);
    expect([1, 2, 4, 5].map(statusOfId)).toEqual(["draft", "new", "approved", "rejected"]);
  });
});
