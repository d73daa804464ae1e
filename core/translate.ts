/**
 * A translate function: i18next's `t` on either side, or anything with the
 * same call shape. Rules in core/ take one so the API can build its messages
 * in the spec's English and the forms in the user's language.
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A translate function over one language's texts, with {{values}} filled in: the API answers its 422s in the
 * same British English the forms show, from the feature's own English texts.
 */
export function translateFrom(texts: Record<string, string>): Translate {
  return (key, values = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
