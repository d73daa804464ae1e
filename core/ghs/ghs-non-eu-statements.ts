/**
 * Hazard and precautionary statements of the UN GHS that the EU CLP regulation does not have, in English.
 *
 * Source: UN "Globally Harmonized System of Classification and Labelling of Chemicals (GHS)", Annex 3
 * (codification of hazard statements, Tables A3.1.1–A3.1.3; codification of precautionary statements,
 * Tables A3.2.1–A3.2.5), Rev. 10 (2023) for the current codes and the earlier revisions (Rev. 3 to Rev. 7) for
 * the codes the GHS has since withdrawn but that older sheets still print. Non-EU markets adopt these: US
 * OSHA (H227, H320, P281 on older sheets), Canada, India, South Africa, Australia, China (H303, H313, H333,
 * H401, H402 …). CLP left them out (flammable liquids stop at category 3, acute toxicity at category 4, no
 * acute aquatic category 2 or 3), so the CLP data set (reference/hpstatements) has no text for them.
 *
 * The forms, the API and the reader of attached sheets share this table (it imports no data set, so the
 * browser can use it). Whether a form accepts these codes: docs/decisions/034-non-eu-ghs-codes.md.
 */
import { CLP_STATEMENT_CODES } from "./clp-statement-codes";
import { isKnownCode, normaliseStatementCode } from "./statement-code";

export interface NonEuStatement {
  /** The English wording of the GHS annex. */
  text: string;
  /** True for codes later revisions of the GHS withdrew (still printed on older sheets). */
  withdrawn?: true;
}

// prettier-ignore
export const GHS_NON_EU_STATEMENTS: Readonly<Record<string, NonEuStatement>> = {
  // Physical hazards (A3.1.1)
  H227: { text: "Combustible liquid." },
  H282: { text: "Extremely flammable chemical under pressure: may explode if heated." },
  H283: { text: "Flammable chemical under pressure: may explode if heated." },
  H284: { text: "Chemical under pressure: may explode if heated." },
  // Health hazards (A3.1.2)
  H303: { text: "May be harmful if swallowed." },
  H305: { text: "May be harmful if swallowed and enters airways." },
  H313: { text: "May be harmful in contact with skin." },
  H316: { text: "Causes mild skin irritation." },
  H320: { text: "Causes eye irritation." },
  H333: { text: "May be harmful if inhaled." },
  // Environmental hazards (A3.1.3)
  H401: { text: "Toxic to aquatic life." },
  H402: { text: "Harmful to aquatic life." },
  // Precautionary statements (A3.2)
  P203: { text: "Obtain, read and follow all safety instructions before use." },
  P236: { text: "Keep only in original packaging; Division … in the transport configuration." },
  P265: { text: "Do not touch eyes." },
  P281: { text: "Use personal protective equipment as required.", withdrawn: true },
  P285: { text: "In case of inadequate ventilation wear respiratory protection.", withdrawn: true },
  P307: { text: "IF exposed:", withdrawn: true },
  P309: { text: "IF exposed or if you feel unwell:", withdrawn: true },
  P316: { text: "Get emergency medical help immediately." },
  P317: { text: "Get medical help." },
  P318: { text: "IF exposed or concerned, get medical advice." },
  P319: { text: "Get medical help if you feel unwell." },
  P322: { text: "Specific measures (see … on this label).", withdrawn: true },
  P341: {
    text: "If breathing is difficult, remove victim to fresh air and keep at rest in a position comfortable for breathing.",
    withdrawn: true,
  },
  P350: { text: "Gently wash with plenty of soap and water.", withdrawn: true },
  P354: { text: "Immediately rinse with water for several minutes." },
  P374: { text: "Fight fire with normal precautions from a reasonable distance.", withdrawn: true },
  P503: { text: "Refer to manufacturer/supplier… for information on disposal/recovery/recycling." },
};

/** Whether the single code (normalised, no combination) is a GHS statement outside CLP. */
export function isNonEuStatementCode(code: string): boolean {
  return Object.hasOwn(GHS_NON_EU_STATEMENTS, code);
}

const CLP = new Set(CLP_STATEMENT_CODES);

/**
 * Whether the code, as printed, is a GHS statement code: a CLP code, a GHS code outside CLP, or a
 * combination of such codes of one kind (isKnownCode). isClpStatementCode is the same check for CLP alone.
 */
export function isGhsStatementCode(code: string): boolean {
  return isKnownCode(normaliseStatementCode(code), (part) => CLP.has(part) || isNonEuStatementCode(part));
}
