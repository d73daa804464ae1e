export const smartformTemplates = {} as const;
