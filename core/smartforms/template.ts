import { cleanLine } from "../text";
import { isLanguageId, type LanguageId } from "../languages";
import {
  CHOICE_FIELD_TYPES,
  FIELD_OPTIONS_MAX,
  TEMPLATE_FIELDS_MAX,
  TEMPLATE_TABS_MAX,
  type FieldType,
} from "./kinds";

/**
 * A template's structure: tabs of fields, each label in up to ten languages (keyed by language id). Keys
 * ("t1", "f7") are given once and never reused, so a document's answers keep their field however the
 * template is reordered, renamed or translated; an option's bit is likewise fixed when it is added, so a
 * multiple-choice answer (bit flags) keeps its meaning when options are reordered or removed.
 */
export type Labels = Partial<Record<`${LanguageId}`, string>>;

export interface FieldOption {
  /** A power of two: the option's bit in a multiple-choice answer, its value in a single-choice one. */
  bit: number;
  label: Labels;
}

export interface TemplateField {
  key: string;
  type: FieldType;
  label: Labels;
  help: Labels;
  required: boolean;
  /** Choice fields only. */
  options: FieldOption[];
}

export interface TemplateTab {
  key: string;
  label: Labels;
  fields: TemplateField[];
}

export interface TemplateStructure {
  tabs: TemplateTab[];
  /**
   * The highest key number given so far, per prefix: removing the newest field and adding another must not
   * hand out its key again (documents may still hold answers under it).
   */
  seq?: { t: number; f: number };
}

/** The label in the wanted language, else in the template's own, else any. */
export function labelIn(labels: Labels, language: number, fallback: number): string {
  return (
    labels[`${language}` as `${LanguageId}`] ||
    labels[`${fallback}` as `${LanguageId}`] ||
    Object.values(labels).find((text) => text) ||
    ""
  );
}

export function allFields(structure: TemplateStructure): TemplateField[] {
  return structure.tabs.flatMap((tab) => tab.fields);
}

export function findField(structure: TemplateStructure, key: string): TemplateField | undefined {
  return allFields(structure).find((field) => field.key === key);
}

/** The next key never given with a prefix ("t" tabs, "f" fields), counting keys removed since. */
export function nextKey(structure: TemplateStructure, prefix: "t" | "f"): string {
  const used = prefix === "t" ? structure.tabs.map((tab) => tab.key) : allFields(structure).map((f) => f.key);
  const numbers = used.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(1)) || 0);
  return `${prefix}${Math.max(0, structure.seq?.[prefix] ?? 0, ...numbers) + 1}`;
}

/** Notes a key as given, so it is never given again. */
function remember(structure: TemplateStructure, key: string): void {
  const prefix = key[0] as "t" | "f";
  const seq = structure.seq ?? { t: 0, f: 0 };
  for (const p of ["t", "f"] as const) {
    const used = p === "t" ? structure.tabs.map((tab) => tab.key) : allFields(structure).map((f) => f.key);
    seq[p] = Math.max(seq[p], ...used.map((k) => Number(k.slice(1)) || 0));
  }
  seq[prefix] = Math.max(seq[prefix], Number(key.slice(1)) || 0);
  structure.seq = seq;
}

/** The lowest bit no option of the field uses, or null when all are taken. */
export function nextOptionBit(field: Pick<TemplateField, "options">): number | null {
  for (let index = 0; index < FIELD_OPTIONS_MAX; index++) {
    const bit = 2 ** index;
    if (!field.options.some((option) => option.bit === bit)) return bit;
  }
  return null;
}

/* ---------------------------------------------------------- building a structure */

export type StructureChange =
  | { op: "addTab"; label: Labels }
  | { op: "renameTab"; tab: string; label: Labels }
  | { op: "removeTab"; tab: string }
  | { op: "moveTab"; tab: string; direction: "up" | "down" }
  | {
      op: "addField";
      tab: string;
      type: FieldType;
      label: Labels;
      help?: Labels;
      required?: boolean;
      options?: Labels[];
    }
  | {
      op: "updateField";
      field: string;
      label: Labels;
      help: Labels;
      required: boolean;
      /** Choice fields: the options kept (by bit) with their labels, then new ones. */
      options?: { bit: number | null; label: Labels }[];
    }
  | { op: "removeField"; field: string }
  | { op: "moveField"; field: string; direction: "up" | "down" }
  | { op: "moveFieldToTab"; field: string; tab: string };

export type ChangeOutcome =
  | { ok: true; structure: TemplateStructure; key?: string }
  | { ok: false; reason: "unknownTab" | "unknownField" | "tooMany" | "lastTab" | "noOptions" };

/**
 * One builder step on a copy of the structure: what the template page's buttons do (add, rename, remove,
 * move up or down), so the page needs no drag-and-drop and no JavaScript. The result still goes through
 * templateStructureSchema when it is saved.
 */
export function changeStructure(structure: TemplateStructure, change: StructureChange): ChangeOutcome {
  const next: TemplateStructure = structuredClone(structure);
  const tabIndex = (key: string) => next.tabs.findIndex((tab) => tab.key === key);
  const locate = (key: string) => {
    for (const tab of next.tabs) {
      const index = tab.fields.findIndex((field) => field.key === key);
      if (index >= 0) return { tab, index };
    }
    return null;
  };
  switch (change.op) {
    case "addTab": {
      if (next.tabs.length >= TEMPLATE_TABS_MAX) return { ok: false, reason: "tooMany" };
      const key = nextKey(next, "t");
      next.tabs.push({ key, label: change.label, fields: [] });
      remember(next, key);
      return { ok: true, structure: next, key };
    }
    case "renameTab": {
      const index = tabIndex(change.tab);
      if (index < 0) return { ok: false, reason: "unknownTab" };
      next.tabs[index]!.label = change.label;
      return { ok: true, structure: next };
    }
    case "removeTab": {
      const index = tabIndex(change.tab);
      if (index < 0) return { ok: false, reason: "unknownTab" };
      if (next.tabs.length === 1) return { ok: false, reason: "lastTab" };
      next.tabs.splice(index, 1);
      return { ok: true, structure: next };
    }
    case "moveTab": {
      const index = tabIndex(change.tab);
      if (index < 0) return { ok: false, reason: "unknownTab" };
      swap(next.tabs, index, change.direction === "up" ? index - 1 : index + 1);
      return { ok: true, structure: next };
    }
    case "addField": {
      const index = tabIndex(change.tab);
      if (index < 0) return { ok: false, reason: "unknownTab" };
      if (allFields(next).length >= TEMPLATE_FIELDS_MAX) return { ok: false, reason: "tooMany" };
      const isChoice = CHOICE_FIELD_TYPES.includes(change.type);
      const labels = isChoice ? (change.options ?? []).filter((label) => Object.keys(label).length > 0) : [];
      if (isChoice && labels.length === 0) return { ok: false, reason: "noOptions" };
      if (labels.length > FIELD_OPTIONS_MAX) return { ok: false, reason: "tooMany" };
      const key = nextKey(next, "f");
      next.tabs[index]!.fields.push({
        key,
        type: change.type,
        label: change.label,
        help: change.help ?? {},
        required: change.required ?? false,
        options: labels.map((label, position) => ({ bit: 2 ** position, label })),
      });
      remember(next, key);
      return { ok: true, structure: next, key };
    }
    case "updateField": {
      const found = locate(change.field);
      if (!found) return { ok: false, reason: "unknownField" };
      const field = found.tab.fields[found.index]!;
      field.label = change.label;
      field.help = change.help;
      field.required = change.required;
      if (CHOICE_FIELD_TYPES.includes(field.type) && change.options) {
        const kept = change.options.filter((o) => o.bit !== null && Object.keys(o.label).length > 0);
        const known = kept.filter((o) => field.options.some((existing) => existing.bit === o.bit));
        const options: FieldOption[] = known.map((o) => ({ bit: o.bit!, label: o.label }));
        for (const added of change.options.filter((o) => o.bit === null && Object.keys(o.label).length > 0)) {
          const bit = nextOptionBit({ options });
          if (bit === null) return { ok: false, reason: "tooMany" };
          options.push({ bit, label: added.label });
        }
        if (options.length === 0) return { ok: false, reason: "noOptions" };
        field.options = options;
      }
      return { ok: true, structure: next };
    }
    case "removeField": {
      const found = locate(change.field);
      if (!found) return { ok: false, reason: "unknownField" };
      found.tab.fields.splice(found.index, 1);
      return { ok: true, structure: next };
    }
    case "moveField": {
      const found = locate(change.field);
      if (!found) return { ok: false, reason: "unknownField" };
      swap(found.tab.fields, found.index, change.direction === "up" ? found.index - 1 : found.index + 1);
      return { ok: true, structure: next };
    }
    case "moveFieldToTab": {
      const found = locate(change.field);
      const target = tabIndex(change.tab);
      if (!found) return { ok: false, reason: "unknownField" };
      if (target < 0) return { ok: false, reason: "unknownTab" };
      const [field] = found.tab.fields.splice(found.index, 1);
      next.tabs[target]!.fields.push(field!);
      return { ok: true, structure: next };
    }
  }
}

/** Moving the first item up or the last down leaves the list as it is. */
function swap<T>(items: T[], from: number, to: number): void {
  if (to < 0 || to >= items.length) return;
  [items[from], items[to]] = [items[to]!, items[from]!];
}

/** Every label of a structure, with where it sits, for the translation page. */
export interface LabelSlot {
  /** "t1", "f3", "f3.help", "f3.o4" (option with bit 4). */
  slot: string;
  labels: Labels;
}

export function labelSlots(structure: TemplateStructure): LabelSlot[] {
  const slots: LabelSlot[] = [];
  for (const tab of structure.tabs) {
    slots.push({ slot: tab.key, labels: tab.label });
    for (const field of tab.fields) {
      slots.push({ slot: field.key, labels: field.label });
      if (Object.keys(field.help).length > 0) slots.push({ slot: `${field.key}.help`, labels: field.help });
      for (const option of field.options)
        slots.push({ slot: `${field.key}.o${option.bit}`, labels: option.label });
    }
  }
  return slots;
}

/**
 * Writes one language's texts into a copy of the structure: a slot given an empty text loses that language,
 * a slot not given keeps what it had, an unknown slot is reported.
 */
export function translateStructure(
  structure: TemplateStructure,
  language: LanguageId,
  texts: Record<string, string>,
): { ok: true; structure: TemplateStructure } | { ok: false; unknown: string[] } {
  const next: TemplateStructure = structuredClone(structure);
  const targets = new Map<string, Labels>();
  for (const tab of next.tabs) {
    targets.set(tab.key, tab.label);
    for (const field of tab.fields) {
      targets.set(field.key, field.label);
      targets.set(`${field.key}.help`, field.help);
      for (const option of field.options) targets.set(`${field.key}.o${option.bit}`, option.label);
    }
  }
  const unknown = Object.keys(texts).filter((slot) => !targets.has(slot));
  if (unknown.length > 0) return { ok: false, unknown };
  for (const [slot, text] of Object.entries(texts)) {
    const labels = targets.get(slot)!;
    const clean = cleanLine(text);
    if (clean) labels[`${language}`] = clean;
    else delete labels[`${language}`];
  }
  return { ok: true, structure: next };
}

/** The languages every required label (tabs, fields, options) is written in. */
export function completeLanguages(structure: TemplateStructure): LanguageId[] {
  const slots = labelSlots(structure).filter((slot) => !slot.slot.endsWith(".help"));
  const languages = new Set<string>(slots.flatMap((slot) => Object.keys(slot.labels)));
  return [...languages]
    .filter((language) => slots.every((slot) => slot.labels[language as `${LanguageId}`]))
    .map(Number)
    .filter(isLanguageId)
    .sort((a, b) => a - b);
}
