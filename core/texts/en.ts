import { common } from "./common/en";
import { shell } from "./shell/en";
import { auth } from "./auth/en";
import { onboarding } from "./onboarding/en";
import { myPage } from "./my-page/en";
import { locations } from "./locations/en";
import { products } from "./products/en";
import { chemicalApprovals } from "./chemical-approvals/en";
import { companySettings } from "./company-settings/en";
import { outbox } from "./outbox/en";
import { activities } from "./activities/en";
import { users } from "./users/en";
import { support } from "./support/en";
import { smartforms } from "./smartforms/en";
import { smartformTemplates } from "./smartform-templates/en";
import { smartformDocuments } from "./smartform-documents/en";
import { smartformVersions } from "./smartform-versions/en";
import { riskAssessments } from "./risk-assessments/en";
import { controlBanding } from "./control-banding/en";
import { exposure } from "./exposure/en";
import { exposurePlans } from "./exposure-plans/en";
import { exposureRecords } from "./exposure-records/en";
import { exposureRegister } from "./exposure-register/en";
import { exposureHistory } from "./exposure-history/en";
import { workplaceDescriptions } from "./workplace-descriptions/en";
import { workplaceDescriptionPages } from "./workplace-description-pages/en";
import { readUnderstood } from "./read-understood/en";
import { readLinks } from "./read-links/en";
import { sdsRequests } from "./sds-requests/en";
import { sdsEvents } from "./sds-events/en";
// Change impact of a new sheet version
import { sdsChangeImpact } from "./sds-change-impact/en";
import { wpdPoster } from "./wpd-poster/en";
import { legislation } from "./legislation/en";
import { amountReport } from "./amount-report/en";
// Custom lists
import { customLists } from "./custom-lists/en";
import { substitution } from "./substitution/en";
import { training } from "./training/en";
// Internal documents publisher
import { publisher } from "./publisher/en";
// Internal documents publisher: landing, supplier and substance pages
import { publisherPages } from "./publisher-pages/en";
// Internal documents publisher: the company's own sheets
import { publisherDocuments } from "./publisher-documents/en";
// Custom reports
import { customReports } from "./custom-reports/en";
// Standard phrases of the internal documents publisher
import { publisherPhrases } from "./publisher-phrases/en";
// Internal documents publisher: the versions page of one of the company's own sheets
import { publisherVersions } from "./publisher-versions/en";
// Internal documents publisher: the editor of the company's own sheets
import { publisherEditor } from "./publisher-editor/en";
// Internal documents publisher: where phrases and substances are used
import { publisherUsage } from "./publisher-usage/en";

/**
 * Built-in British English wording (language id 4): the fallback for every
 * text. One area per feature, core/texts/<feature>/en.ts; keys are flat, and their first segment
 * names the text page they belong to (./pages.ts). `{{name}}` marks a value.
 * Every area also has its nine translations beside it, in core/texts/<area>/translations.ts.
 */
export const EN_AREAS = {
  common,
  shell,
  auth,
  onboarding,
  myPage,
  locations,
  products,
  chemicalApprovals,
  companySettings,
  outbox,
  activities,
  users,
  support,
  smartforms,
  smartformTemplates,
  smartformDocuments,
  smartformVersions,
  riskAssessments,
  controlBanding,
  exposure,
  exposurePlans,
  exposureRecords,
  exposureRegister,
  exposureHistory,
  workplaceDescriptions,
  workplaceDescriptionPages,
  readUnderstood,
  readLinks,
  sdsRequests,
  wpdPoster,
  legislation,
  amountReport,
  // Custom lists
  customLists,
  substitution,
  training,
  sdsEvents,
  // Change impact of a new sheet version
  sdsChangeImpact,
  // Internal documents publisher
  publisher,
  // Internal documents publisher: the company's own sheets
  publisherDocuments,
  // Custom reports
  customReports,
  // Standard phrases of the internal documents publisher
  publisherPhrases,
  // Internal documents publisher: landing, supplier and substance pages
  publisherPages,
  // Internal documents publisher: the versions page of one of the company's own sheets
  publisherVersions,
  // Internal documents publisher: the editor of the company's own sheets
  publisherEditor,
  // Internal documents publisher: where phrases and substances are used
  publisherUsage,
} as const;

export const en = {
  ...common,
  ...shell,
  ...auth,
  ...onboarding,
  ...myPage,
  ...locations,
  ...products,
  ...chemicalApprovals,
  ...companySettings,
  ...outbox,
  ...activities,
  ...users,
  ...support,
  ...smartforms,
  ...smartformTemplates,
  ...smartformDocuments,
  ...smartformVersions,
  ...riskAssessments,
  ...controlBanding,
  ...exposure,
  ...exposurePlans,
  ...exposureRecords,
  ...exposureRegister,
  ...exposureHistory,
  ...workplaceDescriptions,
  ...workplaceDescriptionPages,
  ...readUnderstood,
  ...readLinks,
  ...sdsRequests,
  ...wpdPoster,
  ...legislation,
  ...amountReport,
  // Custom lists
  ...customLists,
  ...substitution,
  ...training,
  ...sdsEvents,
  // Change impact of a new sheet version
  ...sdsChangeImpact,
  // Internal documents publisher
  ...publisher,
  // Internal documents publisher: the company's own sheets
  ...publisherDocuments,
  // Custom reports
  ...customReports,
  // Standard phrases of the internal documents publisher
  ...publisherPhrases,
  // Internal documents publisher: landing, supplier and substance pages
  ...publisherPages,
  // Internal documents publisher: the versions page of one of the company's own sheets
  ...publisherVersions,
  // Internal documents publisher: the editor of the company's own sheets
  ...publisherEditor,
  // Internal documents publisher: where phrases and substances are used
  ...publisherUsage,
} as const;

export type TextKey = keyof typeof en;
