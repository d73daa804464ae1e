import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COUNTRIES } from "../../../../core/countries";
import { displayName } from "../../../../core/format";
import { isLanguageId, LANGUAGES } from "../../../../core/languages";
import { PHRASE_READERS } from "../access.server";
import { getPhraseUse } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "phrases.list.title", to: "/standard-phrases" } };

export const meta = pageTitle;

const languageName = (id: number) => (isLanguageId(id) ? LANGUAGES[id].name : String(id));

/**
 * /phrases/inuse/:sentenceId (local_publisher): a company phrase (its text in the reader's language, the
 * languages it has) and the company's own sheets that use it, each version, language and market with the
 * subsections it is written in. The API names at most 100 sheets and counts them all; the page says when
 * there are more. Another company's phrase is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_READERS);
  const phrase = await getPhraseUse(api, idFromParams(params.sentenceId));
  const languages = Object.keys(phrase.translations)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    title: `${t("phrases.inUse.title", { code: phrase.code })} – ${t("app.name")}`,
    phrase: {
      id: phrase.id!,
      code: phrase.code,
      field_id: phrase.field_id,
      text: phrase.text,
      // The API words the phrase in the reader's language, else in English.
      inEnglish: !(String(user.language) in phrase.translations),
      languages: languages.map(languageName),
    },
    count: phrase.used_in.count,
    sheets: phrase.used_in.sheets.map((sheet) => ({
      id: sheet.id,
      sdsKey: sheet.sds_key,
      name: sheet.product_name,
      language: languageName(sheet.language_id),
      market: COUNTRIES[sheet.market_id]
        ? displayName(locale, "region", COUNTRIES[sheet.market_id]!)
        : String(sheet.market_id),
      version: sheet.version,
      status: sheet.status,
      subsections: sheet.subsections.join(", "),
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["sheets"][number];

export default function PhraseInUse() {
  const { phrase, count, sheets } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("publisher.sheet.column.name"),
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/documents/all-versions/${encodeURIComponent(row.sdsKey)}`}
          aria-label={t("phrases.inUse.openSheet", { name: row.name })}
        >
          {row.name}
        </Link>
      ),
    },
    { id: "key", header: t("phrases.inUse.sdsKey"), className: "nowrap", cell: (row) => row.sdsKey },
    { id: "language", header: t("publisher.sheet.column.language"), cell: (row) => row.language },
    { id: "market", header: t("publisher.sheet.column.market"), cell: (row) => row.market },
    { id: "version", header: t("publisher.sheet.column.version"), cell: (row) => row.version },
    {
      id: "status",
      header: t("publisher.sheet.column.status"),
      cell: (row) => t(`publisher.sheet.status.${row.status}`),
    },
    { id: "subsection", header: t("phrases.inUse.subsection"), cell: (row) => row.subsections },
  ];
  return (
    <>
      <p>
        <Link to="/standard-phrases">{t("phrases.back")}</Link>
      </p>
      <h1>{t("phrases.inUse.title", { code: phrase.code })}</h1>
      <p>{t("phrases.inUse.intro")}</p>
      <section aria-labelledby="phrase-heading">
        <h2 id="phrase-heading">{t("phrases.inUse.details")}</h2>
        <dl className="details">
          <dt>{t("phrases.inUse.code")}</dt>
          <dd>{phrase.code}</dd>
          <dt>{t("phrases.inUse.section")}</dt>
          <dd>{phrase.field_id === null ? "" : t(`phrases.section.${phrase.field_id}`)}</dd>
          <dt>{t("phrases.inUse.text")}</dt>
          <dd>
            {phrase.text}
            {phrase.inEnglish ? <p className="help">{t("phrases.inUse.textFallback")}</p> : null}
          </dd>
          <dt>{t("phrases.inUse.languages")}</dt>
          <dd>{phrase.languages.join(", ")}</dd>
        </dl>
        <p>
          <Link to={`/translations/${phrase.id}`}>
            {t("phrases.action.translations", { code: phrase.code })}
          </Link>
        </p>
      </section>
      <section aria-labelledby="sheets-heading">
        <h2 id="sheets-heading">{t("phrases.inUse.sheets")}</h2>
        <p>{t("phrases.inUse.count", { count })}</p>
        {count > sheets.length ? (
          <p className="help">{t("phrases.inUse.bounded", { shown: sheets.length, count })}</p>
        ) : null}
        <DataTable
          caption={t("phrases.inUse.caption", { code: phrase.code })}
          captionHidden
          columns={columns}
          rows={sheets}
          rowKey={(row) => row.id}
          empty={t("phrases.inUse.empty")}
        />
      </section>
    </>
  );
}
