import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RISK_MATRIX_LEVELS } from "../../../../core/smartforms/kinds";
import { labelIn } from "../../../../core/smartforms/template";
import { getTranslator } from "~/lib/i18n.server";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";
import { getSettings } from "~/features/company-settings/api.server";
import { getTemplate } from "../api.server";
import { bandingViews } from "../banding.server";
import { DocumentFields } from "../components/DocumentFields";
import { requireTemplateAdmin, typeFromParams } from "../template-builder.server";
import { previewPath, SMARTFORMS_PATH, templatePath } from "../template-inputs";

export const handle = { breadcrumb: { key: "smartformTemplates.menu.title", to: SMARTFORMS_PATH } };
export const meta = pageTitle;

const NO_CANDIDATES = { products: [], locations: [], people: [] };

/**
 * /smartforms/{type}/template/{id}/preview?tab=t2 (smartforms_admin): one tab of the template as the person
 * filling in a document sees it, with the company's risk-matrix words, and links to the other tabs. The
 * inputs belong to no form: nothing here is saved.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireTemplateAdmin(request), getTranslator(request)]);
  const type = typeFromParams(params.type);
  const [template, settings] = await Promise.all([
    getTemplate(api, idFromParams(params.id)),
    getSettings(api),
  ]);
  if (template.document_type !== type) throw notFound();
  const wanted = new URL(request.url).searchParams.get("tab");
  const tab = template.structure.tabs.find((item) => item.key === wanted) ?? template.structure.tabs[0];
  if (!tab) throw notFound();
  const levels = (stored: string[], axis: "probability" | "consequence") =>
    Array.from(
      { length: RISK_MATRIX_LEVELS },
      (_, index) => stored[index] || t(`companySettings.risk.${axis}.${index + 1}`),
    );
  const shown = (labels: Parameters<typeof labelIn>[0]) =>
    labelIn(labels, user.language, template.language_id);
  return {
    title: `${t("smartformTemplates.preview.title")}: ${template.name} – ${t("app.name")}`,
    type,
    template: { id: template.id, name: template.name, languageId: template.language_id },
    language: user.language,
    tabs: template.structure.tabs.map((item) => ({ key: item.key, label: shown(item.label) })),
    tab,
    riskLabels: {
      likelihood: levels(settings.settings.ra_probability_labels, "probability"),
      severity: levels(settings.settings.ra_consequence_labels, "consequence"),
    },
    banding: bandingViews({ tabs: [tab] }, {}, []),
  };
}

export default function TemplatePreview() {
  const { type, template, language, tabs, tab, riskLabels, banding } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={templatePath(type, template.id)}>{t("smartformTemplates.preview.close")}</Link>
      </p>
      <h1>
        {t("smartformTemplates.preview.title")}: {template.name}
      </h1>
      <p className="help">{t("smartformTemplates.preview.intro")}</p>
      <nav aria-label={t("smartformTemplates.preview.tabs")}>
        <ul className="link-list">
          {tabs.map((item) => (
            <li key={item.key}>
              <Link
                to={previewPath(type, template.id, item.key)}
                aria-current={item.key === tab.key ? "page" : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="preview-tab-heading" className="template-preview">
        <h2 id="preview-tab-heading">{tabs.find((item) => item.key === tab.key)?.label}</h2>
        <DocumentFields
          tab={tab}
          values={{}}
          errors={{}}
          language={language}
          fallbackLanguage={template.languageId}
          candidates={NO_CANDIDATES}
          products={[]}
          riskLabels={riskLabels}
          banding={banding}
        />
      </section>
    </>
  );
}
