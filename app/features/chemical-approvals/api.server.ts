import type {
  ApprovalLocation,
  ApprovalTemplate,
  ProductRequestV2Body,
  BoardGroup,
  BoardGroupInput,
  BoardGroupMember,
  BoardGroupOption,
  ProductRequestList,
  ProductRequestView,
  RequestInsights,
  RequestOption,
  StagedUploadView,
} from "../../../api/chemical-approvals/schemas";
import type { RequestListState } from "../../../core/chemical-approvals/list";
import { PAGE_SIZE } from "../../../core/chemical-approvals/list";
import type { ApiClient } from "../../lib/api-client.server";
import { apiStatus, orNotFound } from "../../lib/api-failure.server";
import { setFileHeaders } from "../../lib/security-headers.server";
import type { RequestFormOptions } from "./forms";

/**
 * Every call of the chemical approval pages to the API: the request lists,
 * one request and its insights, the steps of the evaluation flow, the request
 * form's options, uploads and saves, the downloads of a request's files, and
 * the approval boards of company settings. Route modules call these functions
 * and never build an API path themselves.
 */

const REQUESTS_API = "/chemical-approval/v1/product-requests";
const UPLOADS_API = "/chemical-approval/v1/uploads";
const BOARD_GROUPS_API = "/chemical-approval/v1/board-groups";

type Reader = Pick<ApiClient, "get">;
type Writer = Pick<ApiClient, "get" | "post" | "put" | "delete" | "postForm">;

/* ------------------------------------------------------------------- lists */

/** One page of a list. */
export async function listRequests(
  api: Pick<ApiClient, "post">,
  state: RequestListState,
  limit = PAGE_SIZE,
): Promise<ProductRequestList> {
  return api.post<ProductRequestList>(REQUESTS_API, {
    scope: state.tab,
    ...(state.status.length ? { status: state.status } : {}),
    ...(state.location !== null ? { location_id: state.location } : {}),
    ...(state.q ? { search: state.q } : {}),
    archived: state.archived,
    page: state.page,
    limit,
  });
}

/**
 * May the user open the "All requests" list? Approval admins may; others only
 * when they sit on a board, which the API knows: a one-row probe answers 403
 * otherwise.
 */
export async function mayListAll(
  api: Pick<ApiClient, "post">,
  user: { permissions: Record<string, boolean> },
): Promise<boolean> {
  if (user.permissions.chemical_approval_admin === true) return true;
  try {
    await api.post(REQUESTS_API, { scope: "all", page: 1, limit: 1 });
    return true;
  } catch (error) {
    // Here a 403 is an answer (not a board member), not a failure.
    if (apiStatus(error) === 403) return false;
    throw error;
  }
}

/** How many requests wait for the user's evaluation (not archived, no filters). */
export async function waitingCount(api: Pick<ApiClient, "post">): Promise<number> {
  const { meta } = await api.post<ProductRequestList>(REQUESTS_API, {
    scope: "to_evaluate",
    archived: false,
    page: 1,
    limit: 1,
  });
  return meta.total;
}

/** The company's locations (not archived) with their paths and boards, in path order. */
export async function approvalLocations(api: Reader): Promise<ApprovalLocation[]> {
  const { data } = await api.get<{ data: ApprovalLocation[] }>("/chemical-approval/v1/locations");
  return data;
}

/* ---------------------------------------------------------------- a request */

/** The request, or the not-found page (missing, another company's, or not visible to the user). */
export async function getRequest(api: Reader, id: number): Promise<ProductRequestView> {
  return (await orNotFound(api.get<{ data: ProductRequestView }>(`${REQUESTS_API}/${id}`))).data;
}

/** The request as it is now, or null when the user can no longer read it. */
export async function findRequest(api: Reader, id: number): Promise<ProductRequestView | null> {
  try {
    return (await api.get<{ data: ProductRequestView }>(`${REQUESTS_API}/${id}`)).data;
  } catch {
    return null;
  }
}

/**
 * What the evaluators need to decide. The page works without it: any failed
 * answer shows the page without the insights.
 */
export async function getInsights(api: Reader, id: number): Promise<RequestInsights | null> {
  try {
    return (await api.get<{ data: RequestInsights }>(`${REQUESTS_API}/${id}/insights`)).data;
  } catch (error) {
    if (apiStatus(error) !== undefined) return null;
    throw error;
  }
}

/** Approve or reject, with a comment: an evaluation, or the conclusion. */
export interface Verdict {
  is_approved: boolean;
  comment: string;
}

/** The steps of the evaluation flow, each one call as the user. */
export const requestSteps = {
  startEvaluation: (api: Writer, id: number) => api.post(`${REQUESTS_API}/${id}/evaluation`),
  evaluate: (api: Writer, id: number, evaluationId: number, verdict: Verdict) =>
    api.put(`${REQUESTS_API}/${id}/evaluation/${evaluationId}`, verdict),
  remind: (api: Writer, id: number, evaluationId: number) =>
    api.post(`${REQUESTS_API}/${id}/evaluation/${evaluationId}/remind`),
  completeEvaluation: (api: Writer, id: number) => api.post(`${REQUESTS_API}/${id}/evaluation/complete`),
  conclude: (api: Writer, id: number, verdict: Verdict) =>
    api.post(`${REQUESTS_API}/${id}/conclude`, verdict),
  reset: (api: Writer, id: number) => api.post(`${REQUESTS_API}/${id}/reset`),
  archive: (api: Writer, id: number) => api.put(`${REQUESTS_API}/${id}/archive`),
  unarchive: (api: Writer, id: number) => api.put(`${REQUESTS_API}/${id}/unarchive`),
  delete: (api: Writer, id: number) => api.delete(`${REQUESTS_API}/${id}`),
};

/* ------------------------------------------------------------ the request form */

/** The option lists of the request form (frequencies, PPE, environmental exposures). */
export async function requestFormOptions(api: Reader): Promise<RequestFormOptions> {
  const [frequencies, ppe, envExposures] = await Promise.all(
    (["frequencies", "ppe", "env-exposures"] as const).map(
      async (kind) =>
        (await api.get<{ data: RequestOption[] }>(`/chemical-approval/v1/options/${kind}`)).data,
    ),
  );
  return { frequencies: frequencies ?? [], ppe: ppe ?? [], envExposures: envExposures ?? [] };
}

/** Stages a file of the request form; a save then refers to it by its token. */
export async function stageUpload(
  api: Pick<ApiClient, "postForm">,
  file: File,
  kind: "sds" | "attachment",
  options: { read?: boolean } = {},
): Promise<StagedUploadView> {
  const form = new FormData();
  form.set("kind", kind);
  if (options.read) form.set("read", "true");
  form.set("file", file, file.name);
  return (await api.postForm<{ data: StagedUploadView }>(UPLOADS_API, form)).data;
}

/**
 * Saves the request form: a new request (a draft, or submitted, by the body's
 * is_draft), an existing one as a draft, or an existing one submitted.
 */
export async function saveRequest(
  api: Pick<ApiClient, "post" | "put">,
  id: number | null,
  draft: boolean,
  body: Record<string, unknown>,
): Promise<void> {
  if (id === null) await api.post(`${REQUESTS_API}/draft`, body);
  else if (draft) await api.put(`${REQUESTS_API}/${id}/draft`, body);
  else await api.put(`${REQUESTS_API}/${id}`, body);
}

/* --------------------------------------------------------------- downloads */

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * A request's file (the attached SDS, or an attachment) streamed from the API
 * with the user's token: never cached, never sniffed; a PDF opens inline (the
 * browser's viewer), any other type is a download in a sandbox. The not-found
 * page for anything the user may not have, so that its existence stays hidden.
 */
export async function streamRequestFile(
  api: Pick<ApiClient, "raw">,
  id: number,
  attachmentId?: number,
): Promise<Response> {
  const path =
    attachmentId === undefined
      ? `${REQUESTS_API}/${id}/download-attachment`
      : `${REQUESTS_API}/${id}/download-attachment/${attachmentId}`;
  const upstream = await orNotFound(api.raw(path), { forbiddenIsNotFound: true });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const type = headers.get("Content-Type") ?? "";
  const disposition = headers.get("Content-Disposition") ?? "attachment";
  const pdf = type.startsWith("application/pdf");
  setFileHeaders(headers, { inline: pdf });
  if (pdf) {
    // A safety data sheet is read in the browser's PDF viewer.
    headers.set("Content-Disposition", disposition.replace(/^\s*attachment/i, "inline"));
  } else {
    headers.set("Content-Disposition", disposition.replace(/^\s*inline/i, "attachment"));
  }
  return new Response(upstream.body, { status: 200, headers });
}

/* ------------------------------------------------------------ approval boards */

export async function listBoards(api: Reader): Promise<BoardGroup[]> {
  return (await api.get<{ data: BoardGroup[] }>(BOARD_GROUPS_API)).data;
}

/** The company's boards, id and name only. */
export async function listBoardNames(api: Reader): Promise<BoardGroupOption[]> {
  return (await api.get<{ data: BoardGroupOption[] }>("/hierarchy/v1/board-groups")).data;
}

/** One board, or the not-found page when it is not one of the company's. */
export async function getBoard(api: Reader, id: number): Promise<BoardGroup> {
  return (await orNotFound(api.get<{ data: BoardGroup }>(`${BOARD_GROUPS_API}/${id}`))).data;
}

/** The users who may be board members (chemical_approval_request). */
export async function boardMemberCandidates(api: Reader): Promise<BoardGroupMember[]> {
  return (await api.get<{ data: BoardGroupMember[] }>("/chemical-approval/v1/board-members")).data;
}

/** Creates a board (no id) or saves board `id`. */
export async function saveBoard(
  api: Pick<ApiClient, "post" | "put">,
  body: Required<BoardGroupInput>,
  id?: number,
): Promise<BoardGroup> {
  const { data } =
    id === undefined
      ? await api.post<{ data: BoardGroup }>(BOARD_GROUPS_API, body)
      : await api.put<{ data: BoardGroup }>(`${BOARD_GROUPS_API}/${id}`, body);
  return data;
}

/** Deletes board `id`; answers the board as it was (for the toast). */
export async function deleteBoard(api: Pick<ApiClient, "get" | "delete">, id: number): Promise<BoardGroup> {
  const { data } = await api.get<{ data: BoardGroup }>(`${BOARD_GROUPS_API}/${id}`);
  await api.delete(`${BOARD_GROUPS_API}/${id}`);
  return data;
}

/* ------------------------------------------------- version 2: requests and evaluations on templates */

const REQUESTS_V2_API = "/chemical-approval/v2/product-requests";

/** The company's request templates, or its default evaluation template (none or one). */
export async function approvalTemplates(
  api: Reader,
  kind: "request" | "evaluation",
): Promise<ApprovalTemplate[]> {
  const { data } = await api.get<{ data: ApprovalTemplate[] }>(
    `/chemical-approval/v2/templates?kind=${kind}`,
  );
  return data;
}

/** Creates (id null) or saves a version 2 request. */
export async function saveRequestV2(
  api: Pick<ApiClient, "post" | "put">,
  id: number | null,
  body: ProductRequestV2Body,
): Promise<ProductRequestView> {
  const { data } =
    id === null
      ? await api.post<{ data: ProductRequestView }>(REQUESTS_V2_API, body)
      : await api.put<{ data: ProductRequestView }>(`${REQUESTS_V2_API}/${id}`, body);
  return data;
}

/** One's evaluation with the answers on the evaluation template (the API makes the document). */
export async function evaluateOnTemplate(
  api: Pick<ApiClient, "put">,
  id: number,
  evaluationId: number,
  verdict: Verdict & { fields: Record<string, unknown> },
): Promise<void> {
  await api.put(`${REQUESTS_API}/${id}/evaluation/${evaluationId}`, verdict);
}
