import {
  isListTab,
  REQUESTS_PATH,
  SEARCH_MAX,
  type ListTab,
  type RequestListState,
} from "../../../core/chemical-approvals/list";
import { REQUEST_STATUSES } from "../../../core/chemical-approvals/request-rules";
import { parseId } from "../../../core/ids";
import { flagParam, idParam, textParam } from "../../lib/list-params";

/**
 * The URLs of the chemical approval pages and the state they carry in their
 * query strings: the lists' tab, filters and page; the list a request page
 * was opened from; the template a request form was started with.
 */

/** The deepest page of a list the URL may ask for. */
const MAX_PAGE = 100_000;
/** A template's name in the URL is cut to this many characters. */
const TEMPLATE_NAME_MAX = 200;

/* ------------------------------------------------------------------- lists */

/** The list's state from its URL; anything unknown falls back to the defaults. */
export function listStateOf(url: URL): RequestListState {
  const params = url.searchParams;
  const tab = params.get("tab");
  const wanted = new Set(params.getAll("status"));
  const pageText = params.get("page") ?? "1";
  return {
    tab: isListTab(tab) ? tab : "mine",
    status: REQUEST_STATUSES.filter((status) => wanted.has(status)),
    location: idParam(url, "location") ?? null,
    q: textParam(url, "q", SEARCH_MAX),
    archived: flagParam(url, "archived") || params.get("archived") === "on",
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1,
  };
}

/* ---------------------------------------------------------- the request page */

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
  return { o: isListTab(o) ? o : null, templateId: idParam(url, "templateId") ?? null };
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

/** The request form of request `id`, keeping templateId. */
export function editPath(id: number, nav: Pick<ApproveNav, "templateId">): string {
  const query = nav.templateId !== null ? `?templateId=${nav.templateId}` : "";
  return `${REQUESTS_PATH}/${id}/edit${query}`;
}

/** The list the user came from (the default list without `o`). */
export function backPath(nav: ApproveNav): string {
  return nav.o && nav.o !== "mine" ? `${REQUESTS_PATH}?tab=${nav.o}` : REQUESTS_PATH;
}

/** The download routes of a request's files: its attached SDS, or one attachment. */
export function requestFileHref(requestId: number, attachmentId?: number): string {
  const base = `${REQUESTS_PATH}/${requestId}`;
  return attachmentId === undefined ? `${base}/sds` : `${base}/attachments/${attachmentId}`;
}

/* ---------------------------------------------------------- the request form */

/** templateId and templateName of the request form's URL (accepted and carried along, not used). */
export interface TemplateNav {
  templateId: number | null;
  templateName: string | null;
}

export function templateNavOf(url: URL): TemplateNav {
  const name = textParam(url, "templateName", TEMPLATE_NAME_MAX);
  return { templateId: parseId(url.searchParams.get("templateId")), templateName: name || null };
}

/** The request page of request `id` from the form, keeping templateId. */
export function approvePagePath(id: number, nav: TemplateNav): string {
  return approvePath(id, { o: null, templateId: nav.templateId });
}

/** A new request's form, keeping templateId and templateName. */
export function newRequestPath(nav: TemplateNav): string {
  const params = new URLSearchParams();
  if (nav.templateId !== null) params.set("templateId", String(nav.templateId));
  if (nav.templateName) params.set("templateName", nav.templateName);
  const text = params.toString();
  return `${REQUESTS_PATH}/new${text ? `?${text}` : ""}`;
}
