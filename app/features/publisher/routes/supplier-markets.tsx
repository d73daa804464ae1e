import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parseId } from "../../../../core/ids";
import { isMarketId } from "../../../../core/publisher/rules";
import { marketsSchema } from "../../../../core/publisher/schemas";
import { PUBLISHER_EDITOR, requirePublisher } from "../access.server";
import { getSupplier, updateSupplier } from "../api.server";
import { countryChoices, namer } from "../options.server";
import { withMarkets } from "../supplier-form.server";
import { replyToFailure } from "~/lib/api-failure.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "internalDocuments.suppliers.title", to: "/suppliers" } };

export const meta = pageTitle;

/**
 * /add-new-countries/{manufacturerId}/{addMarket} (local_publisher and local_publisher_delete: the API
 * replaces the supplier to add them): tick countries to add to the supplier's markets; the markets it has
 * stay. `addMarket` is a country id to offer ticked (from a link that asks for one market); any other value
 * (the list's link sends 0) ticks nothing. The boxes are fixed choices, so this is a plain form.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request, PUBLISHER_EDITOR);
  const supplier = await getSupplier(api, idFromParams(params.manufacturerId));
  const wanted = parseId(params.addMarket);
  const countries = countryChoices(locale);
  const country = namer(countries);
  return {
    title: `${t("internalDocuments.addMarkets.title", { name: supplier.name })} – ${t("app.name")}`,
    supplier: { id: supplier.id, name: supplier.name },
    current: supplier.market_ids.map(country).sort(),
    offered: countries.filter((choice) => !supplier.market_ids.includes(choice.id)),
    ticked: wanted !== null && isMarketId(wanted) ? wanted : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api, t } = await requirePublisher(request, PUBLISHER_EDITOR);
  const id = idFromParams(params.manufacturerId);
  const formData = await readForm(request, SMALL_FORM);
  const submission = parseWithZod(formData, { schema: marketsSchema(t) });
  if (submission.status !== "success") return submission.reply();
  if (submission.value.market_ids.length === 0) {
    return submission.reply({ fieldErrors: { market_ids: [t("internalDocuments.addMarkets.nothing")] } });
  }
  const supplier = await getSupplier(api, id);
  try {
    await updateSupplier(api, id, withMarkets(supplier, submission.value.market_ids));
  } catch (error) {
    return replyToFailure(error, { submission, back: `/suppliers/${id}`, t, formFields: ["market_ids"] });
  }
  throw await redirectWithToast(`/suppliers/${id}`, {
    type: "success",
    text: t("internalDocuments.addMarkets.saved", { name: supplier.name }),
  });
}

export default function AddMarkets() {
  const { supplier, current, offered, ticked } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const summaryRef = useErrorSummaryFocus(lastResult);
  const errors = [...(lastResult?.error?.[""] ?? []), ...(lastResult?.error?.market_ids ?? [])];
  return (
    <>
      <h1>{t("internalDocuments.addMarkets.title", { name: supplier.name })}</h1>
      <p>
        <Link to={`/suppliers/${supplier.id}`}>{t("internalDocuments.supplier.back")}</Link>
      </p>
      <h2>{t("internalDocuments.addMarkets.current")}</h2>
      <p>{current.length ? current.join(", ") : t("internalDocuments.suppliers.noMarkets")}</p>
      {offered.length === 0 ? (
        <p>{t("internalDocuments.addMarkets.none", { name: supplier.name })}</p>
      ) : (
        <>
          <p>{t("internalDocuments.addMarkets.intro", { name: supplier.name })}</p>
          <ErrorSummary
            ref={summaryRef}
            id="add-markets-summary"
            title={t("internalDocuments.supplierForm.errors")}
            items={errors.map((text) => ({ key: text, text, href: "#add-markets-countries" }))}
          />
          <Form method="post" className="stack">
            <fieldset
              id="add-markets-countries"
              tabIndex={-1}
              aria-describedby={errors.length ? "add-markets-error" : undefined}
            >
              <legend>{t("internalDocuments.addMarkets.legend")}</legend>
              {errors.length ? (
                <p className="field-error" id="add-markets-error">
                  {errors.join(" ")}
                </p>
              ) : null}
              <div className="checkbox-grid">
                {offered.map((country) => (
                  <div className="checkbox-line" key={country.id}>
                    <input
                      type="checkbox"
                      id={`add-market-${country.id}`}
                      name="market_ids"
                      value={String(country.id)}
                      defaultChecked={country.id === ticked}
                    />
                    <label htmlFor={`add-market-${country.id}`}>{country.name}</label>
                  </div>
                ))}
              </div>
            </fieldset>
            <div>
              <button type="submit">{t("internalDocuments.addMarkets.submit")}</button>
            </div>
          </Form>
        </>
      )}
    </>
  );
}
