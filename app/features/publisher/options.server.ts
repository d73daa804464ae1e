import type { Manufacturer } from "../../../api/publisher/schemas";
import { COUNTRIES } from "../../../core/countries";
import { displayName } from "../../../core/format";
import { MANUFACTURER_TYPE_IDS } from "../../../core/publisher/rules";
import type { Translate } from "../../../core/translate";
import type { Choice } from "./choice";
import type { SupplierView } from "./components/SupplierDetails";

/** The choices the supplier pages show, named in the reader's language on the server (no code in the browser). */

/** Every country a supplier can sit in or sell in, by its name in `locale` ("Norway", "Norwegen"). */
export function countryChoices(locale: string): Choice[] {
  return Object.entries(COUNTRIES)
    .map(([id, code]) => ({ id: Number(id), name: displayName(locale, "region", code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The supplier types (manufacturer, supplier, importer, distributor) in the reader's language. */
export function typeChoices(t: Translate): Choice[] {
  return MANUFACTURER_TYPE_IDS.map((id) => ({ id, name: t(`publisher.type.${id}`) }));
}

/** A lookup from id to name over `choices`; an unknown id is shown as it is. */
export function namer(choices: readonly Choice[]): (id: number | null) => string {
  const byId = new Map(choices.map((choice) => [choice.id, choice.name]));
  return (id) => (id === null ? "" : (byId.get(id) ?? String(id)));
}

/** A supplier with its type, country and markets named in the reader's language (for SupplierDetails). */
export function supplierView(
  supplier: Manufacturer,
  names: { type: (id: number | null) => string; country: (id: number | null) => string },
): SupplierView {
  return {
    id: supplier.id,
    name: supplier.name,
    type: names.type(supplier.type_id),
    address: supplier.address,
    postcode: supplier.postcode,
    city: supplier.city,
    country: names.country(supplier.country_id),
    phone: supplier.phone,
    emergency_phone: supplier.emergency_phone,
    email: supplier.email,
    website: supplier.website,
    markets: supplier.market_ids.map(names.country).sort(),
    updated_at: supplier.updated_at,
  };
}
