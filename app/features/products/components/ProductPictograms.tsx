import { useTranslation } from "react-i18next";

/**
 * The GHS pictograms of a sheet with their names as visible text next to each
 * image (the image itself is decorative then: empty alt, so the name is not
 * read twice). The lists use the compact `Pictograms` of Hazards.tsx instead.
 */
export function ProductPictograms({
  codes,
  size = 56,
  label,
}: {
  codes: readonly string[];
  size?: number;
  /** The list's accessible name (default "Hazard pictograms"). */
  label?: string;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <ul className="product-pictograms" aria-label={label ?? t("common.pictograms")}>
      {codes.map((code) => (
        <li key={code}>
          <img src={`/pictograms/${encodeURIComponent(code)}.svg`} alt="" width={size} height={size} />
          <span>{t(`pictogram.${code}`, { defaultValue: code })}</span>
        </li>
      ))}
    </ul>
  );
}
