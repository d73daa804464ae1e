import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { Manufacturer, ManufacturerInput } from "../../../api/publisher/schemas";
import type { ManufacturerTypeId } from "../../../core/publisher/rules";
import { manufacturerSchema } from "../../../core/publisher/schemas";
import type { Translate } from "../../../core/translate";
import { createSupplier, updateSupplier } from "./api.server";
import type { SupplierDefaults } from "./components/SupplierForm";
import type { ApiClient } from "~/lib/api-client.server";
import { replyToFailure } from "~/lib/api-failure.server";

/** The supplier form's fields: the API's field errors land under them, anything else on top. */
const FIELDS = [
  "name",
  "type_id",
  "address",
  "postcode",
  "city",
  "country_id",
  "phone",
  "emergency_phone",
  "email",
  "website",
  "market_ids",
] as const;

/**
 * Validates a posted supplier form and adds the supplier (no `id`) or replaces supplier `id`. Bad input is
 * the form's reply with nothing saved; a refusal or a missing supplier goes to `back` with a toast.
 */
export async function submitSupplier(
  formData: FormData,
  api: Pick<ApiClient, "post">,
  t: Translate,
  back: string,
  id?: number,
): Promise<{ ok: true; supplier: Manufacturer } | { ok: false; reply: SubmissionResult<string[]> }> {
  const submission = parseWithZod(formData, { schema: manufacturerSchema(t) });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  try {
    const supplier =
      id === undefined
        ? await createSupplier(api, submission.value)
        : await updateSupplier(api, id, submission.value);
    return { ok: true, supplier };
  } catch (error) {
    return { ok: false, reply: await replyToFailure(error, { submission, back, t, formFields: FIELDS }) };
  }
}

/** A stored supplier as the form's starting values. */
export function supplierDefaults(supplier: Manufacturer): SupplierDefaults {
  return {
    name: supplier.name,
    type_id: String(supplier.type_id),
    address: supplier.address,
    postcode: supplier.postcode,
    city: supplier.city,
    country_id: supplier.country_id === null ? "" : String(supplier.country_id),
    phone: supplier.phone,
    emergency_phone: supplier.emergency_phone,
    email: supplier.email,
    website: supplier.website,
    market_ids: supplier.market_ids.map(String),
  };
}

/** The body that replaces a supplier with itself plus `marketIds` (the add-markets page). */
export function withMarkets(supplier: Manufacturer, marketIds: readonly number[]): ManufacturerInput {
  return {
    name: supplier.name,
    // A stored type is one of the kinds (the table's CHECK); the API validates the body again anyway.
    type_id: supplier.type_id as ManufacturerTypeId,
    address: supplier.address,
    postcode: supplier.postcode,
    city: supplier.city,
    country_id: supplier.country_id,
    phone: supplier.phone,
    emergency_phone: supplier.emergency_phone,
    email: supplier.email,
    website: supplier.website,
    market_ids: [...new Set([...supplier.market_ids, ...marketIds])].sort((a, b) => a - b),
  };
}
