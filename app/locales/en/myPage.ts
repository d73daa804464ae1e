/** British English texts: myPage. */
export const myPage = {} as const;
