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

/* ====================================================================== register and lists */

/* ====================================================================== a person's history */
