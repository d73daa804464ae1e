import { workplaceDescriptionPages } from "../../core/texts/workplace-description-pages/en";
import type { Translate } from "../../core/translate";

/** The description rules' messages in British English for the API's 422 answers, {{values}} filled in. */
const TEXTS: Record<string, string> = workplaceDescriptionPages;

export const wpdEnglish: Translate = (key, values = {}) =>
  (TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
