/** British English texts: toast. */
export const toast = {} as const;
