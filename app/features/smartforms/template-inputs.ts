/**
 * What the template pages render with, free of zod: their paths and the posted form's names. The forms'
 * rules are in template-forms.ts (server only).
 */

export const SMARTFORMS_PATH = "/smartforms";

export const kindPath = (type: number) => `${SMARTFORMS_PATH}/${type}`;
export const templatePath = (type: number, id: number) => `${SMARTFORMS_PATH}/${type}/template/${id}`;
export const previewPath = (type: number, id: number, tab?: string) =>
  `${templatePath(type, id)}/preview${tab ? `?tab=${tab}` : ""}`;

/** A label slot ("f3.help") as a form name: conform reads dots as nesting, so they travel as "_". */
export const slotInput = (slot: string) => `text.${slot.replace(/\./g, "_")}`;
export const slotOfInput = (key: string) => key.replace(/_/g, ".");

/** The builder's buttons: each posts one intent. */
export const BUILDER_INTENTS = [
  "name",
  "addTab",
  "renameTab",
  "removeTab",
  "moveTab",
  "addField",
  "updateField",
  "removeField",
  "moveField",
  "moveFieldToTab",
  "translate",
] as const;
export type BuilderIntent = (typeof BUILDER_INTENTS)[number];

/** The reply of a refused builder form: which form (intent and tab or field) and conform's result. */
export interface BuilderReply {
  form: string;
  result: {
    status?: "error" | "success";
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown> | null;
  };
}

/** A template as the builder shows it: each label in the user's language and in the template's own. */
export interface BuilderField {
  key: string;
  type: string;
  /** In the user's language (falling back to the template's, then any). */
  label: string;
  /** In the template's own language: what the edit form changes. */
  own: string;
  help: string;
  required: boolean;
  isChoice: boolean;
  options: { bit: number; label: string; own: string }[];
}

export interface BuilderTab {
  key: string;
  label: string;
  own: string;
  fields: BuilderField[];
}

/** One label slot of the translation form: the template language's text and the chosen language's. */
export interface TranslationSlot {
  slot: string;
  input: string;
  /** Where it sits, for its label: a tab, a field, a field's help or an option (with its field's label). */
  kind: "tab" | "field" | "help" | "option";
  source: string;
  current: string;
}
