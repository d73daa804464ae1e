import type {
  ExposureAccessWire,
  ExposureRecordCorrect,
  ExposureRecordCreate,
  ExposureRecordFormWire,
  ExposureRecordVoid,
  ExposureRecordWire,
  History,
  HistoryPeople,
  InstancePage,
  Plan,
  PlanChoices,
  PlanList,
  RegisterChoices,
  RegisterPage,
  RegistrableReasonWire,
} from "../../../api/exposure/schemas";
import type { ApiClient, Query } from "../../lib/api-client.server";
import type { PlanStatus } from "../../../core/exposure/plan-list";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";
import {
  instancesApiQuery,
  registerApiQuery,
  type InstanceFilterState,
  type RegisterFilterState,
} from "./forms-register";

/**
 * Every exposure-register API call of the app: the shared ones first, then one section per part (plans,
 * records, the register and lists, a person's history). A page of another module that shows exposure data
 * calls these functions.
 */

type Reader = Pick<ApiClient, "get">;
export type { Reader as ExposureReader };

/* ====================================================================== shared */

/** What the caller may do in the register, and the company's retention period. */
export async function getExposureAccess(api: Reader): Promise<ExposureAccessWire> {
  return orNotFound(api.get<ExposureAccessWire>("/exposure/v1/access"));
}

export interface Registrability {
  product_id: number;
  sds_id: number | null;
  registrable: boolean;
  reasons: RegistrableReasonWire[];
}

/** Whether a product (on a given sheet, or its current one) belongs in the register, and why. */
export async function getRegistrability(
  api: Reader,
  productId: number,
  sdsId?: number,
): Promise<Registrability> {
  const query = sdsId === undefined ? "" : `?sds_id=${sdsId}`;
  return orNotFound(api.get<Registrability>(`/exposure/v1/products/${productId}/registrable${query}`));
}

/* ====================================================================== plans */

export interface PlanListState {
  q: string;
  status: PlanStatus;
  locationId: number | null;
  productId: number | null;
  personId: number | null;
  page: number;
}

/** A page of the plans the caller may read. */
export async function listPlans(api: Reader, state: PlanListState): Promise<PlanList> {
  return api.get<PlanList>("/exposure/v1/plans", {
    q: state.q || undefined,
    status: state.status,
    location_id: state.locationId ?? undefined,
    product_id: state.productId ?? undefined,
    person_id: state.personId ?? undefined,
    page: state.page,
  });
}

/** What the plan form offers (keepers only): the chosen product and people named, and the searches' matches. */
export async function getPlanChoices(
  api: Reader,
  query: { product_id?: number; person_ids?: string; product_q?: string; person_q?: string },
): Promise<PlanChoices> {
  return api.get<PlanChoices>("/exposure/v1/plans/choices", query);
}

/** One plan (404 as the route's not found). */
export async function getPlan(api: Reader, uid: string): Promise<Plan> {
  return orNotFound(api.get<Plan>(`/exposure/v1/plans/${encodeURIComponent(uid)}`));
}

/** The body of POST and PUT /exposure/v1/plans: expected_duration as hh:mm. */
export interface PlanBody {
  title: string;
  work_description: string;
  location_id: number;
  product_id: number;
  sds_id: number | null;
  people: number[];
  starts_on: string;
  ends_on: string | null;
  expected_duration: string;
  frequency: string;
  routes: string[];
  ppe: string[];
  measures: string;
  source_document_id: number | null;
}

export async function createPlan(api: ApiClient, body: PlanBody): Promise<Plan> {
  return api.post<Plan>("/exposure/v1/plans", body);
}

export async function updatePlan(
  api: ApiClient,
  uid: string,
  body: PlanBody & { revision: number },
): Promise<Plan> {
  return api.put<Plan>(`/exposure/v1/plans/${encodeURIComponent(uid)}`, body);
}

/** Closes (or, with `closed` false, reopens) a plan. */
export async function setPlanClosed(api: ApiClient, uid: string, closed: boolean): Promise<Plan> {
  return api.post<Plan>(`/exposure/v1/plans/${encodeURIComponent(uid)}/${closed ? "close" : "reopen"}`);
}

/* ====================================================================== records */

/** What the recording form starts with: the plan, location and sheet (by its key) it was opened for. */
export async function getRecordForm(
  api: Reader,
  query: { plan_uid?: string; location_id?: number; sds?: string },
): Promise<ExposureRecordFormWire> {
  return orNotFound(api.get<ExposureRecordFormWire>("/exposure/v1/instances/form", query));
}

/** Records an occasion; the new record. */
export function createExposureRecord(
  api: Pick<ApiClient, "post">,
  body: ExposureRecordCreate,
): Promise<ExposureRecordWire> {
  return api.post<ExposureRecordWire>("/exposure/v1/instances", body);
}

/** One record with its history (404 page when the caller may not see it). */
export async function getExposureRecord(api: Reader, uid: string): Promise<ExposureRecordWire> {
  return orNotFound(api.get<ExposureRecordWire>(`/exposure/v1/instances/${encodeURIComponent(uid)}`));
}

/** Corrects a record with the revision read and the reason. */
export function correctExposureRecord(
  api: Pick<ApiClient, "post">,
  uid: string,
  body: ExposureRecordCorrect,
): Promise<ExposureRecordWire> {
  return api.post<ExposureRecordWire>(`/exposure/v1/instances/${encodeURIComponent(uid)}/correct`, body);
}

/** Marks a record as made in error. */
export function voidExposureRecord(
  api: Pick<ApiClient, "post">,
  uid: string,
  body: ExposureRecordVoid,
): Promise<ExposureRecordWire> {
  return api.post<ExposureRecordWire>(`/exposure/v1/instances/${encodeURIComponent(uid)}/void`, body);
}

/* ====================================================================== register and lists */

/** A page of the register (last exposure first) with the filters; the not-found page for a foreign location. */
export function getRegisterPage(api: Reader, state: RegisterFilterState): Promise<RegisterPage> {
  return orNotFound(
    api.get<RegisterPage>("/exposure/v1/register", {
      ...registerApiQuery(state),
      ...(state.page > 1 ? { page: String(state.page) } : {}),
    }),
  );
}

/** The register filters' choices: the chosen person and product named, and the matches of their searches. */
export function getRegisterChoices(
  api: Reader,
  query: { person_id?: number; product_id?: number; person_q?: string; product_q?: string },
): Promise<RegisterChoices> {
  return api.get<RegisterChoices>("/exposure/v1/register/choices", query);
}

/** A page of the records (newest first), continued from `cursor`. */
export function getInstancePage(
  api: Reader,
  state: InstanceFilterState,
  cursor: string | null,
): Promise<InstancePage> {
  return orNotFound(
    api.get<InstancePage>("/exposure/v1/instances", {
      ...instancesApiQuery(state),
      ...(cursor ? { cursor } : {}),
    }),
  );
}

/**
 * The register's or the records' CSV or XLSX from the API, streamed to the browser as a download: never
 * cached, never sniffed. A location that is not the caller's is the not-found page.
 */
export async function streamExport(
  api: Pick<ApiClient, "raw">,
  what: "register" | "instances",
  format: "csv" | "xlsx",
  query: Record<string, string>,
): Promise<Response> {
  const upstream = await orNotFound(api.raw(`/exposure/v1/${what}.${format}`, query), {
    forbiddenIsNotFound: true,
  });
  return downloadFrom(upstream);
}

/* ====================================================================== a person's history */

/** The people the register applies to whose name contains `q`, for a keeper's or reader's choice. */
export async function getHistoryPeople(api: Reader, q: string): Promise<HistoryPeople> {
  return api.get<HistoryPeople>("/exposure/v1/people", { q });
}

/** The filters and page of a history, as the page's URL carries them (already checked). */
export interface HistoryParams {
  from: string | null;
  to: string | null;
  product: number | null;
  cursor: string | null;
}

/** A person's history ("me": the caller's own): totals and one page of records. */
export async function getHistory(
  api: Reader,
  person: number | "me",
  params: HistoryParams,
): Promise<History> {
  const query: Query = { from: params.from, to: params.to, product: params.product, cursor: params.cursor };
  return api.get<History>(`/exposure/v1/history/${person}`, query);
}

/** A person's history as a PDF, as the API's response. */
export async function historyPdf(api: Pick<ApiClient, "raw">, person: number | "me"): Promise<Response> {
  return api.raw(`/exposure/v1/history/${person}/pdf`);
}
