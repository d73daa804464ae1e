import type { SmartformDocument } from "../../../api/smartforms/schemas";
import { labelIn, type Labels, type TemplateTab } from "../../../core/smartforms/template";

/**
 * What the document page sends to the browser of a version: the page shows one tab, in one language, so its
 * loader data holds that tab's fields and answers and the other tabs' names only. The version as the API
 * answers it carries every tab's fields with their labels, hints and options in up to ten languages, and
 * every answer (about 10 KB for the standard risk assessment), which the page would otherwise serialise
 * into every response's data stream and the browser parse, without showing any of it.
 */
export type DocumentPageData = Omit<SmartformDocument, "structure" | "values" | "references"> & {
  /** What the answers name: the products with the hazard facts control banding shows, the locations' and
   * people's names (the searched pickers and the read-only answers show them). */
  references: SmartformDocument["references"];
  /** Each tab's key and name in the reader's language (the tab links). */
  tabs: { key: string; label: string }[];
  /** The answers of the shown tab's fields (the other tabs' answers are not shown). */
  values: Record<string, unknown>;
};

export function documentPageData(
  doc: SmartformDocument,
  shown: TemplateTab,
  language: number,
): DocumentPageData {
  const { structure, values, ...rest } = doc;
  const tabs = (structure as { tabs: TemplateTab[] }).tabs;
  const answers: Record<string, unknown> = {};
  for (const field of shown.fields) if (field.key in values) answers[field.key] = values[field.key];
  return {
    ...rest,
    tabs: tabs.map((tab) => ({ key: tab.key, label: labelIn(tab.label, language, doc.language_id) })),
    values: answers,
  };
}

/**
 * A tab with each label, hint and option label already chosen for the reader (labelIn: the reader's language,
 * else the template's, else any), kept under the reader's language id, so labelIn on the page gives the same
 * words from one language's texts instead of ten.
 */
export function tabInLanguage(tab: TemplateTab, language: number, fallback: number): TemplateTab {
  const one = (labels: Labels): Labels => {
    const text = labelIn(labels, language, fallback);
    return text ? ({ [language]: text } as Labels) : {};
  };
  return {
    key: tab.key,
    label: one(tab.label),
    fields: tab.fields.map((field) => ({
      ...field,
      label: one(field.label),
      help: one(field.help),
      options: field.options.map((option) => ({ bit: option.bit, label: one(option.label) })),
    })),
  };
}
