import { useTranslation } from "react-i18next";
import type { WpdVersion } from "../../../../api/workplace-descriptions/schemas";
import { isPictogram, pictogramUrl, PICTOGRAM_TEXT_KEYS } from "../../../../core/ghs/pictograms";
import { localeOf } from "../../../../core/languages";
import { WPD_SECTIONS } from "../../../../core/workplace-descriptions/sections";

/**
 * A version as a worker reads it: product, pictograms, signal word, hazard statements and each section. The
 * text is in the description's own language (marked with lang); the headings in the reader's.
 */
export function DescriptionView({ version }: { version: WpdVersion }) {
  const { t } = useTranslation();
  return (
    <article className="wpd-view" lang={localeOf(version.language_id)} aria-labelledby="wpd-view-title">
      <h2 id="wpd-view-title">{version.title}</h2>
      <dl>
        <dt>{t("wpd.field.location")}</dt>
        <dd>{version.location.name}</dd>
        <dt>{t("wpd.field.product")}</dt>
        <dd>{version.product ? version.product.name : t("wpd.field.noProduct")}</dd>
        {version.signal_word ? (
          <>
            <dt>{t("wpd.field.signalWord")}</dt>
            <dd>{version.signal_word}</dd>
          </>
        ) : null}
      </dl>
      {version.pictograms.length > 0 ? (
        <ul className="pictograms" aria-label={t("wpd.field.pictograms")}>
          {version.pictograms.filter(isPictogram).map((code) => (
            <li key={code}>
              <img src={pictogramUrl(code)} alt={t(PICTOGRAM_TEXT_KEYS[code])} width={48} height={48} />
            </li>
          ))}
        </ul>
      ) : null}
      {version.hazard_statements.length > 0 ? (
        <>
          <h3>{t("wpd.field.hazardStatements")}</h3>
          <ul>
            {version.hazard_statements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {WPD_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`wpd-section-${section}`}>
          <h3 id={`wpd-section-${section}`}>{t(`wpd.section.${section}`)}</h3>
          {version.sections[section] ? (
            version.sections[section].split(/\n+/).map((line, index) => <p key={index}>{line}</p>)
          ) : (
            <p className="note">{t("wpd.view.emptySection")}</p>
          )}
        </section>
      ))}
    </article>
  );
}
