/**
 * The fixed list of 41 text pages the app asks
 * GET /site/v1/frontendtexts for. A text's page is chosen by the first segment
 * of its key, so an area's texts load together. Numbers never change meaning;
 * unused ones are reserved for modules still to come.
 */
export const TEXT_PAGES = [
  { page: 1, prefixes: ["app", "error", "common"], name: "Common" },
  { page: 2, prefixes: ["auth"], name: "Sign-in" },
  { page: 3, prefixes: ["layout", "nav"], name: "Layout and navigation" },
  { page: 4, prefixes: ["main"], name: "Home (/main)" },
  { page: 5, prefixes: ["toast", "errors"], name: "Messages and errors" },
  { page: 6, prefixes: ["onboarding"], name: "Onboarding" },
  { page: 7, prefixes: ["myPage"], name: "My page" },
  {
    page: 8,
    prefixes: ["products", "storageClass", "storageNote", "compatibility", "pictogram"],
    name: "Products",
  },
  { page: 9, prefixes: ["product"], name: "Product page" },
  { page: 10, prefixes: ["locations"], name: "Locations" },
  { page: 11, prefixes: ["hierarchy"], name: "Location hierarchy" },
  { page: 12, prefixes: ["riskAssessment", "controlBanding"], name: "Risk assessments" },
  { page: 13, prefixes: ["sps"], name: "SPS documents" },
  {
    page: 14,
    prefixes: ["smartforms", "smartformTemplates", "smartformDocuments", "smartformVersions"],
    name: "Smart forms",
  },
  {
    page: 15,
    prefixes: ["exposure", "exposurePlans", "exposureRecords", "exposureRegister", "exposureHistory"],
    name: "Exposure",
  },
  { page: 16, prefixes: ["approvals"], name: "Chemical approvals" },
  { page: 17, prefixes: ["evaluation"], name: "Approval evaluation" },
  { page: 18, prefixes: ["boardGroups"], name: "Board groups" },
  { page: 19, prefixes: ["companySettings", "outbox", "mail", "support"], name: "Company settings" },
  { page: 20, prefixes: ["users"], name: "Users" },
  { page: 21, prefixes: ["internalDocuments", "publisher"], name: "Internal documents" },
  { page: 22, prefixes: ["suppliers"], name: "Suppliers" },
  { page: 23, prefixes: ["substances"], name: "Substances" },
  { page: 24, prefixes: ["phrases"], name: "Standard phrases" },
  { page: 25, prefixes: ["amountReport", "amounts"], name: "Amounts" },
  { page: 26, prefixes: ["customReports"], name: "Custom reports" },
  { page: 27, prefixes: ["legislation", "customLists"], name: "Legislation lists" },
  { page: 28, prefixes: ["substitution"], name: "Substitution" },
  { page: 29, prefixes: ["activities"], name: "Recent activity" },
  { page: 30, prefixes: ["training"], name: "Training" },
  { page: 31, prefixes: ["sdsEvents"], name: "SDS events" },
  { page: 32, prefixes: ["sdsRequests"], name: "SDS requests" },
  { page: 33, prefixes: ["readUnderstood"], name: "Read and understood" },
  { page: 34, prefixes: ["search"], name: "Search" },
  { page: 35, prefixes: ["privacy", "gdpr"], name: "Privacy" },
  { page: 36, prefixes: ["qr"], name: "QR read links" },
  { page: 37, prefixes: ["actions"], name: "Actions" },
  { page: 38, prefixes: ["empty"], name: "Empty states" },
  { page: 39, prefixes: ["wpd"], name: "Workplace descriptions" },
  { page: 40, prefixes: ["permission", "licenses"], name: "Permissions and licences" },
  { page: 41, prefixes: ["api"], name: "API and integrations" },
] as const;

export const TEXT_PAGE_NUMBERS: number[] = TEXT_PAGES.map((p) => p.page);

/** The page a text key belongs to, or undefined when its prefix has none. */
export function pageOfKey(key: string): number | undefined {
  const prefix = key.split(".")[0];
  return TEXT_PAGES.find((p) => (p.prefixes as readonly string[]).includes(prefix ?? ""))?.page;
}
