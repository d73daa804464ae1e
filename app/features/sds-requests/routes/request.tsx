import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SdsSummary } from "../../../../api/products/schemas";
import { COUNTRIES } from "../../../../core/countries";
import { dateFormat, formatDate } from "../../../../core/format";
import { LANGUAGES } from "../../../../core/languages";
import { decideSdsRequest, loadSdsRequest } from "../api.server";
import { sheetName } from "~/features/products/components/ProductSheet";
import { SdsDiffView } from "~/features/products/components/SdsDiffView";
import { apiStatus, failureToast, isToastFailure, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "sdsRequests.title", to: "/sdsrequests" } };
export const meta = pageTitle;

const languageName = (id: number) => LANGUAGES[id as keyof typeof LANGUAGES]?.name ?? String(id);
const languageCode = (id: number) =>
  (LANGUAGES[id as keyof typeof LANGUAGES]?.locale ?? "en").split("-")[0] ?? "en";

/**
 * /sdsrequests/{id} (add_product): a request and its answer. Each sheet the supplier sent is compared with
 * the current sheet of its language and market (the replace-sds comparison); an answered request is accepted
 * (the sheets replace the current ones everywhere the product is) or rejected here. Another company's request
 * is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["add_product"] });
  const id = idFromParams(params.id);
  const detail = await orNotFound(loadSdsRequest(api, id));
  const describe = (sheet: SdsSummary) =>
    t("product.replace.sheetLabel", {
      sheet: sheetName(sheet.language_code, sheet.market_code),
      version: sheet.version,
      date: formatDate(sheet.date_issue, locale),
    });
  return {
    detail,
    pageLanguage: locale,
    files: detail.files.map((file) => ({
      ...file,
      sheet: sheetName(languageCode(file.language_id), COUNTRIES[file.market_id] ?? "?"),
      fromLabel: file.diff ? describe(file.diff.from) : "",
      toLabel: file.diff ? describe(file.diff.to) : "",
      pdf: `/sds/${encodeURIComponent(file.sds_key)}/pdf`,
    })),
    title: `${t("sdsRequests.detail.title", { product: detail.product_name })} – ${t("app.name")}`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const { t } = await getTranslator(request);
  const id = idFromParams(params.id);
  const form = await readForm(request, SMALL_FORM);
  const intent = form.get("intent");
  if (intent !== "accept" && intent !== "reject") throw badRequest();
  const back = `/sdsrequests/${id}`;
  try {
    await decideSdsRequest(api, id, intent);
  } catch (error) {
    if (apiStatus(error) === 409) {
      throw await redirectWithToast(back, { type: "warning", text: t("sdsRequests.toast.notAnswered") });
    }
    if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
    throw error;
  }
  return redirectWithToast(back, {
    type: "success",
    text: intent === "accept" ? t("sdsRequests.toast.accepted") : t("sdsRequests.toast.rejected"),
  });
}

export default function SdsRequestPage() {
  const { detail, files, pageLanguage } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const asked = detail.languages.flatMap((language) =>
    detail.markets.map((market) => `${languageName(language)} (${COUNTRIES[market] ?? market})`),
  );

  return (
    <>
      <h1>{t("sdsRequests.detail.title", { product: detail.product_name })}</h1>
      <p>
        <Link to="/sdsrequests">{t("sdsRequests.detail.back")}</Link>
      </p>
      <section aria-labelledby="sds-request-facts">
        <h2 id="sds-request-facts">{t("sdsRequests.detail.facts")}</h2>
        <dl className="facts">
          <dt>{t("sdsRequests.detail.status")}</dt>
          <dd>{t(`sdsRequests.status.${detail.status}`)}</dd>
          <dt>{t("sdsRequests.detail.sentTo")}</dt>
          <dd>{detail.supplier_email}</dd>
          <dt>{t("sdsRequests.detail.asked")}</dt>
          <dd>{asked.join(", ")}</dd>
          <dt>{t("sdsRequests.detail.sentAt")}</dt>
          <dd>{day.format(new Date(detail.created_at))}</dd>
          <dt>{t("sdsRequests.detail.expiresAt")}</dt>
          <dd>{day.format(new Date(detail.expires_at))}</dd>
          <dt>{t("sdsRequests.detail.reminders")}</dt>
          <dd>{detail.reminders}</dd>
          {detail.answered_at ? (
            <>
              <dt>{t("sdsRequests.detail.answeredAt")}</dt>
              <dd>{day.format(new Date(detail.answered_at))}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {detail.answer === null ? <p>{t("sdsRequests.detail.waiting")}</p> : null}
      {detail.answer === "still_valid" ? <p>{t("sdsRequests.detail.stillValid")}</p> : null}

      {files.length > 0 ? (
        <section aria-labelledby="sds-request-received">
          <h2 id="sds-request-received">{t("sdsRequests.detail.received")}</h2>
          {files.map((file) => (
            <article key={file.sds_key} aria-labelledby={`file-${file.sds_key}`} className="received-sheet">
              <h3 id={`file-${file.sds_key}`}>
                {t("sdsRequests.detail.fileHeading", { sheet: file.sheet, file: file.file_name })}
              </h3>
              {file.pending ? (
                <>
                  <p>
                    <a href={file.pdf} type="application/pdf">
                      {t("sdsRequests.detail.pdf")}
                      <span className="visually-hidden">: {file.file_name}</span>
                    </a>
                  </p>
                  {file.diff ? (
                    <SdsDiffView
                      diff={file.diff}
                      pageLanguage={pageLanguage}
                      fromLabel={file.fromLabel}
                      toLabel={file.toLabel}
                    />
                  ) : (
                    <p className="notice">{t("sdsRequests.detail.noCompare")}</p>
                  )}
                </>
              ) : (
                <p>{t("sdsRequests.detail.gone")}</p>
              )}
            </article>
          ))}
        </section>
      ) : null}

      {detail.status === "answered" ? (
        <section aria-labelledby="sds-request-decide">
          <h2 id="sds-request-decide">{t("sdsRequests.detail.decide")}</h2>
          <p id="sds-request-decide-help">
            {detail.answer === "still_valid"
              ? t("sdsRequests.detail.acceptStillValidHelp")
              : t("sdsRequests.detail.acceptHelp")}
          </p>
          <Form method="post" className="form-actions">
            <button type="submit" name="intent" value="accept" aria-describedby="sds-request-decide-help">
              {t("sdsRequests.detail.accept")}
            </button>
            <button type="submit" name="intent" value="reject" aria-describedby="sds-request-decide-help">
              {t("sdsRequests.detail.reject")}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
