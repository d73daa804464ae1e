import { exposure } from "../../core/texts/exposure/en";
import { exposurePlans } from "../../core/texts/exposure-plans/en";
import type { Translate } from "../../core/translate";

/**
 * The plan rules' messages in British English for the API's 422 answers: the texts the plan form shows in
 * English, with their {{values}} filled in.
 */
const TEXTS: Record<string, string> = { ...exposure, ...exposurePlans };

export const planEnglish: Translate = (key, values = {}) =>
  (TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
