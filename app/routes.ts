import { layout, type RouteConfig } from "@remix-run/route-config";
import {
  chemicalApprovalRoutes,
  chemicalApprovalResourceRoutes,
  boardRoutes,
} from "./features/chemical-approvals/routes";
import { companySettingsRoutes } from "./features/company-settings/routes";
import { authRoutes } from "./features/auth/routes";
import { locationRoutes, locationResourceRoutes } from "./features/locations/routes";
import { myPageRoutes, myPageResourceRoutes } from "./features/my-page/routes";
import { onboardingRoutes } from "./features/onboarding/routes";
import { opsRoutes } from "./features/ops/routes";
import { outboxRoutes } from "./features/outbox/routes";
import { productRoutes, productResourceRoutes } from "./features/products/routes";
import { activityRoutes } from "./features/activities/routes";
import { supportRoutes, supportResourceRoutes } from "./features/support/routes";
import { gdprRoutes, gdprResourceRoutes } from "./features/gdpr/routes";
import { shellRoutes, shellResourceRoutes, notFoundRoute, APP_LAYOUT_ID } from "./features/shell/routes";
import { userRoutes } from "./features/users/routes";
import { smartformRoutes } from "./features/smartforms/routes";
import { riskAssessmentRoutes } from "./features/risk-assessments/routes";
import { exposureRoutes } from "./features/exposure/routes";
import { readUnderstoodRoutes } from "./features/read-understood/routes";
import { readLinkRoutes, readLinkPublicRoutes } from "./features/read-links/routes";
import { sdsRequestRoutes, sdsRequestPublicRoutes } from "./features/sds-requests/routes";
import {
  workplaceDescriptionRoutes,
  workplaceDescriptionResourceRoutes,
} from "./features/workplace-descriptions/routes";
import { wpdPosterRoutes } from "./features/wpd-poster/routes";
import { legislationRoutes } from "./features/legislation/routes";
import { amountRoutes } from "./features/amounts/routes";
// Custom lists
import { customListRoutes } from "./features/custom-lists/routes";
import { substitutionRoutes } from "./features/substitution/routes";
import { trainingRoutes, trainingResourceRoutes } from "./features/training/routes";
// Custom reports
import { customReportRoutes, customReportResourceRoutes } from "./features/custom-reports/routes";
// Standard phrases of the internal documents publisher
import { publisherPhraseRoutes } from "./features/publisher-phrases/routes";
import { sdsEventRoutes } from "./features/sds-events/routes";
// Change impact of a new sheet version
import { sdsChangeImpactRoutes } from "./features/sds-change-impact/routes";
// Internal documents publisher: landing, suppliers and substances
import { publisherRoutes } from "./features/publisher/routes";
// Internal documents publisher: the company's own sheets
import { publisherDocumentRoutes } from "./features/publisher-documents/routes";

/**
 * The URL table: each feature declares its own routes (app/features/<feature>/routes.ts),
 * and this file only says where they hang. Signed-in pages share the app layout
 * (header, navigation, breadcrumbs); resource routes and the sign-in pages sit
 * directly under the root. URLs do not depend on file names.
 */
export default [
  ...opsRoutes,
  ...authRoutes,
  ...shellResourceRoutes,
  ...locationResourceRoutes,
  ...productResourceRoutes,
  ...chemicalApprovalResourceRoutes,
  ...myPageResourceRoutes,
  ...supportResourceRoutes,
  ...gdprResourceRoutes,
  ...readLinkPublicRoutes,
  ...sdsRequestPublicRoutes,
  ...workplaceDescriptionResourceRoutes,
  ...trainingResourceRoutes,
  // Custom reports
  ...customReportResourceRoutes,
  layout("features/shell/routes/app-layout.tsx", { id: APP_LAYOUT_ID }, [
    ...shellRoutes,
    ...onboardingRoutes,
    ...myPageRoutes,
    ...locationRoutes,
    ...productRoutes,
    ...chemicalApprovalRoutes,
    ...companySettingsRoutes([...boardRoutes, ...outboxRoutes, ...supportRoutes]),
    ...activityRoutes,
    ...userRoutes,
    ...gdprRoutes,
    ...smartformRoutes,
    ...riskAssessmentRoutes,
    ...exposureRoutes,
    ...wpdPosterRoutes,
    ...readUnderstoodRoutes,
    ...readLinkRoutes,
    ...sdsRequestRoutes,
    ...workplaceDescriptionRoutes,
    ...legislationRoutes,
    ...amountRoutes,
    // Custom lists
    ...customListRoutes,
    ...substitutionRoutes,
    ...trainingRoutes,
    ...sdsEventRoutes,
    // Change impact of a new sheet version
    ...sdsChangeImpactRoutes,
    // Custom reports
    ...customReportRoutes,
    // Standard phrases of the internal documents publisher
    ...publisherPhraseRoutes,
    // Internal documents publisher: landing, suppliers and substances
    ...publisherRoutes,
    // Internal documents publisher: the company's own sheets
    ...publisherDocumentRoutes,
  ]),
  notFoundRoute,
] satisfies RouteConfig;
