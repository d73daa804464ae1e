import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { publishedPage } from "../editor.server";
import { SheetDetails } from "./SheetDetails";
import { DataTable, type DataColumn } from "~/ui/DataTable";

type Published = ReturnType<typeof publishedPage>;
type Row = Published["substances"][number];

const range = (min: number | null, max: number | null) =>
  min === null && max === null ? "–" : min === max ? `${min} %` : `${min ?? "…"}–${max ?? "…"} %`;

/** A published version, read-only: every section as written, its label and composition, and its versions. */
export function PublishedSheet({ published }: { published: Published }) {
  const { t } = useTranslation();
  const { sheet } = published;
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("publisher.editor.composition.substance"),
      rowHeader: true,
      cell: (row) => row.name,
    },
    { id: "cas", header: t("publisher.editor.composition.cas"), cell: (row) => row.cas || "–" },
    { id: "range", header: "%", cell: (row) => range(row.min, row.max) },
  ];
  return (
    <>
      <h1>{t("publisher.editor.title.published", { name: sheet.name, version: sheet.version })}</h1>
      <SheetDetails sheet={sheet} />
      <p>{t("publisher.editor.published.intro")}</p>
      <p>
        <Link to={`/documents/all-versions/${encodeURIComponent(sheet.key)}`}>
          {t("publisher.editor.published.versions")}
        </Link>
      </p>
      {published.sections.map((section) => (
        <section key={section.section} aria-labelledby={`published-${section.section}`}>
          <h2 id={`published-${section.section}`}>
            {t("publisher.editor.section.heading", { section: section.section, title: section.heading })}
          </h2>
          {section.section === 2 && (published.signalWord || published.pictograms.length > 0) ? (
            <>
              <h3>{t("publisher.editor.label.heading")}</h3>
              {published.signalWord ? (
                <p>
                  {t("publisher.editor.label.signalWord")}: <strong>{published.signalWord}</strong>
                </p>
              ) : null}
              <ul className="pictograms">
                {published.pictograms.map((p) => (
                  <li key={p.code}>
                    <img src={`/pictograms/${p.code}.svg`} alt={p.name} width={48} height={48} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {section.section === 3 && published.substances.length > 0 ? (
            <DataTable
              caption={t("publisher.editor.composition.heading")}
              columns={columns}
              rows={published.substances}
              rowKey={(row) => row.id}
            />
          ) : null}
          {section.subsections.length === 0 && !(section.section === 3 && published.substances.length > 0) ? (
            <p>{t("publisher.editor.published.nothing")}</p>
          ) : null}
          {section.subsections.map((sub) => (
            <div key={sub.number}>
              <h3>
                {sub.number} {sub.title}
              </h3>
              {sub.text
                .split("\n")
                .filter(Boolean)
                .map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              {sub.phrases.length > 0 ? (
                <ul>
                  {sub.phrases.map((p) => (
                    <li key={p.value}>
                      <strong>{p.code}</strong> {p.text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
