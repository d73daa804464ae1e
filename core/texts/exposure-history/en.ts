/** A person's exposure history (the history page and My page) and its PDF. */
export const exposureHistory = {} as const;
