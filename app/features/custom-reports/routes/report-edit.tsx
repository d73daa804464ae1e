import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ReportDefinition } from "../../../../core/custom-reports/definition";
import { getReport } from "../api.server";
import { ReportForm } from "../components/ReportForm";
import { defaultsFor, saveFromForm } from "../form.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "customReports.title", to: "/custom-reports" } };

/**
 * /edit-report/:id: the owner's form for their report (another user's shared report is not theirs to edit:
 * the page is not found; the API refuses the change too).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.id);
  const report = await getReport(api, id);
  if (!report.mine) throw notFound();
  return {
    title: `${t("customReports.editTitle")} – ${t("app.name")}`,
    id,
    defaults: defaultsFor(
      new URL(request.url),
      {
        name: report.name,
        shared: report.shared,
        definition: report.definition as ReportDefinition,
      },
      user,
    ),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return saveFromForm(request, api, t, idFromParams(params.id));
}

export default function EditReportPage() {
  const { id, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("customReports.editTitle")}</h1>
      <ReportForm defaults={defaults} lastResult={lastResult} sourceAction={`/edit-report/${id}`} />
    </>
  );
}
