import type { Phrase, Sheet } from "../../../api/publisher/schemas";
import { ANNEX_II_SUBSECTIONS } from "../../../core/publisher/annex-ii";
import { isLanguageId, LANGUAGES } from "../../../core/languages";
import { PICTOGRAMS, PICTOGRAM_TEXT_KEYS } from "../../../core/ghs/pictograms";
import type { Translate } from "../../../core/translate";
import { SHEET_SEARCH_MAX } from "../../../core/publisher/rules";
import { countryChoices, namer } from "../publisher/options.server";
import type { ApiClient } from "~/lib/api-client.server";
import { idParam, textParam } from "~/lib/list-params";
import {
  getMaterial,
  listPhraseChoices,
  listSheets,
  listSheetTypes,
  listSupplierLanguages,
  listTemplates,
} from "./api.server";
import { FIND, phraseValue, sectionOfUrl, subsectionsOf } from "./section-fields";

/**
 * What /new-document shows, read on the server and named in the reader's language: the start form (a
 * supplier first, then its languages and markets), a draft's section with its phrases and the phrases a search
 * found, and a published version read-only.
 */

/** Phrases a search shows at most: a bounded choice, narrowed by more words rather than paged. */
export const FOUND_LIMIT = 25;

const languageName = (id: number) => (isLanguageId(id) ? LANGUAGES[id].name : String(id));

/**
 * The start page: suppliers; with `?supplier=` its languages, markets, kinds and templates; the sheets to copy
 * (a page of them, narrowed by `?copy_q=`).
 */
export async function startPage(api: ApiClient, url: URL, t: Translate, locale: string) {
  // The sheets to copy: the first page of the list, or of a search when the company has more than a page.
  const copyQ = textParam(url, "copy_q", SHEET_SEARCH_MAX);
  const [material, sheets] = await Promise.all([getMaterial(api), listSheets(api, { q: copyQ })]);
  const country = namer(countryChoices(locale));
  const supplierId = idParam(url, "supplier");
  const supplier = material.manufacturers.find((m) => m.id === supplierId) ?? null;
  let choices = null;
  if (supplier && supplier.market_ids.length > 0) {
    const [languages, types, templates] = await Promise.all([
      listSupplierLanguages(api, supplier.id),
      listSheetTypes(api, 4, supplier.market_ids[0]!),
      listTemplates(api),
    ]);
    choices = {
      languages: languages.data.map((l) => ({ id: l.id, name: languageName(l.id) })),
      markets: supplier.market_ids
        .map((id) => ({ id, name: country(id) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
      types: types.data.map((type) => ({ id: type.id, name: t(`publisher.editor.type.${type.id}`) })),
      templates: templates.data.map((tpl) => ({
        id: tpl.id,
        name: t(`publisher.editor.template.${tpl.id}`),
      })),
    };
  }
  return {
    suppliers: material.manufacturers.map((m) => ({ id: m.id, name: m.name })),
    supplier: supplier && { id: supplier.id, name: supplier.name, markets: supplier.market_ids.length },
    choices,
    copyQ,
    copyTotal: sheets.meta.total,
    copies: sheets.data.map((sheet) => ({
      id: sheet.id,
      name: t("publisher.editor.copy.option", {
        name: sheet.product_name,
        language: languageName(sheet.language_id),
        market: country(sheet.market_id),
        version: sheet.version,
      }),
    })),
  };
}

/** The heading of a version: who, which language and market, which version, its state. */
function sheetDetails(sheet: Sheet, t: Translate, locale: string) {
  return {
    id: sheet.id,
    key: sheet.sds_key,
    name: sheet.product_name,
    articleNo: sheet.article_no,
    type: sheet.sds_type,
    supplier: sheet.manufacturer_name,
    language: languageName(sheet.language_id),
    market: namer(countryChoices(locale))(sheet.market_id),
    version: sheet.version,
    status: t(`publisher.sheet.status.${sheet.status}`),
    issued: sheet.date_issue,
    /** The version stamp a save names, so that a save from an older state of the draft is refused. */
    revision: sheet.revision,
  };
}

const phraseView = (p: Sheet["phrases"][number]) => ({ value: phraseValue(p), code: p.code, text: p.text });

/** The phrases that match the words, those of the section's own company phrases first; at most FOUND_LIMIT. */
export function findPhrases(
  phrases: readonly Phrase[],
  q: string,
  section: number,
  taken: ReadonlySet<string>,
) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (p: Phrase) => {
    const haystack = `${p.code} ${p.text}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  const value = (p: Phrase) => (p.official ? `c${p.code}` : `s${p.id}`);
  const found = phrases.filter((p) => matches(p) && !taken.has(value(p)));
  const rank = (p: Phrase) => (p.official ? 2 : p.field_id === section ? 0 : 1);
  found.sort((a, b) => rank(a) - rank(b));
  return {
    total: found.length,
    rows: found.slice(0, FOUND_LIMIT).map((p) => ({
      value: value(p),
      code: p.code,
      text: p.text,
      official: p.official,
    })),
  };
}

/** A draft's section: its subsections with text and phrases, and what the section's own parts need. */
export async function draftPage(api: ApiClient, sheet: Sheet, url: URL, t: Translate, locale: string) {
  const section = sectionOfUrl(url);
  const subsections = subsectionsOf(section).map((item) => ({
    number: item.number,
    title: item.title,
    text: sheet.sections[item.number] ?? "",
    phrases: sheet.phrases.filter((p) => p.subsection === item.number).map(phraseView),
  }));
  const to = url.searchParams.get(FIND.to);
  const q = textParam(url, FIND.q);
  const target = subsections.find((item) => item.number === to) ?? null;
  const [phraseChoices, material, types] = await Promise.all([
    target && q !== "" ? listPhraseChoices(api) : null,
    section === 3 ? getMaterial(api) : null,
    section === 1 ? listSheetTypes(api, sheet.language_id, sheet.market_id) : null,
  ]);
  const found =
    target && phraseChoices
      ? {
          to: target.number,
          q,
          ...findPhrases(phraseChoices, q, section, new Set(target.phrases.map((p) => p.value))),
        }
      : { to: target?.number ?? null, q, total: 0, rows: [] };
  return {
    sheet: sheetDetails(sheet, t, locale),
    section,
    heading: t(`publisher.editor.heading.${section}`),
    subsections,
    found,
    types: types?.data.map((type) => ({ id: type.id, name: t(`publisher.editor.type.${type.id}`) })) ?? [],
    label:
      section === 2
        ? {
            signalWord: sheet.signal_word,
            pictograms: PICTOGRAMS.map((code) => ({
              code,
              name: t(PICTOGRAM_TEXT_KEYS[code]),
              checked: sheet.pictograms.includes(code),
            })),
          }
        : null,
    composition:
      section === 3
        ? {
            rows: sheet.substances.map((s) => ({
              id: s.substance_id,
              name: s.name,
              cas: s.cas ?? "",
              min: s.concentration_min,
              max: s.concentration_max,
            })),
            choices: (material?.substances ?? [])
              .filter((s) => !sheet.substances.some((row) => row.substance_id === s.id))
              .map((s) => ({ id: s.id, name: s.cas ? `${s.name} (${s.cas})` : s.name })),
          }
        : null,
  };
}

/** A published version, every section, read-only. */
export function publishedPage(sheet: Sheet, t: Translate, locale: string) {
  const sections = Array.from({ length: 16 }, (_, i) => i + 1).map((section) => ({
    section,
    heading: t(`publisher.editor.heading.${section}`),
    subsections: ANNEX_II_SUBSECTIONS.filter((item) => item.section === section)
      .map((item) => ({
        number: item.number,
        title: item.title,
        text: sheet.sections[item.number] ?? "",
        phrases: sheet.phrases.filter((p) => p.subsection === item.number).map(phraseView),
      }))
      .filter((item) => item.text !== "" || item.phrases.length > 0),
  }));
  return {
    sheet: sheetDetails(sheet, t, locale),
    sections,
    signalWord: sheet.signal_word && t(`publisher.sheet.signalWord.${sheet.signal_word}`),
    pictograms: sheet.pictograms.map((code) => ({
      code,
      name:
        code in PICTOGRAM_TEXT_KEYS ? t(PICTOGRAM_TEXT_KEYS[code as keyof typeof PICTOGRAM_TEXT_KEYS]) : code,
    })),
    substances: sheet.substances.map((s) => ({
      id: s.substance_id,
      name: s.name,
      cas: s.cas ?? "",
      min: s.concentration_min,
      max: s.concentration_max,
    })),
  };
}
