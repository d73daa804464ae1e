import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { sheetName } from "~/features/products/components/ProductSheet";
import { SdsDiffView } from "~/features/products/components/SdsDiffView";
import type { SdsUploadDefaults } from "~/features/products/components/SdsUploadForm";
import { SDS_MAX_BYTES } from "../../../../core/products";
import type { ProductDetail, SdsSummary } from "../../../../api/products/schemas";
import { applySdsSchema, NO_SIGNAL_WORD } from "../../../../core/sds-rules";
import { requireUser } from "~/lib/auth.server";
import { formatDate } from "../../../../core/format";
import { requireFeature, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { textParam } from "~/lib/list-params";
import { isMultipart } from "~/lib/multipart.server";
import {
  applySds,
  loadProduct,
  replacePreview,
  submitSdsUpload,
  waitingSheets,
} from "~/features/products/api.server";
import { productPath, replacePath } from "~/features/products/product-paths";
import { uploadOptions } from "~/features/products/upload-options";
import { badRequest, notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const SdsUploadForm = hydrateLater(() =>
  import("~/features/products/components/SdsUploadForm").then((module) => module.SdsUploadForm),
);

export const handle = { breadcrumb: { key: "product.replace.breadcrumb", to: "/products" } };

export const meta = pageTitle;

const SDS_KEY_MAX = 100;
const SDS_MAX_MEGABYTES = Math.round(SDS_MAX_BYTES / 1024 / 1024);

/** The feature, the permission and the product of the page (from ?prodId=). */
async function guard(request: Request) {
  const [{ user, api }, translator] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireFeature(request, user, "replaceSds");
  await requirePermissions(request, user, { all: ["add_product"] });
  const url = new URL(request.url);
  const id = idFromParams(url.searchParams.get("prodId") ?? undefined);
  const key = textParam(url, "sds_key", SDS_KEY_MAX);
  return { user, api, ...translator, id, key, url };
}

function sheetLine(sheet: SdsSummary, locale: string) {
  return {
    key: sheet.key,
    name: sheetName(sheet.language_code, sheet.market_code),
    language_code: sheet.language_code,
    version: sheet.version,
    date: formatDate(sheet.date_issue, locale),
    dateIso: sheet.date_issue,
    pdf: sheet.sds_url_pdf,
  };
}

/** The upload form starts from the sheet shown on the product page: usually only the version, date and changes differ. */
function defaultsFrom(product: ProductDetail): SdsUploadDefaults {
  const sheet = product.sds;
  return {
    name: sheet?.label || product.name,
    supplier: sheet?.company || product.supplier,
    article_no: sheet?.article_no ?? product.article_no ?? "",
    language: String(sheet?.language ?? 4),
    market: String(sheet?.market ?? 4),
    version: "",
    date_issue: "",
    cas_no: sheet?.cas_no ?? "",
    un_no: sheet?.un_no ?? "",
    signal_word: product.signal_word ?? NO_SIGNAL_WORD,
    pictograms: product.pictograms,
    hazard_statements: product.hazard_statements.map((statement) => statement.code).join(", "),
    precautionary_statements: product.precautionary_statements.map((statement) => statement.code).join(", "),
    storage_class: product.storage_class ?? "",
  };
}

/**
 * /replace-sds?prodId=… (company feature replaceSds, add_product): replacing
 * a product's safety data sheet with a newer version. Step 1 lists the
 * product's current sheets and any newer ones waiting, and takes the upload
 * of a newer PDF (it is saved as waiting, not applied). Step 2
 * (`&sds_key=…`) shows what the newer sheet changes and applies it to every
 * location holding the product.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, t, locale, id, key } = await guard(request);
  const { data: product } = await loadProduct(api, id);
  const title = (text: string) => `${text} – ${t("app.name")}`;
  const base = { product: { id: product.id, name: product.name }, productHref: productPath(product.id) };

  if (!key) {
    const updated = await waitingSheets(api);
    return {
      step: "upload" as const,
      title: title(t("product.replace.heading", { name: product.name })),
      ...base,
      current: product.versions
        .filter((sheet) => !sheet.superseded && !sheet.pending)
        .map((sheet) => sheetLine(sheet, locale)),
      waiting: updated
        .filter((row) => row.product_id === id)
        .map((row) => ({ ...sheetLine(row.pending, locale), href: replacePath(id, row.pending.key) })),
      ...uploadOptions(locale),
      defaults: defaultsFrom(product),
    };
  }

  const sheet = product.versions.find((version) => version.key === key);
  if (!sheet) throw notFound();
  const preview = await replacePreview(api, id, key);
  if (preview === "current" || (!sheet.pending && preview === "none")) {
    throw await redirectWithToast(replacePath(id), { type: "info", text: t("product.replace.isCurrent") });
  }
  const describe = (version: SdsSummary) =>
    t("product.replace.sheetLabel", {
      sheet: sheetName(version.language_code, version.market_code),
      version: version.version,
      date: formatDate(version.date_issue, locale),
    });
  return {
    step: "compare" as const,
    title: title(t("product.replace.compareHeading", { name: product.name })),
    ...base,
    key,
    pageLanguage: locale,
    newSheet: sheetLine(sheet, locale),
    diff: preview === "none" ? null : preview,
    fromLabel: preview === "none" ? "" : describe(preview.from),
    toLabel: describe(sheet),
    backHref: replacePath(id),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, t, id } = await guard(request);
  const page = replacePath(id);

  if (isMultipart(request)) {
    const outcome = await submitSdsUpload(request, api, t, { productId: id, back: page, gone: "/products" });
    if (outcome.ok) {
      throw await redirectWithToast(replacePath(id, outcome.sds.key), {
        type: "success",
        text: t("product.toast.uploaded"),
      });
    }
    return outcome.state;
  }

  const submission = parseWithZod(await readForm(request), { schema: applySdsSchema() });
  if (submission.status !== "success") throw badRequest();
  const diff = await applySds(api, id, submission.value.sds_key, { t, back: page });
  if (!diff) {
    throw await redirectWithToast(productPath(id), {
      type: "warning",
      text: t("product.toast.alreadyApplied"),
    });
  }
  const count = diff.locations.length;
  throw await redirectWithToast(productPath(id, diff.to), {
    type: "success",
    text:
      count === 0
        ? t("product.toast.appliedNoLocations", { version: diff.to.version })
        : count === 1
          ? t("product.toast.appliedOne", { version: diff.to.version })
          : t("product.toast.applied", { version: diff.to.version, number: count }),
  });
}

export default function ReplaceSds() {
  const data = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const { t } = useTranslation();

  if (data.step === "compare") {
    const count = data.diff?.locations.length ?? 0;
    return (
      <>
        <h1>{t("product.replace.compareHeading", { name: data.product.name })}</h1>
        <p>
          <Link to={data.productHref}>{t("product.replace.backToProduct", { name: data.product.name })}</Link>
        </p>
        <ul className="sheet-links">
          <li>
            <a href={data.newSheet.pdf} type="application/pdf">
              {t("product.replace.newPdf")}
            </a>
          </li>
        </ul>
        {data.diff ? (
          <SdsDiffView
            diff={data.diff}
            pageLanguage={data.pageLanguage}
            fromLabel={data.fromLabel}
            toLabel={data.toLabel}
          />
        ) : (
          <p className="notice">{t("product.replace.newLanguage", { sheet: data.toLabel })}</p>
        )}
        <Form method="post" className="apply-form">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="sds_key" value={data.key} />
          <p id="apply-help" className="help">
            {t("product.replace.applyHelp")}
          </p>
          <button type="submit" aria-describedby="apply-help">
            {count > 1
              ? t("product.replace.apply", { number: count })
              : count === 1
                ? t("product.replace.applyOne")
                : t("product.replace.applyNoLocations")}
          </button>
        </Form>
        <p>
          <Link to={data.backHref}>{t("product.replace.chooseAnother")}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t("product.replace.heading", { name: data.product.name })}</h1>
      <p>
        <Link to={data.productHref}>{t("product.replace.backToProduct", { name: data.product.name })}</Link>
      </p>
      <p>{t("product.replace.intro")}</p>

      <section aria-labelledby="replace-current">
        <h2 id="replace-current">{t("product.replace.current")}</h2>
        {data.current.length === 0 ? (
          <p>{t("product.sheet.none")}</p>
        ) : (
          <ul className="sheet-list">
            {data.current.map((sheet) => (
              <li key={sheet.key}>
                <span lang={sheet.language_code}>{sheet.name}</span>
                {", "}
                {t("product.replace.versionLine", { version: sheet.version, date: sheet.date })}{" "}
                <a href={sheet.pdf} type="application/pdf">
                  {t("product.replace.pdfOf", { sheet: sheet.name, version: sheet.version })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="replace-waiting">
        <h2 id="replace-waiting">{t("product.replace.waiting")}</h2>
        {data.waiting.length === 0 ? (
          <p>{t("product.replace.noneWaiting")}</p>
        ) : (
          <ul className="sheet-list">
            {data.waiting.map((sheet) => (
              <li key={sheet.key}>
                <span lang={sheet.language_code}>{sheet.name}</span>
                {", "}
                {t("product.replace.versionLine", { version: sheet.version, date: sheet.date })}{" "}
                <Link to={sheet.href}>
                  {t("product.replace.compare", { sheet: sheet.name, version: sheet.version })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="replace-upload">
        <h2 id="replace-upload">{t("product.replace.upload")}</h2>
        <p>{t("product.replace.uploadIntro")}</p>
        <p className="help upload-note">{t("product.upload.keepNote", { max: SDS_MAX_MEGABYTES })}</p>
        <SdsUploadForm
          key={state?.generation ?? "form"}
          id="replace-upload-form"
          productId={data.product.id}
          languages={data.languages}
          markets={data.markets}
          defaults={data.defaults}
          submitLabel={t("product.replace.uploadSubmit")}
          state={state}
        />
      </section>
    </>
  );
}
