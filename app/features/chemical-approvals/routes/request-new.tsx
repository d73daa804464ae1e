import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductRequestFormPage } from "~/features/chemical-approvals/components/ProductRequestForm";
import { loadRequestForm, submitRequestForm } from "~/features/chemical-approvals/request-form-page.server";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "approvals.form.newTitle", to: "/chemical-approvals/requests/new" },
};

export const meta = pageTitle;

/**
 * /chemical-approvals/requests/new (?templateId&templateName): a new product
 * request (chemical_approval_request). "Save as draft" keeps it as a draft;
 * "Submit" sends it to the approval board of its locations. Template-based
 * requests (v2) come with smart forms: templateId and templateName are only
 * carried along, and the template's name is shown under the heading.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadRequestForm(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitRequestForm(request);
}

export default function NewProductRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <ProductRequestFormPage
      heading={t("approvals.form.newTitle")}
      intro={<p>{t("approvals.form.intro")}</p>}
      data={data}
      id="new-request"
      requestId={null}
      allowed={{ draft: true, submit: true }}
      reply={reply}
    />
  );
}
