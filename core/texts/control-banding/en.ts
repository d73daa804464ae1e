export const controlBanding = {} as const;
