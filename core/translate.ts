/**
 * A translate function: i18next's `t` on either side, or anything with the
 * same call shape. Rules in core/ take one so the API can build its messages
 * in the spec's English and the forms in the user's language.
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
