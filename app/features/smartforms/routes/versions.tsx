import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DocumentDecisionRow, DocumentVersion } from "../../../../api/smartforms/schemas";
import { formatDateTime } from "../../../../core/format";
import { TEMPLATE_KINDS } from "../../../../core/smartforms/kinds";
import {
  getDocument,
  getDocumentVersions,
  getRnuStatus,
  getTranslateCheck,
} from "~/features/smartforms/api.server";
import { LifecyclePanel } from "~/features/smartforms/components/LifecyclePanel";
import { documentPath } from "~/features/smartforms/lifecycle-paths";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { isManager } from "~/features/read-understood/guard.server";
import { statusHref } from "~/features/read-understood/paths";

export const handle = {
  breadcrumb: { key: "smartformVersions.versions.heading" },
};

export const meta = pageTitle;

/**
 * /smartforms/documents/{documentId}/versions: every version of the document (newest first: status, who made,
 * submitted and approved it and when, which is in force), its decisions with the approvers' comments, and the
 * lifecycle panel of the version asked for (what the reader may do with it now).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const [document, versions, rnu, languages] = await Promise.all([
    orNotFound(getDocument(api, id)),
    orNotFound(getDocumentVersions(api, id)),
    orNotFound(getRnuStatus(api, id)),
    orNotFound(getTranslateCheck(api, id)),
  ]);
  return {
    title: `${t("smartformVersions.versions.title", { title: document.title })} – ${t("app.name")}`,
    document,
    versions,
    extras: { acknowledgedAt: rnu.acknowledged_at, languages: languages.languages },
    // Who may assign it and follow up its read and understood (the page checks again).
    followUp: isManager(user) ? statusHref("smartform", document.root_id) : null,
  };
}

export default function VersionsPage() {
  const { document, versions, extras, followUp } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const when = (person: { name: string } | null, at: string | null) =>
    person && at
      ? t("smartformVersions.panel.byOn", { name: person.name, date: formatDateTime(at, i18n.language) })
      : "";
  const columns: DataColumn<DocumentVersion>[] = [
    {
      id: "number",
      header: t("smartformVersions.versions.number"),
      rowHeader: true,
      cell: (version) => (
        <Link
          to={documentPath(versions.document_type, version.id)}
          aria-label={t("smartformVersions.versions.open", { number: version.version_no })}
        >
          {version.version_no}
        </Link>
      ),
    },
    {
      id: "status",
      header: t("smartformVersions.versions.status"),
      cell: (version) => (
        <>
          {t(`smartforms.status.${version.status.name}`)}
          {version.is_published ? ` (${t("smartformVersions.versions.inForce")})` : ""}
          {version.superseded_at
            ? ` (${t("smartformVersions.versions.superseded", {
                date: formatDateTime(version.superseded_at, i18n.language),
              })})`
            : ""}
          {version.kind === TEMPLATE_KINDS.legacy ? ` (${t("smartformVersions.versions.legacy")})` : ""}
        </>
      ),
    },
    {
      id: "created",
      header: t("smartformVersions.versions.created"),
      cell: (version) => when(version.created_by, version.created_at),
    },
    {
      id: "submitted",
      header: t("smartformVersions.versions.submitted"),
      cell: (version) => when(version.submitted_by, version.submitted_at),
    },
    {
      id: "approved",
      header: t("smartformVersions.versions.approved"),
      cell: (version) => when(version.approved_by, version.approved_at),
    },
  ];
  const decisionColumns: DataColumn<DocumentDecisionRow>[] = [
    {
      id: "when",
      header: t("smartformVersions.versions.when"),
      rowHeader: true,
      cell: (decision) => formatDateTime(decision.created_at, i18n.language),
    },
    { id: "who", header: t("smartformVersions.versions.who"), cell: (decision) => decision.user?.name ?? "" },
    {
      id: "what",
      header: t("smartformVersions.versions.what"),
      cell: (decision) =>
        t(`smartformVersions.decision.${decision.decision}`, { number: decision.version_no }),
    },
    { id: "comment", header: t("smartformVersions.versions.comment"), cell: (decision) => decision.comment },
  ];
  return (
    <div className="stack">
      <h1>{t("smartformVersions.versions.title", { title: versions.title })}</h1>
      {followUp ? (
        <p>
          <Link to={followUp}>{t("readUnderstood.followUp")}</Link>
        </p>
      ) : null}
      <LifecyclePanel document={document} extras={extras} />
      <section aria-labelledby="versions-heading" className="stack">
        <h2 id="versions-heading">{t("smartformVersions.versions.heading")}</h2>
        <DataTable
          caption={t("smartformVersions.versions.caption")}
          columns={columns}
          rows={versions.versions}
          rowKey={(version) => version.id}
          empty={t("smartformVersions.versions.empty")}
        />
      </section>
      <section aria-labelledby="decisions-heading" className="stack">
        <h2 id="decisions-heading">{t("smartformVersions.versions.decisions")}</h2>
        <DataTable
          caption={t("smartformVersions.versions.decisionsCaption")}
          columns={decisionColumns}
          rows={versions.decisions}
          rowKey={(decision) => decision.id}
          empty={t("smartformVersions.versions.noDecisions")}
        />
      </section>
    </div>
  );
}
