export const riskAssessments = {} as const;
