import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parseId } from "../../../../core/ids";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { getDocument, getLegacyMove, lifecycleCalls } from "~/features/smartforms/api.server";
import { documentPath, legacyPath, versionsPath } from "~/features/smartforms/lifecycle-paths";
import { lifecycleFailureToast } from "~/features/smartforms/lifecycle.server";
import { isToastFailure, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "smartformVersions.legacy.heading" },
};

export const meta = pageTitle;

/**
 * /smartforms/documents/{documentId}/legacy: a document of the older fixed form gets its first smart-form
 * version: the reader chooses an active risk assessment template and a language, and whether the older form's
 * measures move into the template's measures field. The form is offered only when the document may be moved
 * (its latest version, of the older form, not to a guest).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const [document, move] = await Promise.all([
    orNotFound(getDocument(api, id)),
    orNotFound(getLegacyMove(api, id)),
  ]);
  return {
    title: `${t("smartformVersions.legacy.title", { title: document.title })} – ${t("app.name")}`,
    document: {
      id: document.id,
      title: document.title,
      mayMove: document.operations.includes("newVersionFromLegacy"),
    },
    move,
    language: user.language,
  };
}

/** Template and language chosen (else the form again with its errors); measures moved when ticked. */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const form = await readForm(request, SMALL_FORM);
  const template = parseId(form.get("template"));
  const language = Number(form.get("language"));
  const errors: Record<string, string> = {};
  if (template === null) errors.template = t("smartformVersions.legacy.chooseTemplate");
  if (!isLanguageId(language)) errors.language = t("smartformVersions.legacy.chooseLanguage");
  if (template === null || Object.keys(errors).length > 0) return { errors };
  try {
    const created = await lifecycleCalls.newVersionFromLegacy(api, id, language, {
      template,
      migrateMeasures: form.get("migrateMeasures") === "yes",
    });
    return await redirectWithToast(documentPath(created.document_type, created.id), {
      type: "success",
      text: t("smartformVersions.legacy.done"),
    });
  } catch (error) {
    // A template that is no longer there (422) or archived, or a document already moved: say so, on the page.
    if (isToastFailure(error) || (error as { status?: number }).status === 422)
      throw await redirectWithToast(legacyPath(id), lifecycleFailureToast(error, t));
    throw error;
  }
}

export default function LegacyPage() {
  const { document, move, language } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errors: Record<string, string> = reply && "errors" in reply ? reply.errors : {};
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t("smartformVersions.legacy.title", { title: document.title })}</h1>
      <p>{t("smartformVersions.legacy.intro")}</p>
      <p>
        <Link to={versionsPath(document.id)}>{t("smartformVersions.panel.versionsLink")}</Link>
      </p>
      <section aria-labelledby="measures-heading">
        <h2 id="measures-heading">{t("smartformVersions.legacy.measures")}</h2>
        {move.measures.length === 0 ? (
          <p>{t("smartformVersions.legacy.noMeasures")}</p>
        ) : (
          <ol>
            {move.measures.map((measure) => (
              <li key={measure.id}>
                {measure.text}
                {measure.responsible ? ` (${measure.responsible})` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
      {!document.mayMove ? (
        <p className="notice">{t("smartforms.conflict.not_legacy")}</p>
      ) : move.templates.length === 0 ? (
        <p className="notice">{t("smartformVersions.legacy.noTemplates")}</p>
      ) : (
        <Form method="post" className="stack">
          <div className="field">
            <label htmlFor="legacy-template">{t("smartformVersions.legacy.template")}</label>
            {errors.template ? (
              <p className="field-error" id="legacy-template-error" role="alert">
                {errors.template}
              </p>
            ) : null}
            <select
              id="legacy-template"
              name="template"
              required
              aria-describedby={errors.template ? "legacy-template-error" : undefined}
            >
              {move.templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="legacy-language">{t("smartformVersions.legacy.language")}</label>
            {errors.language ? (
              <p className="field-error" id="legacy-language-error" role="alert">
                {errors.language}
              </p>
            ) : null}
            <select
              id="legacy-language"
              name="language"
              defaultValue={String(language)}
              aria-describedby={errors.language ? "legacy-language-error" : undefined}
            >
              {Object.entries(LANGUAGES).map(([id, { name, locale }]) => (
                <option key={id} value={id} lang={locale}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {move.measures.length > 0 ? (
            <div className="checkbox">
              <input type="checkbox" id="legacy-measures" name="migrateMeasures" value="yes" defaultChecked />
              <label htmlFor="legacy-measures">{t("smartformVersions.legacy.migrateMeasures")}</label>
            </div>
          ) : null}
          <button type="submit" className="button primary">
            {t("smartformVersions.legacy.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
