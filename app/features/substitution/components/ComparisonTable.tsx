import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Comparison, ComparisonProduct } from "../../../../api/substitution/schemas";
import { Pictograms } from "~/features/products/components/Hazards";
import { DataTable, type DataColumn } from "~/ui/DataTable";

type Compared = ComparisonProduct & { verdict?: "safer" | "same" | "worse" };

interface Line {
  id: string;
  label: string;
  cell: (product: Compared) => ReactNode;
}

const listOrNone = (items: string[], none: string): ReactNode =>
  items.length === 0 ? (
    none
  ) : (
    <ul className="plain-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

/**
 * The product and its candidates side by side: one column per product, one row per fact (pictograms,
 * signal word, hazard statements, regulatory and company list entries, storage class, the sheet), then the
 * hazard score and, for each candidate, whether it is safer. The parts of each score are explained below.
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const none = t("substitution.compare.none");
  const products: Compared[] = [comparison.product, ...comparison.candidates];
  const lines: Line[] = [
    { id: "supplier", label: t("substitution.compare.supplier"), cell: (p) => p.manufacturer_name || none },
    {
      id: "source",
      label: t("substitution.compare.source"),
      cell: (p) => t(`product.stockKind.${p.product_type}`),
    },
    {
      id: "pictograms",
      label: t("substitution.compare.pictograms"),
      cell: (p) => (p.pictogram.length > 0 ? <Pictograms codes={p.pictogram} /> : none),
    },
    { id: "signal", label: t("substitution.compare.signalWord"), cell: (p) => p.signal_word ?? none },
    {
      id: "statements",
      label: t("substitution.compare.hazardStatements"),
      cell: (p) => listOrNone(p.hazard_statement, none),
    },
    {
      id: "legislation",
      label: t("substitution.compare.legislation"),
      cell: (p) =>
        listOrNone(
          p.legislation.map((hit) => `${t(`legislation.list.${hit.list}`)}: ${hit.name} (${hit.ref})`),
          none,
        ),
    },
    {
      id: "custom",
      label: t("substitution.compare.customList"),
      cell: (p) =>
        listOrNone(
          p.custom_list.map((hit) => `${hit.name} (${hit.cas}): ${t(`substitution.level.${hit.level}`)}`),
          none,
        ),
    },
    { id: "storage", label: t("substitution.compare.storageClass"), cell: (p) => p.storage_class ?? none },
    {
      id: "sds",
      label: t("substitution.compare.sds"),
      cell: (p) =>
        p.sds_url_html ? (
          <a href={p.sds_url_html}>
            {t("substitution.compare.sdsLink")}
            <span className="visually-hidden">: {p.name}</span>
          </a>
        ) : (
          none
        ),
    },
    { id: "score", label: t("substitution.compare.score"), cell: (p) => <strong>{p.ranking.score}</strong> },
    {
      id: "verdict",
      label: t("substitution.compare.verdict"),
      cell: (p) => (p.verdict ? t(`substitution.verdict.${p.verdict}`) : t("substitution.compare.current")),
    },
  ];
  const columns: DataColumn<Line>[] = [
    { id: "fact", header: t("substitution.compare.fact"), rowHeader: true, cell: (line) => line.label },
    ...products.map((product, index) => ({
      id: `product-${product.id}`,
      header:
        index === 0
          ? t("substitution.compare.replacing", { name: product.name })
          : t("substitution.compare.candidate", { name: product.name }),
      cell: (line: Line) => line.cell(product),
    })),
  ];
  return (
    <>
      <DataTable
        caption={t("substitution.compare.caption")}
        columns={columns}
        rows={lines}
        rowKey={(line) => line.id}
        className="comparison"
      />
      <h3>{t("substitution.ranking.heading")}</h3>
      <p>{t("substitution.ranking.rule")}</p>
      {products.map((product) => (
        <section key={product.id} aria-labelledby={`ranking-${product.id}`}>
          <h4 id={`ranking-${product.id}`}>
            {t("substitution.ranking.of", { name: product.name, score: product.ranking.score })}
          </h4>
          {product.ranking.lines.length === 0 ? (
            <p>{t("substitution.ranking.nothing")}</p>
          ) : (
            <ul>
              {product.ranking.lines.map((line) => (
                <li key={line.part}>
                  {t("substitution.ranking.line", {
                    part: t(`substitution.part.${line.part}`),
                    points: line.points,
                    because: line.because.join(", "),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
