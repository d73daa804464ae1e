import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SmartformTemplate } from "../../../../api/smartforms/schemas";
import { LANGUAGES, type LanguageId } from "../../../../core/languages";
import { documentTypeName, TEMPLATE_KINDS, TEMPLATE_NAME_MAX } from "../../../../core/smartforms/kinds";
import { getTranslator } from "~/lib/i18n.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { listTemplates } from "../api.server";
import { kindAction, requireTemplateAdmin, typeFromParams } from "../template-builder.server";
import { SMARTFORMS_PATH, templatePath } from "../template-inputs";

type TemplateRow = Pick<
  SmartformTemplate,
  "id" | "name" | "kind" | "is_default" | "archived" | "revision" | "languages" | "document_count"
>;

export const handle = { breadcrumb: { key: "smartformTemplates.menu.title", to: SMARTFORMS_PATH } };
export const meta = pageTitle;

/**
 * /smartforms/{type} (smartforms_admin): a kind's templates, archived ones too, each with its default mark,
 * complete languages and document count; make one the default, archive or restore it; create a new one
 * from the standard tabs or as a copy. Plain forms, one button each.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireTemplateAdmin(request), getTranslator(request)]);
  const type = typeFromParams(params.type);
  // The rows only: the structures stay on the server (they would be serialised into the page for nothing).
  const templates: TemplateRow[] = (await listTemplates(api, type, true)).map((template) => ({
    id: template.id,
    name: template.name,
    kind: template.kind,
    is_default: template.is_default,
    archived: template.archived,
    revision: template.revision,
    languages: template.languages,
    document_count: template.document_count,
  }));
  const kind = t(`smartforms.type.${documentTypeName(type)}`);
  return {
    title: `${kind} – ${t("smartformTemplates.menu.title")} – ${t("app.name")}`,
    type,
    kind,
    templates,
  };
}

export function action({ request, params }: ActionFunctionArgs) {
  return kindAction(request, params.type);
}

const languageNames = (ids: number[]) =>
  ids.map((id) => LANGUAGES[id as LanguageId]?.name ?? `${id}`).join(", ");

export default function SmartformTemplates() {
  const { type, kind, templates } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors = reply?.result.error ?? {};
  const initial = (reply?.result.initialValue ?? {}) as Record<string, unknown>;
  const copyable = templates.filter((template) => template.kind === TEMPLATE_KINDS.smartforms);

  const columns: DataColumn<TemplateRow>[] = [
    {
      id: "name",
      header: t("smartformTemplates.list.name"),
      rowHeader: true,
      cell: (template) => (
        <Link to={templatePath(type, template.id)} id={`template-${template.id}`}>
          {template.name}
        </Link>
      ),
    },
    {
      id: "default",
      header: t("smartformTemplates.list.default"),
      cell: (template) => (template.is_default ? t("smartforms.yes") : ""),
    },
    {
      id: "languages",
      header: t("smartformTemplates.list.languages"),
      cell: (template) => languageNames(template.languages),
    },
    {
      id: "documents",
      header: t("smartformTemplates.list.documents"),
      className: "number",
      cell: (template) => template.document_count,
    },
    {
      id: "state",
      header: t("smartformTemplates.list.state"),
      cell: (template) =>
        template.archived
          ? t("smartformTemplates.list.archived")
          : template.kind === TEMPLATE_KINDS.legacy
            ? t("smartformTemplates.list.legacy")
            : t("smartformTemplates.list.active"),
    },
    {
      id: "actions",
      header: <span className="visually-hidden">{t("smartformTemplates.list.actions")}</span>,
      cell: (template) => (
        <Form method="post" className="inline-actions">
          <input type="hidden" name="template" value={template.id} />
          <input type="hidden" name="revision" value={template.revision} />
          {!template.archived && !template.is_default ? (
            <button type="submit" name="intent" value="default" className="secondary">
              {t("smartformTemplates.list.makeDefault")}
              <span className="visually-hidden"> {template.name}</span>
            </button>
          ) : null}{" "}
          {template.archived ? (
            <button type="submit" name="intent" value="restore" className="secondary">
              {t("smartformTemplates.list.restore")}
              <span className="visually-hidden"> {template.name}</span>
            </button>
          ) : template.kind === TEMPLATE_KINDS.legacy ? null : (
            <button type="submit" name="intent" value="archive" className="secondary">
              {t("smartformTemplates.list.archive")}
              <span className="visually-hidden"> {template.name}</span>
            </button>
          )}
        </Form>
      ),
    },
  ];

  return (
    <>
      <p>
        <Link to={SMARTFORMS_PATH}>{t("smartformTemplates.list.back")}</Link>
      </p>
      <h1>{t("smartformTemplates.list.title", { kind })}</h1>
      <DataTable
        caption={t("smartformTemplates.list.caption", { kind })}
        columns={columns}
        rows={templates}
        rowKey={(template) => template.id}
        empty={t("smartformTemplates.list.empty")}
      />

      <section aria-labelledby="new-template-heading">
        <h2 id="new-template-heading">{t("smartformTemplates.create.title")}</h2>
        <Form method="post" className="stack" id="new-template">
          <div className="field">
            <label htmlFor="new-template-name">{t("smartformTemplates.create.name")}</label>
            <input
              type="text"
              id="new-template-name"
              name="name"

              maxLength={TEMPLATE_NAME_MAX}
              autoComplete="off"
              defaultValue={typeof initial.name === "string" ? initial.name : ""}
              aria-invalid={errors.name?.length ? true : undefined}
              aria-describedby={errors.name?.length ? "new-template-name-error" : undefined}
            />
            {errors.name?.length ? (
              <p className="field-error" id="new-template-name-error">
                {errors.name.join(" ")}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="new-template-start">{t("smartformTemplates.create.start")}</label>
            <select
              id="new-template-start"
              name="start"
              defaultValue={typeof initial.start === "string" ? initial.start : "standard"}
              aria-invalid={errors.start?.length ? true : undefined}
              aria-describedby={errors.start?.length ? "new-template-start-error" : undefined}
            >
              <option value="standard">{t("smartformTemplates.create.standard")}</option>
              {copyable.map((template) => (
                <option key={template.id} value={template.id}>
                  {t("smartformTemplates.create.copyOf", { name: template.name })}
                </option>
              ))}
            </select>
            {errors.start?.length ? (
              <p className="field-error" id="new-template-start-error">
                {errors.start.join(" ")}
              </p>
            ) : null}
          </div>
          <p>
            <button type="submit" name="intent" value="create">
              {t("smartformTemplates.create.submit")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
