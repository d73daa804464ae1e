import type {
  ExposureAccessWire,
  History,
  HistoryPeople,
  RegistrableReasonWire,
} from "../../../api/exposure/schemas";
import type { ApiClient, Query } from "../../lib/api-client.server";
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

/* ====================================================================== records */

/* ====================================================================== register and lists */

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
