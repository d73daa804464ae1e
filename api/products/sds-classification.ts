import type { Classification } from "./sds-facts";

/**
 * The sheet's verdict on its own classification. "classified" needs a hazard statement or a signal word;
 * "not_classified" needs section 2 to SAY so, in the words sheets use for it (below); anything else is
 * "none_found". Nothing found is not the same as harmless: a pre-GHS MSDS has no section 2 of the GHS kind
 * and says nothing of the sort, so it stays none_found, and so does a sheet whose section 2 could not be found
 * (the words below also appear in section 14, "Not classified as dangerous in the meaning of transport
 * regulations", and in section 11 for single hazard classes).
 */

/**
 * What section 2 of a sheet that is not classified says, in the languages the sheets come in. Each is a
 * statement about the whole product; the caller only asks when the sheet has no hazard statement and no
 * signal word, so "Acute toxicity: not classified" on a classified sheet does no harm.
 */
const NOT_CLASSIFIED: readonly RegExp[] = [
  // en
  /not\s+a\s+hazardous\s+substance\s+or\s+mixture/i,
  /classification\s+criteria\s+(?:are|is)\s+not\s+met/i,
  /do(?:es)?\s+not\s+meet\s+the\s+(?:classification\s+)?criteria\s+(?:for|of)\s+classification/i,
  /do(?:es)?\s+not\s+meet\s+the\s+classification\s+criteria/i,
  /\bnot\s+classified\b/i,
  /\bnot\s+(?:considered\s+)?(?:hazardous|dangerous)\s+(?:according|under|as\s+defined)/i,
  /label\s+elements\s*[:\-–]?\s*(?:none\s+required|not\s+(?:required|applicable))/i,
  /\bno\s+signal\s+word\b/i,
  // de
  /nicht\s+(?:als\s+gefährlich\s+)?eingestuft/i,
  /kein(?:e|en)?\s+gefährlich(?:e|er|es)\s+(?:stoff|gemisch)/i,
  /keine\s+einstufung/i,
  /kein\s+signalwort/i,
  /einstufungskriterien\s+(?:sind\s+)?nicht\s+erfüllt/i,
  // nl
  /niet\s+(?:als\s+gevaarlijk\s+)?geclassificeerd/i,
  /niet\s+ingedeeld/i,
  /geen\s+signaalwoord/i,
  /geen\s+gevaarlijke\s+sto(?:f|ffen)\s+of\s+(?:mengsel|preparaat)/i,
  /voldoet\s+niet\s+aan\s+de\s+(?:indelings)?criteria/i,
  // fr
  /\bnon\s+class[ée]/i,
  /n['’]\s*est\s+pas\s+class[ée]/i,
  /pas\s+une\s+substance\s+ou\s+(?:un\s+)?m[ée]lange\s+dangereu/i,
  /ne\s+r[ée]pond\s+pas\s+aux\s+crit[èe]res\s+de\s+classification/i,
  /aucune\s+mention\s+d['’]avertissement/i,
  // pl, cs, es, it
  /nie\s+sklasyfikowan/i,
  /nie\s+(?:jest\s+)?klasyfikowan/i,
  /není\s+klasifikován/i,
  /nesplňuje\s+kritéria\s+pro\s+klasifikaci/i,
  /no\s+(?:está\s+)?clasificad[oa]/i,
  /no\s+es\s+una\s+sustancia\s+o\s+mezcla\s+peligrosa/i,
  /non\s+(?:è\s+)?classificat[oa]/i,
];

/**
 * The verdict: classified when the sheet has hazard statements or a signal word, not_classified when its
 * section 2 (null when the sheet has none) says the product is not classified, else none_found.
 */
export function classificationOf(
  sectionTwoText: string | null,
  found: { hazards: number; signalWord: boolean },
): Classification {
  if (found.hazards > 0 || found.signalWord) return "classified";
  if (sectionTwoText === null) return "none_found";
  // One space for every run of white space, so that no pattern backtracks over a long run.
  const text = sectionTwoText.replace(/\s+/g, " ");
  return NOT_CLASSIFIED.some((pattern) => pattern.test(text)) ? "not_classified" : "none_found";
}
