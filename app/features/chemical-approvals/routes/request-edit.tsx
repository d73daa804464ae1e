import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductRequestFormPage } from "~/features/chemical-approvals/components/ProductRequestForm";
import { loadRequestForm, submitRequestForm } from "~/features/chemical-approvals/request-form-page.server";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "approvals.form.editTitle", to: "/chemical-approvals/requests" },
};

export const meta = pageTitle;

/**
 * /chemical-approvals/requests/{id}/edit (?templateId): the request form for
 * a draft or a submitted request not yet under evaluation, for its requester
 * or an approval admin (the request's allowed_operations has save_draft or
 * submit). Anything else goes to the request's page with a warning.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadRequestForm(request, params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitRequestForm(request, params.id ?? "");
}

export default function EditProductRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const editing = data.request;
  return (
    <ProductRequestFormPage
      heading={t("approvals.form.editTitle")}
      intro={
        editing ? (
          <p>
            {t("approvals.form.editIntro", {
              name: editing.name,
              status: t(`approvals.status.${editing.status}`),
            })}
          </p>
        ) : null
      }
      data={data}
      id={`request-${editing?.id ?? "edit"}`}
      requestId={editing?.id ?? null}
      allowed={{ draft: editing?.draft ?? false, submit: editing?.submit ?? false }}
      reply={reply}
    />
  );
}
