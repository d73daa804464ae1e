/** British English texts: company settings. */
export const companySettings = {
  "companySettings.title": "Company settings",
  "companySettings.tabs": "Company settings sections",
  "companySettings.tab.chemicalApproval": "Chemical approval",
  "companySettings.tab.outbox": "Outbox",
} as const;
