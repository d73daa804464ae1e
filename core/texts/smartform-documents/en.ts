export const smartformDocuments = {} as const;
