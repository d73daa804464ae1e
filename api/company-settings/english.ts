import { companySettings } from "../../core/texts/company-settings/en";
import type { Translate } from "../../core/translate";

/**
 * The rules' messages in British English, for the API's 422 answers: the same texts the forms show in
 * English (core/texts/company-settings/en.ts), with their {{values}} filled in.
 */
export const english: Translate = (key, values = {}) => {
  const text = (companySettings as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};
