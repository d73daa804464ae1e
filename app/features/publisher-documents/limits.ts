/**
 * The lengths the editor's inputs allow, for the page (zod-free): the same as SHEET_LIMITS of
 * core/publisher/document-schemas.ts, which the action and the API check (a route test holds them equal).
 */
export const SHEET_LIMITS_ARTICLE_NO = 100;
export const SUBSECTION_TEXT_MAX = 20_000;
