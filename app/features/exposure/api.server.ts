import type {
  ExposureAccessWire,
  Plan,
  PlanChoices,
  PlanList,
  RegistrableReasonWire,
} from "../../../api/exposure/schemas";
import type { PlanStatus } from "../../../core/exposure/plan-list";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";

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

/** What the plan form offers (keepers only), with a prefilled product and location when given. */
export async function getPlanChoices(
  api: Reader,
  extra: { productId?: number; locationId?: number } = {},
): Promise<PlanChoices> {
  return api.get<PlanChoices>("/exposure/v1/plans/choices", {
    product_id: extra.productId,
    location_id: extra.locationId,
  });
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

/* ====================================================================== register and lists */

/* ====================================================================== a person's history */
