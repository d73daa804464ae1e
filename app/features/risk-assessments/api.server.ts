import type { ApiClient } from "../../lib/api-client.server";
import type { DocumentList, RiskStatusPage, SmartformTemplate } from "../../../api/smartforms/schemas";
import type { RaState } from "../../../core/risk-assessments/lists";

/** The API calls of the document lists and the risk-assessment status page. */

type Reader = Pick<ApiClient, "get">;
export type { Reader as RiskAssessmentReader };

export interface DocumentListQuery {
  type: 1 | 2;
  locationId: number | null;
  status: 1 | 2 | 3 | null;
  templateId: number | null;
  q: string;
  reviewDue: boolean;
  page: number;
}

/** A page of documents of one kind, newest change first (the newest version of each). */
export async function listDocuments(api: Reader, query: DocumentListQuery): Promise<DocumentList> {
  return api.get<DocumentList>("/smartforms/v1/documents", {
    type: query.type,
    location_id: query.locationId ?? undefined,
    status: query.status ?? undefined,
    template_id: query.templateId ?? undefined,
    q: query.q || undefined,
    review: query.reviewDue ? "due" : undefined,
    page: query.page > 1 ? query.page : undefined,
  });
}

/** The templates documents of a kind are made on (the create form's choices and the template filter). */
export async function listTemplates(api: Reader, type: 1 | 2): Promise<SmartformTemplate[]> {
  return (await api.get<{ data: SmartformTemplate[] }>("/smartforms/v1/template", { type })).data;
}

/** The risk-assessment status of the products held at a location's subtree (or the caller's whole scope). */
export async function riskAssessmentStatus(
  api: Reader,
  query: { locationId: number | null; state: RaState | null; page: number },
): Promise<RiskStatusPage> {
  return api.get<RiskStatusPage>("/smartforms/v1/riskassessment/status", {
    location_id: query.locationId ?? undefined,
    state: query.state ?? undefined,
    page: query.page > 1 ? query.page : undefined,
  });
}
