import { CHOICE_FIELD_TYPES } from "../../../core/smartforms/kinds";
import { labelIn, labelSlots, type Labels, type TemplateStructure } from "../../../core/smartforms/template";
import { slotInput, type BuilderTab, type TranslationSlot } from "./template-inputs";

/**
 * The builder's view of a structure, made on the server so the page's components need none of the
 * structure rules (and their zod) in the browser.
 */

const own = (labels: Labels, language: number) => labels[`${language}` as keyof Labels] ?? "";

export function builderTabs(
  structure: TemplateStructure,
  userLanguage: number,
  templateLanguage: number,
): BuilderTab[] {
  const shown = (labels: Labels) => labelIn(labels, userLanguage, templateLanguage);
  return structure.tabs.map((tab) => ({
    key: tab.key,
    label: shown(tab.label),
    own: own(tab.label, templateLanguage),
    fields: tab.fields.map((field) => ({
      key: field.key,
      type: field.type,
      label: shown(field.label),
      own: own(field.label, templateLanguage),
      help: own(field.help, templateLanguage),
      required: field.required,
      isChoice: CHOICE_FIELD_TYPES.includes(field.type),
      options: field.options.map((option) => ({
        bit: option.bit,
        label: shown(option.label),
        own: own(option.label, templateLanguage),
      })),
    })),
  }));
}

/** Every label slot with the template language's text beside the chosen language's. */
export function translationSlots(
  structure: TemplateStructure,
  templateLanguage: number,
  language: number,
): TranslationSlot[] {
  return labelSlots(structure).map(({ slot, labels }) => ({
    slot,
    input: slotInput(slot),
    kind: slot.startsWith("t")
      ? "tab"
      : slot.endsWith(".help")
        ? "help"
        : slot.includes(".o")
          ? "option"
          : "field",
    source: labelIn(labels, templateLanguage, templateLanguage),
    current: own(labels, language),
  }));
}
