import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Phrase } from "../../../../api/publisher/schemas";
import { PHRASE_FIELD_IDS } from "../../../../core/publisher/rules";
import { PHRASE_EDITORS, PHRASE_READERS } from "../access.server";
import { listPhrases } from "../api.server";
import { filterPhrases, OFFICIAL_SECTION, pageOf, PHRASES_PER_PAGE } from "../filter";
import { requireUser } from "~/lib/auth.server";
import { meetsPermissions, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { Pager } from "~/ui/Pager";

export const handle = { breadcrumb: { key: "phrases.list.title", to: "/standard-phrases" } };

export const meta = pageTitle;

/** The section filter from the query string: a section number 1–16, else every section. */
function fieldParam(url: URL): number | null {
  const value = Number(url.searchParams.get("field"));
  return (PHRASE_FIELD_IDS as readonly number[]).includes(value) ? value : null;
}

/**
 * /standard-phrases (local_publisher): the company's own phrases, then the official CLP H, EUH and P
 * statements (read-only, with the notice of their source), both found by code or text and by SDS section,
 * 50 a page each. Editors get the links to change a phrase.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_READERS);
  const url = new URL(request.url);
  const q = textParam(url, "q");
  const field = fieldParam(url);
  const list = await listPhrases(api);
  const { own, official } = filterPhrases(list.data, { q, field });
  const ownPages = pageCount(own.length, PHRASES_PER_PAGE);
  const officialPages = pageCount(official.length, PHRASES_PER_PAGE);
  const ownPage = pageParam(url, ownPages);
  const officialPage = pageParam(url, officialPages, "opage");
  return {
    title: `${t("phrases.list.title")} – ${t("app.name")}`,
    q,
    field,
    own: { rows: pageOf(own, ownPage), total: own.length, page: ownPage, pages: ownPages },
    official: {
      rows: pageOf(official, officialPage).map(({ code, text }) => ({ code, text })),
      total: official.length,
      page: officialPage,
      pages: officialPages,
    },
    notice: list.notice,
    canEdit: meetsPermissions(user, PHRASE_EDITORS),
  };
}

export default function StandardPhrases() {
  const { q, field, own, official, notice, canEdit } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const href = (changes: Record<string, number>) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (field !== null) params.set("field", String(field));
    const pages = { page: own.page, opage: official.page, ...changes };
    for (const [name, value] of Object.entries(pages)) if (value > 1) params.set(name, String(value));
    const query = params.toString();
    return query ? `/standard-phrases?${query}` : "/standard-phrases";
  };
  const ownColumns: DataColumn<Phrase>[] = [
    { id: "code", header: t("phrases.col.code"), rowHeader: true, className: "nowrap", cell: (p) => p.code },
    { id: "section", header: t("phrases.col.section"), cell: (p) => t(`phrases.section.${p.field_id}`) },
    { id: "text", header: t("phrases.col.text"), cell: (p) => p.text },
    {
      id: "languages",
      header: t("phrases.col.languages"),
      className: "nowrap",
      cell: (p) =>
        t("phrases.languages.count", {
          count: Object.values(p.translations).filter((text) => text.trim() !== "").length,
        }),
    },
    {
      id: "actions",
      header: t("phrases.col.actions"),
      cell: (p) => (
        <ul className="link-list">
          {canEdit ? (
            <li>
              <Link to={`/edit-phrase/${p.id}`}>{t("phrases.action.edit", { code: p.code })}</Link>
            </li>
          ) : null}
          <li>
            <Link to={`/translations/${p.id}`}>{t("phrases.action.translations", { code: p.code })}</Link>
          </li>
          <li>
            <Link to={`/phrases/inuse/${p.id}`}>{t("phrases.action.inUse", { code: p.code })}</Link>
          </li>
        </ul>
      ),
    },
  ];
  const officialColumns: DataColumn<{ code: string; text: string }>[] = [
    { id: "code", header: t("phrases.col.code"), rowHeader: true, className: "nowrap", cell: (p) => p.code },
    { id: "text", header: t("phrases.col.text"), cell: (p) => p.text },
  ];
  return (
    <>
      <h1>{t("phrases.list.title")}</h1>
      <p>{t("phrases.list.intro")}</p>
      <p>
        <Link to="/new-phrase">{t("phrases.new.link")}</Link>
      </p>
      <Form method="get" className="stack" role="search">
        <fieldset>
          <legend>{t("phrases.filter.legend")}</legend>
          <div className="field">
            <label htmlFor="phrases-q">{t("phrases.filter.q")}</label>
            <input id="phrases-q" name="q" type="search" defaultValue={q} maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="phrases-field">{t("phrases.filter.field")}</label>
            <select id="phrases-field" name="field" defaultValue={field === null ? "" : String(field)}>
              <option value="">{t("phrases.filter.allFields")}</option>
              {PHRASE_FIELD_IDS.map((section) => (
                <option key={section} value={section}>
                  {t(`phrases.section.${section}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button type="submit">{t("phrases.filter.submit")}</button>
          </div>
        </fieldset>
      </Form>
      <section>
        <h2>{t("phrases.own.heading")}</h2>
        <p>{t("phrases.own.found", { count: own.total })}</p>
        <DataTable
          caption={t("phrases.own.caption")}
          captionHidden
          columns={ownColumns}
          rows={own.rows}
          rowKey={(p) => p.id ?? p.code}
          empty={<p>{t("phrases.own.empty")}</p>}
        />
        <Pager
          page={own.page}
          pages={own.pages}
          href={(page) => href({ page })}
          label={t("phrases.pager.own")}
        />
      </section>
      <section>
        <h2>{t("phrases.official.heading")}</h2>
        <p>{t("phrases.official.intro")}</p>
        {field !== null && field !== OFFICIAL_SECTION ? (
          <p>{t("phrases.official.otherSection")}</p>
        ) : (
          <>
            <p>{t("phrases.official.found", { count: official.total })}</p>
            <DataTable
              caption={t("phrases.official.caption")}
              captionHidden
              columns={officialColumns}
              rows={official.rows}
              rowKey={(p) => p.code}
              empty={<p>{t("phrases.official.empty")}</p>}
            />
            <Pager
              page={official.page}
              pages={official.pages}
              href={(opage) => href({ opage })}
              label={t("phrases.pager.official")}
            />
          </>
        )}
        <p className="help">{notice}</p>
      </section>
    </>
  );
}
