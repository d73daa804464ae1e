import type { ApiClient } from "../../lib/api-client.server";

/** The API calls of the document lists and the risk-assessment status page. */

type Reader = Pick<ApiClient, "get">;
export type { Reader as RiskAssessmentReader };
