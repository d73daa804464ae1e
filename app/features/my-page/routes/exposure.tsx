import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getHistory } from "~/features/exposure/api.server";
import { HistoryTable } from "~/features/exposure/components/HistoryTable";
import { historyHref, historyView, readHistoryParams } from "~/features/exposure/history-page.server";
import { requireUser } from "~/lib/auth.server";
import { apiStatus } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "myPage.tab.exposure", to: "/my-page/exposure" } };

export const meta = pageTitle;

const PATH = "/my-page/exposure";

/**
 * The user's own exposure history: the totals per product, the records (filtered and paged in the URL) and
 * the PDF to take to a doctor or a new employer. The API decides whether the register applies: it does
 * while the user's exposure switch is on, and afterwards as long as records name them; otherwise the tab
 * says registration is not in use for the account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const title = `${t("myPage.tab.exposure")} – ${t("myPage.title")} – ${t("app.name")}`;
  const params = readHistoryParams(new URL(request.url));
  try {
    const history = await getHistory(api, "me", params);
    return { title, view: historyView(history, params, t, locale, (p) => historyHref(PATH, p)) };
  } catch (error) {
    if (apiStatus(error) === 403) return { title, view: null };
    throw error;
  }
}

export default function ExposureTab() {
  const { view } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exposure-heading">
      <h2 id="exposure-heading">{t("myPage.exposure.heading")}</h2>
      {view ? (
        <HistoryTable
          view={view}
          pdfHref="/my-page/exposure.pdf"
          idPrefix="my-exposure"
          emptyText={t("myPage.exposure.none")}
        />
      ) : (
        <p>{t("myPage.exposure.notInUse")}</p>
      )}
    </section>
  );
}
