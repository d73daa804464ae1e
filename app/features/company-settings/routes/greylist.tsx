import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GreylistEntry } from "../../../../api/company-settings/schemas";
import { GREYLIST_PATH, greylistItemPath } from "../../../../core/company-settings/values";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { listGreylist } from "~/features/company-settings/api.server";
import { submitGreylistForm } from "~/features/company-settings/greylist-form.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const GreylistForm = hydrateLater(() =>
  import("~/features/company-settings/components/GreylistForm").then((module) => module.GreylistForm),
);

export const handle = { breadcrumb: { key: "companySettings.greylist.title", to: GREYLIST_PATH } };

export const meta = pageTitle;

/** /company-settings/products/greylist (user_admin): the restricted and banned substances, and adding one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  return {
    title: `${t("companySettings.greylist.title")} – ${t("companySettings.title")} – ${t("app.name")}`,
    entries: await listGreylist(api),
  };
}

/** Adds a substance. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireSettingsAdmin(request);
  const [formData, { t }] = await Promise.all([readForm(request, SMALL_FORM), getTranslator(request)]);
  if (formData.get("intent") !== "save") throw badRequest();
  const outcome = await submitGreylistForm(formData, api, t);
  if (!outcome.ok) return outcome.reply;
  throw await redirectWithToast(`${GREYLIST_PATH}#entry-${outcome.entry.id}`, {
    type: "success",
    text: t("companySettings.greylist.added", { name: outcome.entry.name }),
  });
}

export default function Greylist() {
  const { entries } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const columns: DataColumn<GreylistEntry>[] = [
    {
      id: "cas",
      header: t("companySettings.greylist.cas"),
      sort: "ascending",
      rowHeader: true,
      className: "nowrap",
      cell: (entry) => <span id={`entry-${entry.id}`}>{entry.cas}</span>,
    },
    { id: "name", header: t("companySettings.greylist.name"), cell: (entry) => entry.name },
    {
      id: "level",
      header: t("companySettings.greylist.level"),
      cell: (entry) => t(`companySettings.greylist.level.${entry.level}`),
    },
    { id: "reason", header: t("companySettings.greylist.reason"), cell: (entry) => entry.reason },
    {
      id: "actions",
      header: t("companySettings.greylist.actions"),
      cell: (entry) => (
        <Link to={greylistItemPath(entry.id)}>
          {t("companySettings.greylist.editLink", { name: entry.name })}
        </Link>
      ),
    },
  ];
  return (
    <>
      <p>
        <Link to="/company-settings/products">{t("companySettings.greylist.backToProducts")}</Link>
      </p>
      <section aria-labelledby="greylist-heading">
        <h2 id="greylist-heading">{t("companySettings.greylist.title")}</h2>
        <p>{t("companySettings.greylist.intro")}</p>
        <DataTable
          caption={t("companySettings.greylist.caption")}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          empty={t("companySettings.greylist.empty")}
        />
      </section>
      <section aria-labelledby="greylist-add-heading">
        <h2 id="greylist-add-heading">{t("companySettings.greylist.addHeading")}</h2>
        <GreylistForm
          // A new entry starts a fresh form.
          key={entries.map((entry) => entry.id).join(",")}
          id="greylist-add"
          submitLabel={t("companySettings.greylist.addSubmit")}
          lastResult={lastResult}
        />
      </section>
    </>
  );
}
