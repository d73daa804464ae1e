import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  SDS_REQUEST_BULK_MAX,
  SDS_REQUEST_MAX_LANGUAGES,
  SDS_REQUEST_MAX_MARKETS,
  SUPPLIER_EMAIL_MAX,
} from "../../../../core/sds-requests/rules";
import {
  createSdsRequest,
  createSdsRequestsInBulk,
  outdatedSummary,
  productChoices,
  productLanguages,
} from "../api.server";
import { sdsRequestSchema } from "../forms";
import { uploadOptions } from "~/features/products/upload-options";
import { apiStatus, isInputFailure, orNull } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam, textParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "sdsRequests.new.title", to: "/sdsrequests/new" } };
export const meta = pageTitle;

const QUERY_MAX = 100;

type Errors = Record<string, string[] | undefined>;

/**
 * /sdsrequests/new (add_product): ask a supplier for the newest sheet of one product (found by a search, or
 * given as ?product=, whose current sheets' languages and markets are then ticked), or of every product whose
 * sheets are older than the company's limit. Each request mails the supplier a link through the outbox.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["add_product"] });
  const url = new URL(request.url);
  const q = textParam(url, "q", QUERY_MAX);
  const productId = idParam(url, "product");
  const [found, chosen, outdated] = await Promise.all([
    q ? productChoices(api, q) : Promise.resolve(null),
    productId ? orNull(productLanguages(api, productId)) : Promise.resolve(null),
    outdatedSummary(api),
  ]);
  const products = chosen
    ? [{ id: chosen.product_id, name: chosen.product_name, supplier: chosen.supplier }]
    : (found ?? []);
  return {
    q,
    searched: q !== "" || productId !== undefined,
    products,
    defaults: {
      product: chosen ? String(chosen.product_id) : "",
      languages: (chosen?.languages.length ? chosen.languages : [4]).map(String),
      markets: (chosen?.markets.length ? chosen.markets : [4]).map(String),
    },
    outdated,
    ...uploadOptions(locale),
    title: `${t("sdsRequests.new.title")} – ${t("app.name")}`,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const { t } = await getTranslator(request);
  const form = await readForm(request);
  const intent = form.get("intent") === "bulk" ? "bulk" : "one";
  const values = {
    intent,
    product_id: String(form.get("product_id") ?? ""),
    supplier_email: String(form.get("supplier_email") ?? ""),
    supplier: String(form.get("supplier") ?? ""),
    languages: form.getAll("languages").map(String),
    markets: form.getAll("markets").map(String),
  };
  const submission = parseWithZod(form, { schema: sdsRequestSchema(t) });
  if (submission.status !== "success") {
    return data({ intent, errors: (submission.error ?? {}) as Errors, values }, 400);
  }
  const value = submission.value;
  const input = { supplier_email: value.supplier_email, languages: value.languages, markets: value.markets };
  try {
    if (value.intent === "one") {
      await createSdsRequest(api, { ...input, product_id: value.product_id });
      return redirectWithToast("/sdsrequests", {
        type: "success",
        text: t("sdsRequests.toast.sent", { email: value.supplier_email }),
      });
    }
    const created = await createSdsRequestsInBulk(api, {
      ...input,
      ...(value.supplier ? { supplier: value.supplier } : {}),
    });
    return redirectWithToast(
      "/sdsrequests",
      created.created === 0
        ? { type: "info", text: t("sdsRequests.toast.noneOutdated") }
        : {
            type: "success",
            text: t("sdsRequests.toast.sentBulk", { count: created.created, email: value.supplier_email }),
          },
    );
  } catch (error) {
    // A product that is not the company's (or no longer exists) reads like none chosen.
    if (apiStatus(error) === 404 || isInputFailure(error)) {
      return data(
        { intent, errors: { product_id: [t("sdsRequests.error.product")] } as Errors, values },
        400,
      );
    }
    throw error;
  }
}

export default function NewSdsRequestPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const collator = new Intl.Collator(i18n.language);
  const markets = [...loaded.markets].sort((a, b) => collator.compare(a.label, b.label));

  const errorsFor = (intent: "one" | "bulk"): Errors => (reply?.intent === intent ? reply.errors : {});
  const valuesFor = (intent: "one" | "bulk") =>
    reply?.intent === intent
      ? reply.values
      : { product_id: loaded.defaults.product, supplier_email: "", supplier: "", ...loaded.defaults };

  return (
    <>
      <h1>{t("sdsRequests.new.title")}</h1>
      <p>
        <Link to="/sdsrequests">{t("sdsRequests.detail.back")}</Link>
      </p>

      <section aria-labelledby="sds-request-one">
        <h2 id="sds-request-one">{t("sdsRequests.new.one")}</h2>
        <Form method="get" className="inline-search">
          <label htmlFor="sds-request-q">{t("sdsRequests.new.find")}</label>
          <input id="sds-request-q" name="q" type="search" maxLength={QUERY_MAX} defaultValue={loaded.q} />
          <button type="submit">{t("sdsRequests.new.findButton")}</button>
        </Form>
        <RequestForm
          intent="one"
          errors={errorsFor("one")}
          values={valuesFor("one")}
          languages={loaded.languages}
          markets={markets}
        >
          {loaded.searched && loaded.products.length === 0 ? <p>{t("sdsRequests.new.noProducts")}</p> : null}
          {loaded.products.length > 0 || errorsFor("one").product_id ? (
            <fieldset aria-describedby={errorsFor("one").product_id ? "one-product_id-error" : undefined}>
              <legend>{t("sdsRequests.new.product")}</legend>
              <FieldErrors id="one-product_id-error" errors={errorsFor("one").product_id} />
              {loaded.products.map((product) => (
                <div key={product.id} className="choice">
                  <input
                    type="radio"
                    id={`one-product-${product.id}`}
                    name="product_id"
                    value={product.id}
                    defaultChecked={valuesFor("one").product_id === String(product.id)}
                  />
                  <label htmlFor={`one-product-${product.id}`}>
                    {product.name}
                    {product.supplier ? ` (${product.supplier})` : ""}
                  </label>
                </div>
              ))}
            </fieldset>
          ) : null}
        </RequestForm>
      </section>

      <section aria-labelledby="sds-request-bulk">
        <h2 id="sds-request-bulk">{t("sdsRequests.new.bulk")}</h2>
        <p>
          {t(loaded.outdated.more ? "sdsRequests.new.bulkIntroMore" : "sdsRequests.new.bulkIntro", {
            count: loaded.outdated.products,
            months: loaded.outdated.months,
            max: SDS_REQUEST_BULK_MAX,
          })}
        </p>
        <RequestForm
          intent="bulk"
          errors={errorsFor("bulk")}
          values={valuesFor("bulk")}
          languages={loaded.languages}
          markets={markets}
        >
          <div className="field">
            <label htmlFor="bulk-supplier">{t("sdsRequests.new.supplier")}</label>
            <input
              id="bulk-supplier"
              name="supplier"
              type="text"
              maxLength={200}
              defaultValue={valuesFor("bulk").supplier}
            />
          </div>
        </RequestForm>
      </section>
    </>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="field-error">
      {errors.join(" ")}
    </p>
  );
}

interface Option {
  value: string;
  label: string;
  lang?: string;
}

/** One of the page's two forms: what is particular to it, then the e-mail, the languages and the markets. */
function RequestForm({
  intent,
  errors,
  values,
  languages,
  markets,
  children,
}: {
  intent: "one" | "bulk";
  errors: Errors;
  values: { supplier_email: string; languages: string[]; markets: string[] };
  languages: Option[];
  markets: Option[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const summary = Object.entries(errors).flatMap(([field, messages]) =>
    (messages ?? []).map((text, index) => ({ key: `${field}-${index}`, text, href: `#${intent}-${field}` })),
  );
  const described = (field: string) => (errors[field] ? `${intent}-${field}-error` : undefined);
  return (
    <Form method="post" noValidate>
      <ErrorSummary id={`${intent}-errors`} title={t("sdsRequests.errorSummary")} items={summary} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="field">
        <label htmlFor={`${intent}-supplier_email`}>{t("sdsRequests.new.email")}</label>
        <FieldErrors id={`${intent}-supplier_email-error`} errors={errors.supplier_email} />
        <input
          id={`${intent}-supplier_email`}
          name="supplier_email"
          type="email"
          autoComplete="off"
          maxLength={SUPPLIER_EMAIL_MAX}
          defaultValue={values.supplier_email}
          aria-invalid={errors.supplier_email ? true : undefined}
          aria-describedby={described("supplier_email")}
        />
      </div>
      <Choices
        id={`${intent}-languages`}
        name="languages"
        legend={t("sdsRequests.new.languages", { max: SDS_REQUEST_MAX_LANGUAGES })}
        options={languages}
        checked={values.languages}
        errors={errors.languages}
      />
      <Choices
        id={`${intent}-markets`}
        name="markets"
        legend={t("sdsRequests.new.markets", { max: SDS_REQUEST_MAX_MARKETS })}
        options={markets}
        checked={values.markets}
        errors={errors.markets}
      />
      <button type="submit">
        {intent === "one" ? t("sdsRequests.new.send") : t("sdsRequests.new.sendBulk")}
      </button>
    </Form>
  );
}

function Choices({
  id,
  name,
  legend,
  options,
  checked,
  errors,
}: {
  id: string;
  name: string;
  legend: string;
  options: Option[];
  checked: string[];
  errors: string[] | undefined;
}) {
  return (
    <fieldset id={id} className="choices" aria-describedby={errors ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <FieldErrors id={`${id}-error`} errors={errors} />
      {options.map((option) => (
        <div key={option.value} className="choice">
          <input
            type="checkbox"
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`} lang={option.lang}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
