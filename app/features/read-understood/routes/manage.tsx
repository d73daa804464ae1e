import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QUERY_MAX } from "../../../../core/read-understood/kinds";
import { getChoices } from "~/features/read-understood/api.server";
import { requireReadUnderstood } from "~/features/read-understood/guard.server";
import { statusHref } from "~/features/read-understood/paths";
import { getTranslator } from "~/lib/i18n.server";
import { textParam } from "~/lib/list-params";
import { DataTable } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const handle = { breadcrumb: { key: "readUnderstood.manage", to: "/read-understood/manage" } };

/**
 * /read-understood/manage (managers: edit_location): find a document in force by its title (at most 50 of
 * each kind) and open its page, where it is assigned and followed up.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([
    requireReadUnderstood(request, { manager: true }),
    getTranslator(request),
  ]);
  const q = textParam(new URL(request.url), "q", QUERY_MAX);
  const choices = await getChoices(api, q);
  return { title: `${t("readUnderstood.manage")} – ${t("app.name")}`, q, documents: choices.documents };
}

export default function ManagePage() {
  const { q, documents } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  type Row = (typeof documents)[number];
  return (
    <div className="stack">
      <h1>{t("readUnderstood.manage")}</h1>
      <p>{t("readUnderstood.manage.intro")}</p>
      <Form method="get" role="search" className="filters">
        <label htmlFor="rnu-q">{t("readUnderstood.manage.search")}</label>
        <input id="rnu-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} />
        <button type="submit">{t("readUnderstood.manage.searchButton")}</button>
      </Form>
      <DataTable<Row>
        caption={t("readUnderstood.manage.documents")}
        columns={[
          {
            id: "title",
            header: t("readUnderstood.col.document"),
            rowHeader: true,
            cell: (doc) => (
              <Link
                to={statusHref(doc.kind, doc.document_id)}
                aria-label={t("readUnderstood.manage.follow", { title: doc.title })}
              >
                {doc.title}
              </Link>
            ),
          },
          {
            id: "kind",
            header: t("readUnderstood.col.kind"),
            cell: (doc) => t(`readUnderstood.kind.${doc.kind}`),
          },
          { id: "version", header: t("readUnderstood.col.version"), cell: (doc) => doc.version_label },
        ]}
        rows={documents}
        rowKey={(doc) => `${doc.kind}-${doc.document_id}`}
        empty={t("readUnderstood.manage.documentsNone")}
      />
    </div>
  );
}
