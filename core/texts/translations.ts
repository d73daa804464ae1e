import common from "./common/translations";
import shell from "./shell/translations";
import auth from "./auth/translations";
import onboarding from "./onboarding/translations";
import myPage from "./my-page/translations";
import locations from "./locations/translations";
import products from "./products/translations";
import chemicalApprovals from "./chemical-approvals/translations";
import companySettings from "./company-settings/translations";
import outbox from "./outbox/translations";
import activities from "./activities/translations";
import users from "./users/translations";
import support from "./support/translations";
import smartforms from "./smartforms/translations";
import smartformTemplates from "./smartform-templates/translations";
import smartformDocuments from "./smartform-documents/translations";
import smartformVersions from "./smartform-versions/translations";
import riskAssessments from "./risk-assessments/translations";
import controlBanding from "./control-banding/translations";
import exposure from "./exposure/translations";
import exposurePlans from "./exposure-plans/translations";
import exposureRecords from "./exposure-records/translations";
import exposureRegister from "./exposure-register/translations";
import exposureHistory from "./exposure-history/translations";
import workplaceDescriptions from "./workplace-descriptions/translations";
import workplaceDescriptionPages from "./workplace-description-pages/translations";
import readUnderstood from "./read-understood/translations";
import readLinks from "./read-links/translations";
import sdsRequests from "./sds-requests/translations";
import sdsEvents from "./sds-events/translations";
// Change impact of a new sheet version
import sdsChangeImpact from "./sds-change-impact/translations";
import legislation from "./legislation/translations";
import amountReport from "./amount-report/translations";
// Custom lists
import customLists from "./custom-lists/translations";
import type { EN_AREAS } from "./en";
import { TRANSLATED_LOCALES, type AreaTranslations, type TranslatedLocale } from "./types";
import wpdPoster from "./wpd-poster/translations";
import substitution from "./substitution/translations";
import training from "./training/translations";
// Internal documents publisher
import publisher from "./publisher/translations";
// Internal documents publisher: landing, supplier and substance pages
import publisherPages from "./publisher-pages/translations";
// Internal documents publisher: the editor of the company's own sheets
import publisherEditor from "./publisher-editor/translations";
// Internal documents publisher: the company's own sheets
import publisherDocuments from "./publisher-documents/translations";
// Custom reports
import customReports from "./custom-reports/translations";
// Standard phrases of the internal documents publisher
import publisherPhrases from "./publisher-phrases/translations";
// Internal documents publisher: the versions page of one of the company's own sheets
import publisherVersions from "./publisher-versions/translations";
// Internal documents publisher: where phrases and substances are used
import publisherUsage from "./publisher-usage/translations";

/**
 * Every area's translations, one core/texts/<area>/translations.ts beside each English area file
 * (core/texts/<area>/en.ts). The type makes TypeScript fail when an English
 * area has no translations file here.
 */
export const AREA_TRANSLATIONS: {
  [Area in keyof typeof EN_AREAS]: AreaTranslations<(typeof EN_AREAS)[Area]>;
} = {
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
};

/** The nine translations, merged across areas: locale → key → text. */
export const TRANSLATIONS: Record<TranslatedLocale, Record<string, string>> = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.values(AREA_TRANSLATIONS).map(
        (area: Record<TranslatedLocale, Record<string, string>>) => area[locale],
      ),
    ) as Record<string, string>,
  ]),
) as Record<TranslatedLocale, Record<string, string>>;
