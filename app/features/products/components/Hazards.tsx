import { useTranslation } from "react-i18next";
import type { SignalWord } from "../../../../core/products";

/**
 * The hazard summary of a product or SDS, shared by lists, product pages and
 * search: the GHS pictograms as images with their names as alt text, and the
 * signal word. Texts: `pictogram.GHS0x` (storageClasses area) and
 * `common.signalWord.*`.
 */
export function Pictograms({ codes, size = 32 }: { codes: readonly string[]; size?: number }) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <ul className="pictograms" aria-label={t("common.pictograms")}>
      {codes.map((code) => (
        <li key={code}>
          <img
            src={`/pictograms/${encodeURIComponent(code)}.svg`}
            alt={t(`pictogram.${code}`, { defaultValue: code })}
            title={t(`pictogram.${code}`, { defaultValue: code })}
            width={size}
            height={size}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

export function SignalWordBadge({ word }: { word: SignalWord | null }) {
  const { t } = useTranslation();
  if (!word) return null;
  return (
    <strong className={`signal-word signal-word-${word.toLowerCase()}`}>
      {t(`common.signalWord.${word}`)}
    </strong>
  );
}
