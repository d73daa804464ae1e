import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLanguageId, LANGUAGES, type LanguageId } from "../../../../core/languages";
import { documentTypeName, TEMPLATE_KINDS } from "../../../../core/smartforms/kinds";
import { getTranslator } from "~/lib/i18n.server";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";
import { getTemplate } from "../api.server";
import { builderAction, requireTemplateAdmin, typeFromParams } from "../template-builder.server";
import { kindPath, previewPath, SMARTFORMS_PATH } from "../template-inputs";
import { builderTabs, translationSlots } from "../template-view.server";
import { NameForm, TabSection, AddTabForm } from "../components/TemplateBuilder";
import { TranslationSection } from "../components/TemplateTranslation";

export const handle = { breadcrumb: { key: "smartformTemplates.menu.title", to: SMARTFORMS_PATH } };
export const meta = pageTitle;

/**
 * /smartforms/{type}/template/{id} (smartforms_admin): the template builder with plain forms only. Each
 * button posts one step (rename, move, add, edit, remove) with the revision shown; `?edit=f3` opens one
 * field's edit form, `?language=1` the translation form for that language. The older fixed form is shown
 * as it is.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireTemplateAdmin(request), getTranslator(request)]);
  const type = typeFromParams(params.type);
  const template = await getTemplate(api, idFromParams(params.id));
  if (template.document_type !== type) throw notFound();
  const search = new URL(request.url).searchParams;
  const wanted = Number(search.get("language"));
  const language = isLanguageId(wanted) && wanted !== template.language_id ? wanted : null;
  const edit = search.get("edit");
  const tabs = builderTabs(template.structure, user.language, template.language_id);
  return {
    title: `${template.name} – ${t("smartformTemplates.menu.title")} – ${t("app.name")}`,
    type,
    kind: t(`smartforms.type.${documentTypeName(type)}`),
    template: {
      id: template.id,
      name: template.name,
      revision: template.revision,
      legacy: template.kind === TEMPLATE_KINDS.legacy,
      archived: template.archived,
      languageId: template.language_id,
      languages: template.languages,
    },
    tabs,
    editing: tabs.some((tab) => tab.fields.some((field) => field.key === edit)) ? edit : null,
    translation: language
      ? { language, slots: translationSlots(template.structure, template.language_id, language) }
      : null,
  };
}

export function action({ request, params }: ActionFunctionArgs) {
  return builderAction(request, params);
}

const languageName = (id: number) => LANGUAGES[id as LanguageId]?.name ?? `${id}`;

export default function TemplateBuilderPage() {
  const { type, kind, template, tabs, editing, translation } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const editable = !template.legacy;
  const shared = { revision: template.revision, reply: reply ?? null, tabs, editable, editing };

  return (
    <>
      <p>
        <Link to={kindPath(type)}>{t("smartformTemplates.builder.back", { kind })}</Link>
      </p>
      <h1>{template.name}</h1>
      <p className="help">
        {t("smartformTemplates.builder.about", {
          kind,
          language: languageName(template.languageId),
          languages: template.languages.map(languageName).join(", "),
        })}
        {template.archived ? ` ${t("smartformTemplates.builder.archived")}` : ""}
      </p>
      <p>
        <Link to={previewPath(type, template.id)}>{t("smartformTemplates.preview.open")}</Link>
      </p>
      {editable ? (
        <>
          <p className="help">
            {t("smartformTemplates.builder.howTo", { language: languageName(template.languageId) })}
          </p>
          <NameForm name={template.name} {...shared} />
        </>
      ) : (
        <p className="notice">{t("smartformTemplates.builder.legacy")}</p>
      )}

      <section id="tabs" aria-labelledby="tabs-heading">
        <h2 id="tabs-heading">{t("smartformTemplates.builder.tabs")}</h2>
        {tabs.map((tab, index) => (
          <TabSection
            key={tab.key}
            tab={tab}
            first={index === 0}
            last={index === tabs.length - 1}
            {...shared}
          />
        ))}
        {editable ? <AddTabForm {...shared} /> : null}
      </section>

      {editable ? (
        <TranslationSection
          templateLanguage={template.languageId}
          translation={translation}
          revision={template.revision}
          reply={reply ?? null}
        />
      ) : null}
    </>
  );
}
