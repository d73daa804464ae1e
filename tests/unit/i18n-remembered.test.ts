import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n.server";

/** Texts of one language, as the server's texts cache hands them out. */
const NORWEGIAN = {
  "app.name": "ChemSafe",
  "common.pager.pageOf": "Side {{page}} av {{pages}}",
  "toast.dismiss": "Lukk",
};

describe("translations asked for by key alone are remembered", () => {
  it("gives the same wording as i18next, with and without options, from t and from fixed translators", () => {
    const i18n = createI18n("nb-NO", NORWEGIAN);
    const fixed = i18n.getFixedT(null, "translation");
    for (let round = 0; round < 2; round++) {
      expect(i18n.t("toast.dismiss")).toBe("Lukk");
      expect(fixed("toast.dismiss")).toBe("Lukk");
      expect(i18n.t("common.pager.pageOf", { page: 2, pages: 7 })).toBe("Side 2 av 7");
      expect(fixed("common.pager.pageOf", { page: round + 1, pages: 3 })).toBe(`Side ${round + 1} av 3`);
      // A key missing in Norwegian falls back to the built-in English wording.
      expect(fixed("common.pager.next")).toBe("Next page");
    }
    // The same translator each time, so React sees a stable function.
    expect(i18n.getFixedT(null, "translation")).toBe(fixed);
  });

  it("keeps languages apart", () => {
    const norwegian = createI18n("nb-NO", NORWEGIAN);
    const english = createI18n("en-GB");
    expect(norwegian.t("toast.dismiss")).toBe("Lukk");
    expect(english.t("toast.dismiss")).not.toBe("Lukk");
    expect(norwegian.getFixedT("en-GB", "translation")("toast.dismiss")).toBe(english.t("toast.dismiss"));
  });
});
