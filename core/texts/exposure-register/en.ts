/** The register by location, product and person, the list of records, and their exports. */
export const exposureRegister = {} as const;
