import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CompanyExport } from "../../../../api/support/schemas";
import { dateFormat, numberFormat } from "../../../../core/format";
import { parseId } from "../../../../core/ids";
import { contactFormSchema } from "../../../../core/support/contact-rules";
import { CONTACT_FORM_FIELDS } from "../../../../core/support/limits";
import { apiErrorCode, apiStatus, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import {
  deleteContact,
  getSystemStatus,
  listContacts,
  listExports,
  saveContact,
  startExport,
} from "../api.server";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const ContactForm = hydrateLater(() =>
  import("../components/ContactForm").then((module) => module.ContactForm),
);

export const handle = { breadcrumb: { key: "support.title", to: "/company-settings/support" } };

export const meta = pageTitle;

const PATH = "/company-settings/support";

/**
 * /company-settings/support (user administrators): the company's own support contacts (add, edit with
 * ?edit=<id>, delete), the version and system status, and the full export with its progress. Everything
 * works without JavaScript: forms post to the action, and the export's progress is read again by
 * following "Refresh status" (a plain link; the page never reloads by itself).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const [contacts, status, exports] = await Promise.all([
    listContacts(api),
    getSystemStatus(api),
    listExports(api),
  ]);
  const editId = idParam(new URL(request.url), "edit");
  const editing = editId === undefined ? null : (contacts.find((contact) => contact.id === editId) ?? null);
  const dateTime = dateFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const date = dateFormat(locale, { dateStyle: "medium" });
  const size = (bytes: number | null) => {
    if (bytes === null) return "";
    const mb = bytes >= 1024 * 1024;
    return numberFormat(locale, {
      style: "unit",
      unit: mb ? "megabyte" : "kilobyte",
      maximumFractionDigits: 1,
    }).format(bytes / (mb ? 1024 * 1024 : 1024));
  };
  return {
    title: `${t("support.title")} – ${t("companySettings.title")} – ${t("app.name")}`,
    contacts,
    editing,
    status,
    exports: exports.map((row) => ({
      ...row,
      created: dateTime.format(new Date(row.created_at)),
      sizeText: size(row.size),
      expires: row.expires_at ? date.format(new Date(row.expires_at)) : null,
    })),
    active: exports.some((row) => row.status === "queued" || row.status === "running"),
    // A link to the page's own address with only a fragment would scroll instead of loading the page
    // again: each rendering's "Refresh status" link carries the time it was rendered.
    refreshHref: `${PATH}?at=${Date.now()}#export-heading`,
  };
}

/** Saves or deletes a contact, or starts a full export. */
export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const formData = await readForm(request, SMALL_FORM);
  const intent = formData.get("intent");

  if (intent === "export") {
    try {
      await startExport(api);
    } catch (error) {
      if (apiStatus(error) === 409 && apiErrorCode(error) === "export_running") {
        throw await redirectWithToast(`${PATH}#export-heading`, {
          type: "warning",
          text: t("support.export.running"),
        });
      }
      throw error;
    }
    throw await redirectWithToast(`${PATH}#export-heading`, {
      type: "success",
      text: t("support.export.started"),
    });
  }

  if (intent === "delete") {
    const id = parseId(String(formData.get("id") ?? ""));
    if (id === null) throw badRequest();
    try {
      await deleteContact(api, id);
    } catch (error) {
      if (apiStatus(error) === 404) {
        throw await redirectWithToast(PATH, { type: "warning", text: t("support.contacts.gone") });
      }
      throw error;
    }
    throw await redirectWithToast(PATH, { type: "success", text: t("support.contacts.deleted") });
  }

  if (intent !== "save") throw badRequest();
  const rawId = formData.get("id");
  const id = rawId === null ? null : parseId(String(rawId));
  if (rawId !== null && id === null) throw badRequest();
  const submission = parseWithZod(formData, { schema: contactFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  try {
    const saved = await saveContact(api, id, submission.value);
    throw await redirectWithToast(`${PATH}#contacts-heading`, {
      type: "success",
      text: t("support.contacts.saved", { name: saved.name }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (apiStatus(error) === 404) {
      throw await redirectWithToast(PATH, { type: "warning", text: t("support.contacts.gone") });
    }
    return replyToFailure(error, { submission, back: PATH, t, formFields: CONTACT_FORM_FIELDS });
  }
}

type Shown = Awaited<ReturnType<typeof loader>>["exports"][number];

function ExportStatus({ row }: { row: Shown }) {
  const { t } = useTranslation();
  switch (row.status) {
    case "running":
      return (
        <>{t("support.export.status.running", { done: row.progress_done, total: row.progress_total })}</>
      );
    case "failed":
      return <>{t("support.export.status.failed", { error: row.error ?? "" })}</>;
    default:
      return <>{t(`support.export.status.${row.status}`)}</>;
  }
}

export default function SupportTab() {
  const { contacts, editing, status, exports, active, refreshHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();

  const checks = [
    {
      key: "database",
      label: t("support.status.database"),
      state: status.checks.database.state,
      text: t(`support.status.database.${status.checks.database.state}`, {
        applied: status.checks.database.migrations_applied ?? 0,
        expected: status.checks.database.migrations_expected,
      }),
    },
    {
      key: "jobs",
      label: t("support.status.jobs"),
      state: status.checks.jobs.state,
      text: t(`support.status.jobs.${status.checks.jobs.where}`),
    },
    {
      key: "mail",
      label: t("support.status.mail"),
      state: status.checks.mail.state,
      text: t(`support.status.mail.${status.checks.mail.transport}`),
    },
    {
      key: "storage",
      label: t("support.status.storage"),
      state: status.checks.storage.state,
      text: t(`support.status.storage.${status.checks.storage.writable ? "ok" : "error"}`, {
        kind: status.checks.storage.kind,
      }),
    },
  ];

  const columns: DataColumn<Shown>[] = [
    {
      id: "created",
      header: t("support.export.column.created"),
      rowHeader: true,
      cell: (row) => <time dateTime={row.created_at}>{row.created}</time>,
    },
    { id: "by", header: t("support.export.column.by"), cell: (row) => row.created_by?.name ?? "" },
    { id: "status", header: t("support.export.column.status"), cell: (row) => <ExportStatus row={row} /> },
    { id: "size", header: t("support.export.column.size"), className: "number", cell: (row) => row.sizeText },
    {
      id: "file",
      header: t("support.export.column.file"),
      cell: (row: Shown & Pick<CompanyExport, "downloadable">) =>
        row.downloadable ? (
          <>
            <a href={`${PATH}/exports/${row.id}/download`} download>
              {t("support.export.download")}
            </a>{" "}
            {row.expires ? t("support.export.expires", { date: row.expires }) : null}
          </>
        ) : row.status === "ready" ? (
          t("support.export.unavailable")
        ) : null,
    },
  ];

  return (
    <>
      <h2>{t("support.title")}</h2>
      <section aria-labelledby="contacts-heading" className="stack">
        <h3 id="contacts-heading">{t("support.contacts.heading")}</h3>
        <p>{t("support.contacts.intro")}</p>
        {contacts.length === 0 ? (
          <p>{t("support.contacts.none")}</p>
        ) : (
          <ul className="contact-list">
            {contacts.map((contact) => (
              <li key={contact.id} id={`contact-${contact.id}`}>
                <h4>{contact.name}</h4>
                <dl>
                  {contact.role ? (
                    <div>
                      <dt>{t("support.contacts.role")}</dt>
                      <dd>{contact.role}</dd>
                    </div>
                  ) : null}
                  {contact.email ? (
                    <div>
                      <dt>{t("support.contacts.email")}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`}>{contact.email}</a>
                      </dd>
                    </div>
                  ) : null}
                  {contact.phone ? (
                    <div>
                      <dt>{t("support.contacts.phone")}</dt>
                      <dd>
                        <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                          {/* A number does not break across lines. */}
                          {contact.phone.replace(/ /g, "\u00a0")}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <div className="actions">
                  <Link to={`${PATH}?edit=${contact.id}#contact-form-heading`}>
                    {t("support.contacts.edit", { name: contact.name })}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={contact.id} />
                    <button type="submit" name="intent" value="delete" className="secondary">
                      {t("support.contacts.delete", { name: contact.name })}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <h4 id="contact-form-heading">
          {editing ? t("support.contacts.editHeading") : t("support.contacts.addHeading")}
        </h4>
        <ContactForm
          key={editing?.id ?? "new"}
          defaults={editing ?? { id: null, name: "", role: "", email: "", phone: "" }}
          lastResult={lastResult}
          cancelTo={editing ? PATH : undefined}
        />
      </section>

      <section aria-labelledby="status-heading" className="stack">
        <h3 id="status-heading">{t("support.status.heading")}</h3>
        <dl className="status-facts">
          <div>
            <dt>{t("support.status.version")}</dt>
            <dd>{status.version}</dd>
          </div>
          <div>
            <dt>{t("support.status.commit")}</dt>
            <dd>{status.commit ? <code>{status.commit}</code> : t("support.status.commitUnknown")}</dd>
          </div>
          <div>
            <dt>{t("support.status.schema")}</dt>
            <dd>
              <code>{status.schema_version}</code>
            </dd>
          </div>
          {checks.map((check) => (
            <div key={check.key}>
              <dt>{check.label}</dt>
              <dd>
                <span className={`status-badge status-${check.state}`}>
                  {t(`support.status.state.${check.state}`)}
                </span>{" "}
                {check.text}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="export-heading" className="stack">
        <h3 id="export-heading">{t("support.export.heading")}</h3>
        <p>{t("support.export.intro")}</p>
        <Form method="post">
          <button type="submit" name="intent" value="export" disabled={active}>
            {t("support.export.start")}
          </button>
        </Form>
        {active ? (
          <p>
            <Link to={refreshHref} reloadDocument>
              {t("support.export.refresh")}
            </Link>
          </p>
        ) : null}
        <DataTable
          caption={t("support.export.caption")}
          columns={columns}
          rows={exports}
          rowKey={(row) => row.id}
          empty={t("support.export.none")}
        />
        <p>
          <Link to="/gdpr">{t("support.gdpr.link")}</Link>
        </p>
      </section>
    </>
  );
}
