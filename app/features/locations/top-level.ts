/**
 * The value of the "Top level" choice of the move form. Apart from ./forms.ts
 * (which re-exports it) because the move form renders it in the browser, and
 * ./forms.ts brings zod along.
 */
export const TOP_LEVEL = "top";
