import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SDS_MAX_BYTES } from "../../../../core/products";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { submitSdsUpload } from "~/features/products/api.server";
import { productPath } from "~/features/products/product-paths";
import { uploadOptions } from "~/features/products/upload-options";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const SdsUploadForm = hydrateLater(() =>
  import("~/features/products/components/SdsUploadForm").then((module) => module.SdsUploadForm),
);

export const handle = { breadcrumb: { key: "product.new.title", to: "/products/new" } };

export const meta = pageTitle;

/**
 * /products/new (add_product): a new product from its safety data sheet. The
 * user chooses the PDF and has it read ("Read the sheet"): the form comes
 * back filled in from the sheet, to be checked and completed; the new
 * product opens when it is saved. The PDF is kept on the server between the
 * steps (staged), so it is chosen once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["add_product"] });
  return {
    title: `${t("product.new.title")} – ${t("app.name")}`,
    ...uploadOptions(locale),
    defaults: { language: String(user.language), market: String(user.language) },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const { t } = await getTranslator(request);
  const outcome = await submitSdsUpload(request, api, t, { back: "/products/new" });
  if (outcome.ok) {
    throw await redirectWithToast(productPath(outcome.sds.product_id, outcome.sds), {
      type: "success",
      text: t("product.toast.created", { name: outcome.sds.label }),
    });
  }
  return outcome.state;
}

export default function NewProduct() {
  const { languages, markets, defaults } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("product.new.title")}</h1>
      <p>{t("product.new.intro")}</p>
      <p className="help upload-note">
        {t("product.upload.keepNote", { max: Math.round(SDS_MAX_BYTES / 1024 / 1024) })}
      </p>
      <SdsUploadForm
        key={state?.generation ?? "form"}
        id="new-product"
        languages={languages}
        markets={markets}
        defaults={defaults}
        submitLabel={t("product.new.submit")}
        state={state}
      />
    </>
  );
}
