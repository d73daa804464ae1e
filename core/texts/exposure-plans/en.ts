/** Exposure plans: planned work with a registrable product. */
export const exposurePlans = {} as const;
