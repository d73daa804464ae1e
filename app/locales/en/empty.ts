/** British English texts: empty. */
export const empty = {} as const;
