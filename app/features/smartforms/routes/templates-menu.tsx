import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_TYPE_IDS, documentTypeName } from "../../../../core/smartforms/kinds";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { listTemplates } from "../api.server";
import { requireTemplateAdmin } from "../template-builder.server";
import { kindPath, SMARTFORMS_PATH } from "../template-inputs";

export const handle = { breadcrumb: { key: "smartformTemplates.menu.title", to: SMARTFORMS_PATH } };
export const meta = pageTitle;

/** /smartforms (smartforms_admin): the five kinds of document with how many templates each has. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireTemplateAdmin(request), getTranslator(request)]);
  const lists = await Promise.all(DOCUMENT_TYPE_IDS.map((type) => listTemplates(api, type, true)));
  return {
    title: `${t("smartformTemplates.menu.title")} – ${t("app.name")}`,
    kinds: DOCUMENT_TYPE_IDS.map((type, index) => ({
      type,
      name: documentTypeName(type),
      templates: lists[index]!.length,
      archived: lists[index]!.filter((template) => template.archived).length,
    })),
  };
}

export default function SmartformsMenu() {
  const { kinds } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("smartformTemplates.menu.title")}</h1>
      <p>{t("smartformTemplates.menu.intro")}</p>
      <ul className="link-list">
        {kinds.map((kind) => (
          <li key={kind.type}>
            <Link to={kindPath(kind.type)}>{t(`smartforms.type.${kind.name}`)}</Link>{" "}
            <span className="help">
              {t("smartformTemplates.menu.count", { count: kind.templates, archived: kind.archived })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
