export const smartformVersions = {} as const;
