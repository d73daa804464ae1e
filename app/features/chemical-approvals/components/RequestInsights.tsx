import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pictograms, SignalWordBadge } from "~/features/products/components/Hazards";
import type { InsightStatement, RequestInsights } from "../../../../api/chemical-approvals/schemas";

/**
 * What the evaluators need to decide (the request's insights from the API):
 * the hazard summary of the attached SDS (or of the same product already in
 * the library), what the product would be stored with at each requested
 * location and whether that is allowed (TRGS 510), and similar products
 * already in the company's library.
 */

/** The insights with each storage location's path as text (the loader prepares it). */
export type RequestInsightsView = Omit<RequestInsights, "storage"> & {
  storage: (RequestInsights["storage"][number] & { pathText: string })[];
};

function Statements({ id, statements }: { id: string; statements: InsightStatement[] }) {
  const { t } = useTranslation();
  if (statements.length === 0) return null;
  return (
    <dl className="statements" id={id}>
      {statements.map((statement) => (
        <div key={statement.code} className="statement">
          <dt>{statement.code}</dt>
          <dd>
            {statement.text}
            {statement.printed ? (
              <span className="printed">
                {" "}
                {t("evaluation.insights.printed", { text: statement.printed })}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Reading = RequestInsights["hazards"]["reading"];

/**
 * Why no hazard is shown: the sheet could not be read (a scan, too slow, broken), says it is not classified, or
 * was read and nothing was found. The evaluator must never take a scan for a harmless product.
 */
function emptyHazardsKey(reading: Reading) {
  if (reading && reading.outcome !== "read") return `evaluation.insights.reading.${reading.outcome}` as const;
  if (reading?.classification === "not_classified")
    return "evaluation.insights.reading.not_classified" as const;
  return "evaluation.insights.noHazards" as const;
}

/**
 * What the evaluator must check: an attached sheet that could not be read (when the library's sheet stands in),
 * OCR, codes derived or matched from words rather than printed.
 */
function ReadingNotes({ hazards, shown }: { hazards: RequestInsights["hazards"]; shown: boolean }) {
  const { t } = useTranslation();
  const reading = hazards.reading;
  if (!reading) return null;
  if (hazards.source === "library") {
    return shown && reading.outcome !== "read" ? (
      <p className="help">{t(`evaluation.insights.reading.${reading.outcome}`)}</p>
    ) : null;
  }
  const codesFrom = (source: "derived" | "sentence") =>
    Object.entries(reading.code_sources)
      .filter(([, from]) => from === source)
      .map(([code]) => code)
      .sort();
  const derived = codesFrom("derived");
  const sentences = codesFrom("sentence");
  if (!reading.ocr && derived.length === 0 && sentences.length === 0) return null;
  return (
    <ul className="help reading-notes">
      {reading.ocr ? <li>{t("evaluation.insights.reading.ocr")}</li> : null}
      {derived.length ? (
        <li>{t("evaluation.insights.reading.derived", { codes: derived.join(", ") })}</li>
      ) : null}
      {sentences.length ? (
        <li>{t("evaluation.insights.reading.sentence", { codes: sentences.join(", ") })}</li>
      ) : null}
    </ul>
  );
}

export function RequestInsights({ insights }: { insights: RequestInsightsView }) {
  const { t } = useTranslation();
  const { hazards, storage, similar } = insights;
  const hasHazards =
    hazards.signal_word !== null ||
    hazards.pictograms.length > 0 ||
    hazards.hazard_statements.length > 0 ||
    hazards.precautionary_statements.length > 0 ||
    hazards.storage_class !== null;
  return (
    <div className="request-insights">
      <section aria-labelledby="insights-hazards" className="panel insights-hazards">
        <h3 id="insights-hazards">{t("evaluation.insights.hazards")}</h3>
        {hazards.source ? <p className="help">{t(`evaluation.insights.source.${hazards.source}`)}</p> : null}
        <ReadingNotes hazards={hazards} shown={hasHazards} />
        {!hasHazards ? (
          <p>{t(emptyHazardsKey(hazards.reading))}</p>
        ) : (
          <>
            <dl className="facts">
              <dt>{t("evaluation.insights.signalWord")}</dt>
              <dd>
                {hazards.signal_word ? (
                  <SignalWordBadge word={hazards.signal_word} />
                ) : (
                  t("evaluation.insights.noSignalWord")
                )}
              </dd>
              <dt>{t("evaluation.insights.storageClass")}</dt>
              <dd>
                {hazards.storage_class
                  ? `${hazards.storage_class} – ${t(`storageClass.${hazards.storage_class}`, {
                      defaultValue: hazards.storage_class,
                    })}`
                  : t("evaluation.insights.noStorageClass")}
              </dd>
            </dl>
            <Pictograms codes={hazards.pictograms} size={48} />
            {hazards.hazard_statements.length ? (
              <>
                <h4>{t("evaluation.insights.hazardStatements")}</h4>
                <Statements id="insights-h" statements={hazards.hazard_statements} />
              </>
            ) : null}
            {hazards.precautionary_statements.length ? (
              <>
                <h4>{t("evaluation.insights.precautionaryStatements")}</h4>
                <Statements id="insights-p" statements={hazards.precautionary_statements} />
              </>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="insights-storage" className="panel">
        <h3 id="insights-storage">{t("evaluation.insights.storage")}</h3>
        {storage.length === 0 ? (
          <p>{t("evaluation.insights.noLocations")}</p>
        ) : (
          <ul className="storage-checks">
            {storage.map((entry) => (
              <li key={entry.location.id} className={`storage-check compatibility-${entry.compatibility}`}>
                <p>
                  <strong>{entry.pathText}</strong>
                  {": "}
                  <span className="compatibility">{t(`compatibility.${entry.compatibility}`)}</span>
                </p>
                {entry.conflicts.length ? (
                  <>
                    <p>{t("evaluation.insights.conflictsIntro")}</p>
                    <ul>
                      {entry.conflicts.map((conflict) => (
                        <li key={conflict.product.id}>
                          <Link to={`/products/${conflict.product.id}`}>{conflict.product.name}</Link>
                          {conflict.storage_class
                            ? ` (${t("evaluation.insights.classShort", { class: conflict.storage_class })})`
                            : ""}
                          {": "}
                          {t(`compatibility.${conflict.compatibility}`)}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : entry.compatibility === "COMPATIBLE" ? (
                  <p>{t("evaluation.insights.noConflicts")}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="help">{t("products.storage.source")}</p>
      </section>

      <section aria-labelledby="insights-similar" className="panel">
        <h3 id="insights-similar">{t("evaluation.insights.similar")}</h3>
        {similar.length === 0 ? (
          <p>{t("evaluation.insights.noSimilar")}</p>
        ) : (
          <ul className="similar-products">
            {similar.map((item) => (
              <li key={item.product.id}>
                <Link to={`/products/${item.product.id}`}>{item.product.name}</Link>{" "}
                <span className="tag">{t(`evaluation.insights.reason.${item.reason}`)}</span>{" "}
                <SignalWordBadge word={item.signal_word} />
                <Pictograms codes={item.pictograms} size={24} />
                <span className="help">
                  {t("evaluation.insights.locationCount", { number: item.locations })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
