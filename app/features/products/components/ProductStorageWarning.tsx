import { useTranslation } from "react-i18next";
import type { StorageWarning } from "~/features/products/storage-warning";

/**
 * The TRGS 510 storage warning of a location's product list: each pair that
 * must not be stored together (with the co-storage note when storing them
 * together is allowed only under conditions) and the products whose storage
 * class is missing. A labelled section, not an alert: it is part of the page,
 * not news.
 */
export function ProductStorageWarning({
  warning,
  locationId,
  locationNames,
}: {
  warning: StorageWarning;
  locationId: number;
  /** Names of the locations in the list, for pairs found at a location inside this one. */
  locationNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const where = (id: number) =>
    id === locationId || !locationNames[String(id)]
      ? ""
      : ` ${t("products.storage.at", { location: locationNames[String(id)] })}`;
  const label = (item: { name: string; storage_class: string | null }) =>
    item.storage_class ? `${item.name} (${item.storage_class})` : item.name;
  return (
    <section aria-labelledby="storage-warning-heading" className="notice warning storage-warning">
      <h2 id="storage-warning-heading">{t("products.storage.heading")}</h2>
      {warning.incompatible.length > 0 ? (
        <>
          <p>{t("products.storage.intro")}</p>
          <ul>
            {warning.incompatible.map((pair, index) => (
              <li key={`${pair.location_id}-${pair.a.name}-${pair.b.name}-${index}`}>
                {t("products.storage.pair", { a: label(pair.a), b: label(pair.b) })}
                {where(pair.location_id)}
                {pair.note !== null ? (
                  <p className="storage-note">
                    <strong>{t("products.storage.note", { number: pair.note })}</strong>{" "}
                    {t(`storageNote.${pair.note}`, { defaultValue: "" })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {warning.missing.length > 0 ? (
        <>
          <p>{t("products.storage.missingIntro")}</p>
          <ul>
            {warning.missing.map((item) => (
              <li key={`${item.location_id}-${item.product_id}`}>
                {item.name}
                {where(item.location_id)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="help">{t("products.storage.source")}</p>
    </section>
  );
}
