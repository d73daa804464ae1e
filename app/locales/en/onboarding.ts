/** British English texts: onboarding. */
export const onboarding = {} as const;
