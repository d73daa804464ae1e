import type { ExposureAccessWire, RegistrableReasonWire } from "../../../api/exposure/schemas";
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

/* ====================================================================== records */

// Imports are hoisted: these sit in the records section so the parts' additions never touch the same lines.
import type {
  ExposureRecordCorrect,
  ExposureRecordCreate,
  ExposureRecordFormWire,
  ExposureRecordVoid,
  ExposureRecordWire,
} from "../../../api/exposure/schemas";

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

/* ====================================================================== a person's history */
