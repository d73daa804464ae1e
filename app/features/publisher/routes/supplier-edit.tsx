import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_EDITOR, requirePublisher } from "../access.server";
import { deleteSupplier, getSupplier } from "../api.server";
import { countryChoices, typeChoices } from "../options.server";
import { submitSupplier, supplierDefaults } from "../supplier-form.server";
import { failureToast, isToastFailure } from "~/lib/api-failure.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const SupplierForm = hydrateLater(() =>
  import("../components/SupplierForm").then((module) => module.SupplierForm),
);

export const handle = { breadcrumb: { key: "internalDocuments.suppliers.title", to: "/suppliers" } };

export const meta = pageTitle;

const editPath = (id: number) => `/edit-supplier/${id}`;

/**
 * /edit-supplier/{manufacturerId} (local_publisher and local_publisher_delete; the API refuses anyone else):
 * change every field and the markets, or delete the supplier. Deleting asks first: a link to `?delete=1`
 * shows the confirmation with the button that deletes, so it works without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request, PUBLISHER_EDITOR);
  const supplier = await getSupplier(api, idFromParams(params.manufacturerId));
  return {
    title: `${t("internalDocuments.supplierEdit.title", { name: supplier.name })} – ${t("app.name")}`,
    supplier: { id: supplier.id, name: supplier.name, updated_at: supplier.updated_at },
    defaults: supplierDefaults(supplier),
    types: typeChoices(t),
    countries: countryChoices(locale),
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

/** Saves the supplier (intent save) or deletes it (intent delete with confirm=yes). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, t } = await requirePublisher(request, PUBLISHER_EDITOR);
  const id = idFromParams(params.manufacturerId);
  const formData = await readForm(request, SMALL_FORM);
  const intent = formData.get("intent");
  if (intent === "save") {
    const outcome = await submitSupplier(formData, api, t, "/suppliers", id);
    if (!outcome.ok) return outcome.reply;
    throw await redirectWithToast(`/suppliers/${id}`, {
      type: "success",
      text: t("internalDocuments.supplierEdit.saved", { name: outcome.supplier.name }),
    });
  }
  if (intent === "delete") {
    // Only the confirmation's button deletes; anything else asks first.
    if (formData.get("confirm") !== "yes") throw redirect(`${editPath(id)}?delete=1#delete-supplier`);
    const supplier = await getSupplier(api, id);
    try {
      await deleteSupplier(api, id);
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast("/suppliers", failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast("/suppliers", {
      type: "success",
      text: t("internalDocuments.supplierDelete.done", { name: supplier.name }),
    });
  }
  throw badRequest();
}

export default function EditSupplier() {
  const { supplier, defaults, types, countries, confirmDelete } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmRef.current?.focus();
  }, [confirmDelete]);
  return (
    <>
      <h1>{t("internalDocuments.supplierEdit.title", { name: supplier.name })}</h1>
      <p>
        <Link to={`/suppliers/${supplier.id}`}>{t("internalDocuments.supplier.back")}</Link>
      </p>
      <SupplierForm
        key={supplier.updated_at}
        id="supplier-edit"
        defaults={defaults}
        types={types}
        countries={countries}
        submitLabel={t("internalDocuments.supplierEdit.submit")}
        lastResult={lastResult}
      />
      <section aria-labelledby="delete-supplier-heading" id="delete-supplier">
        <h2 id="delete-supplier-heading">{t("internalDocuments.supplierDelete.heading")}</h2>
        {confirmDelete ? (
          <div className="notice warning" ref={confirmRef} tabIndex={-1} role="alert">
            <p>
              <strong>{t("internalDocuments.supplierDelete.question", { name: supplier.name })}</strong>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="danger">
                {t("internalDocuments.supplierDelete.confirm", { name: supplier.name })}
              </button>{" "}
              <Link to={editPath(supplier.id)} className="button secondary">
                {t("internalDocuments.supplierDelete.cancel")}
              </Link>
            </Form>
          </div>
        ) : (
          <>
            <p>{t("internalDocuments.supplierDelete.intro")}</p>
            <p>
              <Link to={`${editPath(supplier.id)}?delete=1#delete-supplier`} className="button secondary">
                {t("internalDocuments.supplierDelete.start", { name: supplier.name })}
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}
