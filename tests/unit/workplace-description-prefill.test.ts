import { describe, expect, it } from "vitest";
import { precautionarySections, sectionOfPrecautionary } from "../../core/workplace-descriptions/prefill";
import { sectionTexts } from "../../core/workplace-descriptions/sections";

describe("where a precautionary statement prefills a workplace description", () => {
  it("sorts by code: prevention and storage, fire and spills, first aid, disposal; general nowhere", () => {
    expect(sectionOfPrecautionary("P210")).toBe("protection");
    expect(sectionOfPrecautionary("P403+P235")).toBe("protection");
    expect(sectionOfPrecautionary("P370+P378")).toBe("emergency");
    expect(sectionOfPrecautionary("P391")).toBe("emergency");
    expect(sectionOfPrecautionary("P305+P351+P338")).toBe("firstAid");
    expect(sectionOfPrecautionary("p301")).toBe("firstAid");
    expect(sectionOfPrecautionary("P501")).toBe("disposal");
    expect(sectionOfPrecautionary("P102")).toBeNull();
    expect(sectionOfPrecautionary("H225")).toBeNull();
  });

  it("groups the texts one a line in the sheet's order", () => {
    expect(
      precautionarySections([
        { code: "P210", text: "Keep away from heat." },
        { code: "P280", text: "Wear protective gloves." },
        { code: "P501", text: "Dispose of contents." },
        { code: "P101", text: "Label." },
      ]),
    ).toEqual({
      protection: "Keep away from heat.\nWear protective gloves.",
      disposal: "Dispose of contents.",
    });
  });

  it("gives every section, empty where nothing was given, unknown keys dropped", () => {
    expect(sectionTexts({ scope: "Lab", other: "x", hazards: 3 })).toEqual({
      scope: "Lab",
      hazards: "",
      protection: "",
      emergency: "",
      firstAid: "",
      disposal: "",
    });
  });
});
