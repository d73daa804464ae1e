import { wpdPoster } from "../../core/texts/wpd-poster/en";
import type { Translate } from "../../core/translate";

/** The poster rules' messages in British English for the API's 422 answers, {{values}} filled in. */
export const english: Translate = (key, values = {}) => {
  const text = (wpdPoster as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};
