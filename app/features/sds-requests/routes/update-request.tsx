import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PublicPage } from "../../../../api/sds-requests/schemas";
import { COUNTRIES } from "../../../../core/countries";
import { dateFormat, formatDate } from "../../../../core/format";
import { LANGUAGES } from "../../../../core/languages";
import { checkPdf, MAX_PDF_BYTES } from "../../../../core/pdf-check";
import { answerFileField, parseAnswerFileField, requestedPairs } from "../../../../core/sds-requests/rules";
import { answerStillValid, answerWithFiles, publicRequestPage } from "../api.server";
import { countryName } from "~/features/products/components/ProductSheet";
import { apiStatus } from "~/lib/api-failure.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator, languageOf } from "~/lib/i18n.server";
import { isMultipart, readMultipartForm } from "~/lib/multipart.server";
import { rateLimitOrThrow } from "~/lib/rate-limit-page.server";
import { RateLimitBoundary, rateLimitHeaders } from "~/ui/RateLimited";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const ErrorBoundary = RateLimitBoundary;

/** The token is in the address: never cached, never indexed, never sent on as a referrer. */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};
export const headers: HeadersFunction = (args) => ({ ...PRIVATE_HEADERS, ...rateLimitHeaders(args) });

/** Longer than any token: answered like an unknown one without asking the API. */
const TOKEN_MAX = 200;
const MAX_MEGABYTES = Math.round(MAX_PDF_BYTES / 1024 / 1024);
/** A body is drained past a too-large file (so the page can say so) up to this much; more answers 413. */
const DRAIN_LIMIT = 3 * MAX_PDF_BYTES;

const CLOSED: PublicPage = {
  state: "unknown",
  company: null,
  product: null,
  languages: [],
  markets: [],
  expires_at: null,
};

async function pageOf(token: string, language: number): Promise<PublicPage> {
  if (token.length > TOKEN_MAX) return CLOSED;
  try {
    return await publicRequestPage(token, language);
  } catch (error) {
    if (apiStatus(error) === 422) return CLOSED;
    throw error;
  }
}

/**
 * /sds-update-request/{token}: what the supplier's mail links to, without signing in. A page for a phone that
 * works without JavaScript: the asking company, the product and the version they have, one file field per
 * language and market asked for, and the answer "the version you have is still the newest". A wrong, used or
 * expired link shows a plain page that says so. Nothing else of the company; rate-limited per client address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitOrThrow("readLink", "generic");
  const [language, { t }] = await Promise.all([languageOf(request), getTranslator(request)]);
  const page = await pageOf(params.token ?? "", language);
  const heading =
    page.state === "open" ? t("sdsRequests.public.title") : t("sdsRequests.public.closed.title");
  return data({ page, title: `${heading} – ${t("app.name")}` }, { headers: PRIVATE_HEADERS });
}

type Reply =
  | { done: true; state: PublicPage["state"] }
  | { done: false; errors: Record<string, string>; formError: string | null };

export async function action({ request, params }: ActionFunctionArgs) {
  await rateLimitOrThrow("readLink", "generic");
  const token = params.token ?? "";
  const [language, { t }] = await Promise.all([languageOf(request), getTranslator(request)]);
  const reply = (body: Reply, status = 200) => data(body, { status, headers: PRIVATE_HEADERS });
  if (token.length > TOKEN_MAX) return reply({ done: true, state: "unknown" });

  if (!isMultipart(request)) {
    await readForm(request, SMALL_FORM);
    const answer = await answerStillValid(token, language);
    return reply({ done: true, state: answer.state });
  }

  const tooLarge = new Set<string>();
  const form = await readMultipartForm(request, {
    maxPartSize: MAX_PDF_BYTES,
    drainLimit: DRAIN_LIMIT,
    keepFile: (part) => parseAnswerFileField(part.name) !== null,
    onTooLarge: (part) => tooLarge.add(part.name),
  });
  const errors: Record<string, string> = {};
  const upload = new FormData();
  upload.append("token", token);
  let total = 0;
  for (const [name, value] of form.entries()) {
    if (parseAnswerFileField(name) === null) continue;
    if (!(value instanceof File) || (value.size === 0 && value.name === "")) continue;
    const bytes = new Uint8Array(await value.arrayBuffer());
    const check = checkPdf(bytes, value.name);
    if (!check.ok) {
      errors[name] =
        check.error === "not_pdf"
          ? t("sdsRequests.public.error.notPdf")
          : check.error === "empty"
            ? t("sdsRequests.public.error.empty")
            : t("sdsRequests.public.error.tooLarge", { max: MAX_MEGABYTES });
      continue;
    }
    total += bytes.byteLength;
    upload.append(name, new File([bytes], check.fileName, { type: "application/pdf" }));
  }
  for (const name of tooLarge) errors[name] = t("sdsRequests.public.error.tooLarge", { max: MAX_MEGABYTES });
  let formError: string | null = null;
  if (total > MAX_PDF_BYTES) formError = t("sdsRequests.public.error.tooLarge", { max: MAX_MEGABYTES });
  else if (Object.keys(errors).length === 0 && total === 0) formError = t("sdsRequests.public.error.noFile");
  if (formError || Object.keys(errors).length > 0) return reply({ done: false, errors, formError }, 400);
  try {
    const answer = await answerWithFiles(upload, language);
    return reply({ done: true, state: answer.state });
  } catch (error) {
    if (apiStatus(error) === 422 || apiStatus(error) === 413) {
      return reply({ done: false, errors: {}, formError: t("sdsRequests.public.error.notPdf") }, 400);
    }
    throw error;
  }
}

export default function SdsUpdateRequestPage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation();

  if (reply?.done && reply.state === "answered") {
    return (
      <main id="main" className="read-link">
        <h1>{t("sdsRequests.public.thanks.title")}</h1>
        <p role="status">{t("sdsRequests.public.thanks.body")}</p>
      </main>
    );
  }
  const state = reply?.done ? reply.state : page.state;
  if (state !== "open" || !page.product) {
    const reason = state === "open" ? "unknown" : state;
    return (
      <main id="main" className="read-link">
        <h1>{t("sdsRequests.public.closed.title")}</h1>
        <p>{t(`sdsRequests.public.closed.${reason}`)}</p>
      </main>
    );
  }

  const product = page.product;
  const errors = reply && !reply.done ? reply.errors : {};
  const formError = reply && !reply.done ? reply.formError : null;
  const day = dateFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  const pairs = requestedPairs(page.languages, page.markets);
  const languageLabel = (id: number) => LANGUAGES[id as keyof typeof LANGUAGES]?.name ?? String(id);
  const marketLabel = (id: number) => {
    const code = COUNTRIES[id] ?? "";
    return code ? countryName(code, i18n.language) : String(id);
  };

  return (
    <main id="main" className="read-link">
      <h1>{t("sdsRequests.public.title")}</h1>
      <p>{t("sdsRequests.public.intro", { company: page.company ?? "" })}</p>
      <dl className="facts">
        <dt>{t("sdsRequests.public.product")}</dt>
        <dd>{product.name}</dd>
        {product.supplier ? (
          <>
            <dt>{t("sdsRequests.public.supplier")}</dt>
            <dd>{product.supplier}</dd>
          </>
        ) : null}
        {product.article_no ? (
          <>
            <dt>{t("sdsRequests.public.articleNo")}</dt>
            <dd>{product.article_no}</dd>
          </>
        ) : null}
        <dt>{t("sdsRequests.public.current")}</dt>
        <dd>
          {product.current_version && product.current_date
            ? t("sdsRequests.public.currentValue", {
                version: product.current_version,
                date: formatDate(product.current_date, i18n.language),
              })
            : t("sdsRequests.public.none")}
        </dd>
      </dl>

      <section aria-labelledby="answer-upload">
        <h2 id="answer-upload">{t("sdsRequests.public.upload")}</h2>
        {formError ? (
          <p className="notice warning" role="alert">
            {formError}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" reloadDocument>
          <p id="answer-upload-help">{t("sdsRequests.public.uploadHelp", { max: MAX_MEGABYTES })}</p>
          {pairs.map(({ languageId, marketId }) => {
            const name = answerFileField(languageId, marketId);
            const error = errors[name];
            return (
              <div className="field" key={name}>
                <label htmlFor={name}>
                  {t("sdsRequests.public.pair", {
                    language: languageLabel(languageId),
                    market: marketLabel(marketId),
                  })}
                </label>
                {error ? (
                  <p id={`${name}-error`} className="field-error">
                    {error}
                  </p>
                ) : null}
                <input
                  id={name}
                  name={name}
                  type="file"
                  accept="application/pdf,.pdf"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${name}-error answer-upload-help` : "answer-upload-help"}
                />
              </div>
            );
          })}
          <button type="submit">{t("sdsRequests.public.send")}</button>
        </Form>
      </section>

      <section aria-labelledby="answer-still-valid">
        <h2 id="answer-still-valid">{t("sdsRequests.public.stillValid")}</h2>
        <p>{t("sdsRequests.public.stillValidHelp")}</p>
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="still_valid" />
          <button type="submit">{t("sdsRequests.public.stillValidButton")}</button>
        </Form>
      </section>

      {page.expires_at ? (
        <p>{t("sdsRequests.public.validUntil", { date: day.format(new Date(page.expires_at)) })}</p>
      ) : null}
    </main>
  );
}
