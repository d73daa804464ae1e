/** Exposure records (instances): recording an occasion, correcting it, marking it as made in error, its history. */
export const exposureRecords = {} as const;
