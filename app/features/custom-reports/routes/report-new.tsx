import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReportForm } from "../components/ReportForm";
import { defaultsFor, saveFromForm } from "../form.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "customReports.newTitle", to: "/create-report" } };

/** /create-report: a new report of the caller; ?source= chooses the source whose columns the form offers. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return {
    title: `${t("customReports.newTitle")} – ${t("app.name")}`,
    defaults: defaultsFor(new URL(request.url), null, user),
  };
}

/** POST /reports/v1/custom/save; then the new report's run with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return saveFromForm(request, api, t, undefined);
}

export default function NewReportPage() {
  const { defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("customReports.newTitle")}</h1>
      <ReportForm defaults={defaults} lastResult={lastResult} sourceAction="/create-report" />
    </>
  );
}
