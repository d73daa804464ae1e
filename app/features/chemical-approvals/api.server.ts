import type { RequestInsightsData } from "~/features/chemical-approvals/components/RequestInsights";
import type { ProductRequestView } from "~/features/chemical-approvals/components/RequestSummary";
import type { RequestOperation } from "../../../core/chemical-approvals/states";
import { CONFLICT_MESSAGES, type ConflictCode } from "../../../core/chemical-approvals/states";
import { REQUEST_STATUSES, type RequestStatus } from "../../../core/chemical-approvals/request-rules";
import {
  isListTab,
  PAGE_SIZE,
  REQUESTS_PATH,
  SEARCH_MAX,
  type ListTab,
  type RequestListState,
} from "../../../core/chemical-approvals/list";
import type { ToastInput } from "../../../core/toast";
import { ApiError, type ApiClient } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { errorToast, type Translate } from "../../lib/errors";
import { requirePermissions } from "../../lib/guards.server";

/**
 * Loader and action helpers of the chemical approval pages that helper B2
 * owns: the request lists (/chemical-approvals/requests), the evaluator's and
 * concluder's page (/chemical-approvals/requests/{id}/approve) and the
 * downloads of a request's files. Every API call of these pages goes through
 * here (API: /chemical-approval/v1/…).
 */

export const REQUESTS_API = "/chemical-approval/v1/product-requests";

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;

type Api = Pick<ApiClient, "get" | "post">;

/* ------------------------------------------------------------------ guard */

/**
 * Every chemical approval page and action needs chemical_approval_request;
 * without it the user gets the permission warning and goes to /main. (The
 * layout's loader checks it too, but an action runs without the layout.)
 */
export async function requireApprovals(request: Request) {
  const signedIn = await requireUser(request);
  await requirePermissions(request, signedIn.user, { all: ["chemical_approval_request"] });
  return signedIn;
}

/** A request id from the URL, or a 404. */
export function requestIdOf(param: string | null | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? "") ? Number(param) : NaN;
  if (!Number.isInteger(id) || id > MAX_ID) throw new Response("Not found", { status: 404 });
  return id;
}

/** A positive id from a form or query value, else undefined. */
export function positiveId(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/* ------------------------------------------------------------------- lists */

export {
  hasFilters,
  isListTab,
  LIST_TABS,
  listSearch,
  PAGE_SIZE,
  REQUESTS_PATH,
  SEARCH_MAX,
  type ListTab,
  type RequestListState,
} from "../../../core/chemical-approvals/list";

/** The list's state from its URL; anything unknown falls back to the defaults. */
export function listStateOf(url: URL): RequestListState {
  const params = url.searchParams;
  const tab = params.get("tab");
  const wanted = new Set(params.getAll("status"));
  const pageText = params.get("page") ?? "1";
  const archived = params.get("archived");
  return {
    tab: isListTab(tab) ? tab : "mine",
    status: REQUEST_STATUSES.filter((status) => wanted.has(status)),
    location: positiveId(params.get("location")) ?? null,
    q: (params.get("q") ?? "")
      .replace(/\p{Cc}/gu, " ")
      .trim()
      .slice(0, SEARCH_MAX),
    archived: archived === "1" || archived === "true" || archived === "on",
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1,
  };
}

/** A location as the chemical approval API names it; `path` is its ancestry. */
export interface ApprovalLocation {
  id: number;
  name: string;
  path?: unknown;
  board_group?: { id: number; name: string } | null;
}

/** A row of POST /chemical-approval/v1/product-requests. */
export interface RequestListItem {
  id: number;
  name: string;
  cas_nr: string | null;
  status: { id: number; code: RequestStatus; content: string } | RequestStatus;
  requester: { id: number; name: string } | null;
  locations: { id: number; name: string }[];
  board_group: { id: number; name: string } | null;
  updated_at: string;
  submitted_at: string | null;
  archived: boolean;
  my_evaluation: { id: number; status: string } | null;
  pending_evaluations: number;
}

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
}

/** The status code of a status object (or of a bare code). */
export function statusCode(status: RequestListItem["status"] | undefined | null): RequestStatus | null {
  if (!status) return null;
  return typeof status === "string" ? status : status.code;
}

/** One page of a list. */
export async function listRequests(
  api: Api,
  state: RequestListState,
  limit = PAGE_SIZE,
): Promise<{ data: RequestListItem[]; meta: ListMeta }> {
  return api.post<{ data: RequestListItem[]; meta: ListMeta }>(REQUESTS_API, {
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
export async function mayListAll(api: Api, user: { permissions: Record<string, boolean> }) {
  if (user.permissions.chemical_approval_admin === true) return true;
  try {
    await api.post(REQUESTS_API, { scope: "all", page: 1, limit: 1 });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return false;
    throw error;
  }
}

/** How many requests wait for the user's evaluation (not archived, no filters). */
export async function waitingCount(api: Api): Promise<number> {
  const { meta } = await api.post<{ meta: ListMeta }>(REQUESTS_API, {
    scope: "to_evaluate",
    archived: false,
    page: 1,
    limit: 1,
  });
  return meta.total;
}

/** The company's locations for the location filter, in path order (at most the API's bound). */
export async function approvalLocations(api: Pick<ApiClient, "get">): Promise<ApprovalLocation[]> {
  const { data } = await api.get<{ data: ApprovalLocation[] }>("/chemical-approval/v1/locations");
  return data;
}

/**
 * A location's path as text ("Building A › Laboratory 1"). The API may give
 * the ancestry as a string, as names, or as { name } objects; without it the
 * name alone.
 */
export function pathText(location: { name: string; path?: unknown }): string {
  const { path } = location;
  if (typeof path === "string" && path.trim()) return path;
  if (Array.isArray(path) && path.length) {
    const names = path
      .map((part: unknown) =>
        typeof part === "string"
          ? part
          : typeof part === "object" && part !== null && typeof (part as { name?: unknown }).name === "string"
            ? (part as { name: string }).name
            : "",
      )
      .filter(Boolean);
    if (names.length) {
      if (names[names.length - 1] !== location.name) names.push(location.name);
      return names.join(" › ");
    }
  }
  return location.name;
}

/* ---------------------------------------------------------- the approve page */

/**
 * Where the user came from: `o` is the list tab that opened the request page
 * (mine, to_evaluate or all), used for the back link and kept across the
 * page's forms; `templateId` (template-based requests, smart forms) is
 * accepted and carried along unchanged. Anything else is ignored.
 */
export interface ApproveNav {
  o: ListTab | null;
  templateId: number | null;
}

export function approveNavOf(url: URL): ApproveNav {
  const o = url.searchParams.get("o");
  return {
    o: isListTab(o) ? o : null,
    templateId: positiveId(url.searchParams.get("templateId")) ?? null,
  };
}

function navQuery(nav: ApproveNav, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (nav.templateId !== null) params.set("templateId", String(nav.templateId));
  if (nav.o !== null) params.set("o", nav.o);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** /chemical-approvals/requests/{id}/approve with the navigation state (and e.g. confirm=delete). */
export function approvePath(id: number, nav: ApproveNav, extra: Record<string, string> = {}): string {
  return `${REQUESTS_PATH}/${id}/approve${navQuery(nav, extra)}`;
}

/** The request form (helper B1's page), keeping templateId. */
export function editPath(id: number, nav: ApproveNav): string {
  const query = nav.templateId !== null ? `?templateId=${nav.templateId}` : "";
  return `${REQUESTS_PATH}/${id}/edit${query}`;
}

/** The list the user came from (the default list without `o`). */
export function backPath(nav: ApproveNav): string {
  return nav.o && nav.o !== "mine" ? `${REQUESTS_PATH}?tab=${nav.o}` : REQUESTS_PATH;
}

/** The request, or a 404 page (missing, another company's, or not visible to the user). */
export async function loadRequest(api: Pick<ApiClient, "get">, id: number): Promise<ProductRequestView> {
  try {
    return (await api.get<{ data: ProductRequestView }>(`${REQUESTS_API}/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

/**
 * What the evaluators need to decide (GET …/{id}/insights). The page works
 * without it: a failure shows the page without the insights.
 */
export async function loadInsights(
  api: Pick<ApiClient, "get">,
  id: number,
): Promise<RequestInsightsData | null> {
  try {
    return (await api.get<{ data: RequestInsightsData }>(`${REQUESTS_API}/${id}/insights`)).data;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function allows(request: { allowed_operations?: readonly string[] }, operation: RequestOperation) {
  return (request.allowed_operations ?? []).includes(operation);
}

/** A date and time in the user's locale ("07/03/26, 14:05"); empty for no date. */
export function formatDateTime(value: string | Date | null | undefined, locale: string): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

function isConflictCode(value: unknown): value is ConflictCode {
  return typeof value === "string" && Object.hasOwn(CONFLICT_MESSAGES, value);
}

/** A 409's toast: the translated approvals.conflict.<code>, else the catalogue's text. */
export function conflictToast(error: ApiError, t: Translate): ToastInput {
  const code = error.body.error;
  return isConflictCode(code)
    ? { type: "error", text: t(`approvals.conflict.${code}`) }
    : errorToast(error, t);
}

/* --------------------------------------------------------------- downloads */

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * A request's file (the attached SDS, or an attachment) streamed from the API
 * with the user's token: never cached, never sniffed; a PDF opens inline (the
 * browser's viewer), any other type is a download in a sandbox. 404 for anything the user may not have.
 */
export async function streamRequestFile(request: Request, apiPath: string): Promise<Response> {
  const { api } = await requireApprovals(request);
  let upstream: Response;
  try {
    upstream = await api.raw(apiPath);
  } catch (error) {
    if (error instanceof ApiError && [403, 404, 422].includes(error.status)) {
      return new Response("Not found", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    }
    throw error;
  }
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const type = headers.get("Content-Type") ?? "";
  const disposition = headers.get("Content-Disposition") ?? "attachment";
  if (type.startsWith("application/pdf")) {
    // A safety data sheet is read in the browser's PDF viewer.
    headers.set("Content-Disposition", disposition.replace(/^\s*attachment/i, "inline"));
  } else {
    headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
    headers.set("Content-Disposition", disposition.replace(/^\s*inline/i, "attachment"));
  }
  return new Response(upstream.body, { status: 200, headers });
}
