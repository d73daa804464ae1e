import { useTranslation } from "react-i18next";
import type { SdsDiff, SdsReadDiff, Statement, Substance } from "../../../../api/products/schemas";
import { ProductPictograms } from "./ProductPictograms";
import { ProductStatements } from "./ProductStatements";
import { DataTable } from "~/ui/DataTable";
import { concentrationText } from "./ProductSubstances";

export interface SdsDiffViewProps {
  diff: SdsDiff;
  /** The page's language, for marking statement texts in another language. */
  pageLanguage: string;
  /** "English (GB), version 1.0, issued 01/02/24" for the old and the new sheet. */
  fromLabel: string;
  toLabel: string;
}

/** Whether a new sheet changes nothing that the page compares. */
export function diffIsEmpty(diff: SdsDiff): boolean {
  return (
    !diff.signal_word.changed &&
    !diff.storage_class.changed &&
    diff.pictograms.added.length === 0 &&
    diff.pictograms.removed.length === 0 &&
    diff.hazard_statements.added.length === 0 &&
    diff.hazard_statements.removed.length === 0 &&
    diff.precautionary_statements.added.length === 0 &&
    diff.precautionary_statements.removed.length === 0 &&
    diff.substances.added.length === 0 &&
    diff.substances.removed.length === 0 &&
    diff.substances.changed.length === 0
  );
}

/**
 * What applying a newer safety data sheet changes: the signal word and
 * storage class (from → to), pictograms, hazard and precautionary statements
 * and substances added and removed (and concentrations changed), and the
 * locations the new sheet will apply to. Its sections are headed h2 (it sits
 * under the page's h1), what was added and removed h3.
 */
export function SdsDiffView({ diff, pageLanguage, fromLabel, toLabel }: SdsDiffViewProps) {
  const { t } = useTranslation();
  const none = t("product.diff.none");
  const signal = (word: string | null) => (word ? t(`common.signalWord.${word}`) : none);
  const storage = (id: string | null) => (id ? `${id} – ${t(`storageClass.${id}`)}` : none);

  return (
    <div className="sds-diff">
      <dl className="facts">
        <dt>{t("product.diff.current")}</dt>
        <dd>{fromLabel}</dd>
        <dt>{t("product.diff.new")}</dt>
        <dd>{toLabel}</dd>
      </dl>

      {/* "The same" is said only when the sheets as read agree too (or could not both be read, said so). */}
      {diffIsEmpty(diff) && (!diff.as_read || diff.as_read.same) ? (
        <p className="notice">{t(diff.as_read ? "product.diff.same" : "product.diff.sameEntered")}</p>
      ) : null}

      {diff.as_read ? <AsRead diff={diff.as_read} /> : null}

      <section aria-labelledby="diff-classification">
        <h2 id="diff-classification">{t("product.diff.classification")}</h2>
        <dl className="facts diff-facts">
          <dt>{t("product.diff.signalWord")}</dt>
          <dd>
            <FromTo
              changed={diff.signal_word.changed}
              from={signal(diff.signal_word.from)}
              to={signal(diff.signal_word.to)}
            />
          </dd>
          <dt>{t("product.diff.storageClass")}</dt>
          <dd>
            <FromTo
              changed={diff.storage_class.changed}
              from={storage(diff.storage_class.from)}
              to={storage(diff.storage_class.to)}
            />
          </dd>
        </dl>
      </section>

      <section aria-labelledby="diff-pictograms">
        <h2 id="diff-pictograms">{t("common.pictograms")}</h2>
        <AddedRemoved
          added={diff.pictograms.added.length}
          removed={diff.pictograms.removed.length}
          renderAdded={() => (
            <ProductPictograms
              codes={diff.pictograms.added}
              size={40}
              label={t("product.diff.addedPictograms")}
            />
          )}
          renderRemoved={() => (
            <ProductPictograms
              codes={diff.pictograms.removed}
              size={40}
              label={t("product.diff.removedPictograms")}
            />
          )}
        />
      </section>

      <StatementChanges
        id="diff-hazard"
        heading={t("product.hazardStatements")}
        added={diff.hazard_statements.added}
        removed={diff.hazard_statements.removed}
        pageLanguage={pageLanguage}
      />
      <StatementChanges
        id="diff-precautionary"
        heading={t("product.precautionaryStatements")}
        added={diff.precautionary_statements.added}
        removed={diff.precautionary_statements.removed}
        pageLanguage={pageLanguage}
      />

      <section aria-labelledby="diff-substances">
        <h2 id="diff-substances">{t("product.substances.heading")}</h2>
        {diff.substances.added.length + diff.substances.removed.length + diff.substances.changed.length ===
        0 ? (
          <p>{t("product.diff.noChange")}</p>
        ) : (
          <SubstanceChanges diff={diff.substances} />
        )}
      </section>

      <section aria-labelledby="diff-locations">
        <h2 id="diff-locations">{t("product.diff.locations", { number: diff.locations.length })}</h2>
        {diff.locations.length === 0 ? (
          <p>{t("product.diff.noLocations")}</p>
        ) : (
          <ul className="diff-locations">
            {diff.locations.map((location) => (
              <li key={location.id}>{location.path || location.name}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * The two sheets compared as ChemSafe read their PDFs: the verdict
 * (classified, not classified, nothing found), signal word, pictograms and
 * statements. It stands first: a sheet may say more than what was entered.
 */
function AsRead({ diff }: { diff: SdsReadDiff }) {
  const { t } = useTranslation();
  const none = t("product.diff.none");
  const signal = (word: string | null) => (word ? t(`common.signalWord.${word}`) : none);
  const codes = (list: { added: (string | Statement)[]; removed: (string | Statement)[] }) => {
    const text = (items: (string | Statement)[]) =>
      items.length === 0
        ? none
        : items.map((item) => (typeof item === "string" ? item : item.code)).join(", ");
    return list.added.length + list.removed.length === 0
      ? t("product.diff.noChange")
      : t("product.diff.codesChanged", { added: text(list.added), removed: text(list.removed) });
  };
  return (
    <section aria-labelledby="diff-as-read">
      <h2 id="diff-as-read">{t("product.diff.asRead")}</h2>
      <p>{diff.same ? t("product.diff.sameAsRead") : t("product.diff.asReadIntro")}</p>
      <dl className="facts diff-facts">
        <dt>{t("product.diff.readClassification")}</dt>
        <dd>
          <FromTo
            changed={diff.classification.changed}
            from={t(`product.diff.verdict.${diff.classification.from}`)}
            to={t(`product.diff.verdict.${diff.classification.to}`)}
          />
        </dd>
        <dt>{t("product.diff.signalWord")}</dt>
        <dd>
          <FromTo
            changed={diff.signal_word.changed}
            from={signal(diff.signal_word.from)}
            to={signal(diff.signal_word.to)}
          />
        </dd>
        <dt>{t("common.pictograms")}</dt>
        <dd>{codes(diff.pictograms)}</dd>
        <dt>{t("product.hazardStatements")}</dt>
        <dd>{codes(diff.hazard_statements)}</dd>
        <dt>{t("product.precautionaryStatements")}</dt>
        <dd>{codes(diff.precautionary_statements)}</dd>
      </dl>
    </section>
  );
}

function FromTo({ changed, from, to }: { changed: boolean; from: string; to: string }) {
  const { t } = useTranslation();
  if (!changed) return <>{t("product.diff.unchanged", { value: from })}</>;
  return <>{t("product.diff.fromTo", { from, to })}</>;
}

function AddedRemoved({
  added,
  removed,
  renderAdded,
  renderRemoved,
}: {
  added: number;
  removed: number;
  renderAdded: () => JSX.Element;
  renderRemoved: () => JSX.Element;
}) {
  const { t } = useTranslation();
  if (added === 0 && removed === 0) return <p>{t("product.diff.noChange")}</p>;
  return (
    <div className="diff-columns">
      {added > 0 ? (
        <div className="diff-added">
          <h3>{t("product.diff.added", { number: added })}</h3>
          {renderAdded()}
        </div>
      ) : null}
      {removed > 0 ? (
        <div className="diff-removed">
          <h3>{t("product.diff.removed", { number: removed })}</h3>
          {renderRemoved()}
        </div>
      ) : null}
    </div>
  );
}

function StatementChanges({
  id,
  heading,
  added,
  removed,
  pageLanguage,
}: {
  id: string;
  heading: string;
  added: Statement[];
  removed: Statement[];
  pageLanguage: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <AddedRemoved
        added={added.length}
        removed={removed.length}
        renderAdded={() => <ProductStatements statements={added} pageLanguage={pageLanguage} emptyText="" />}
        renderRemoved={() => (
          <ProductStatements statements={removed} pageLanguage={pageLanguage} emptyText="" />
        )}
      />
    </section>
  );
}

function SubstanceChanges({ diff }: { diff: SdsDiff["substances"] }) {
  const { t, i18n } = useTranslation();
  const range = (substance: Substance) =>
    concentrationText(substance, i18n.language) || t("product.diff.none");
  const rows = [
    ...diff.added.map((substance) => ({
      key: `added-${substance.name}-${substance.cas ?? ""}`,
      substance,
      change: t("product.diff.substanceAdded"),
      from: t("product.diff.none"),
      to: range(substance),
    })),
    ...diff.removed.map((substance) => ({
      key: `removed-${substance.name}-${substance.cas ?? ""}`,
      substance,
      change: t("product.diff.substanceRemoved"),
      from: range(substance),
      to: t("product.diff.none"),
    })),
    ...diff.changed.map(({ from, to }) => ({
      key: `changed-${to.name}-${to.cas ?? ""}`,
      substance: to,
      change: t("product.diff.substanceChanged"),
      from: range(from),
      to: range(to),
    })),
  ];
  return (
    <DataTable
      caption={t("product.diff.substancesCaption")}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          id: "name",
          header: t("product.substances.name"),
          rowHeader: true,
          cell: (row) => row.substance.name,
        },
        {
          id: "cas",
          header: t("product.substances.cas"),
          cell: (row) => row.substance.cas ?? t("product.notGiven"),
        },
        { id: "change", header: t("product.diff.change"), cell: (row) => row.change },
        { id: "from", header: t("product.diff.concentrationBefore"), cell: (row) => row.from },
        { id: "to", header: t("product.diff.concentrationAfter"), cell: (row) => row.to },
      ]}
    />
  );
}
