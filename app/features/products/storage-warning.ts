import type { StorageConflictsAnswer } from "../../../api/products/schemas";

/** What the TRGS 510 storage check of a location found, as the location's pages show it. */
export interface StorageWarning {
  incompatible: {
    a: { name: string; storage_class: string | null };
    b: { name: string; storage_class: string | null };
    note: number | null;
    location_id: number;
  }[];
  missing: { product_id: number; name: string; location_id: number }[];
}

/**
 * The warning of a location's TRGS 510 check (GET /location/v3/{id}/storage-conflicts):
 * the pairs that must not be stored together and the products without a
 * storage class; null when all is well.
 */
export function storageWarningFrom(
  answer: StorageConflictsAnswer,
  locationId: number,
): StorageWarning | null {
  const warning: StorageWarning = {
    incompatible: answer.data
      .filter((conflict) => conflict.compatibility === "INCOMPATIBLE")
      .map((conflict) => ({
        a: { name: conflict.a.name, storage_class: conflict.a.storage_class },
        b: { name: conflict.b.name, storage_class: conflict.b.storage_class },
        note: conflict.note,
        location_id: conflict.location_id,
      })),
    missing: answer.missing.map((item) => ({ ...item, location_id: locationId })),
  };
  return warning.incompatible.length || warning.missing.length ? warning : null;
}
