import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadRequestForm, submitRequestForm } from "~/features/chemical-approvals/request-form-page.server";
import { loadV2Form, submitV2Form, type V2FormReply } from "~/features/chemical-approvals/v2-form.server";
import { REQUEST_TEXT_MAX } from "../../../../core/chemical-approvals/request-rules";
import { DOCUMENT_TITLE_MAX } from "../../../../core/smartforms/kinds";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";
const V2RequestForm = hydrateLater(() =>
  import("~/features/chemical-approvals/components/TemplateForms").then((module) => module.V2RequestForm),
);

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const ProductRequestFormPage = hydrateLater(() =>
  import("~/features/chemical-approvals/components/ProductRequestForm").then(
    (module) => module.ProductRequestFormPage,
  ),
);

export const handle = {
  breadcrumb: { key: "approvals.form.editTitle", to: "/chemical-approvals/requests" },
};

export const meta = pageTitle;

/**
 * /chemical-approvals/requests/{id}/edit (?templateId): the request form for
 * a draft or a submitted request not yet under evaluation, for its requester
 * or an approval admin (the request's allowed_operations has save_draft or
 * submit). Anything else goes to the request's page with a warning. A
 * request made on a template (version 2) is edited on the structure it was
 * filled in on (../v2-form.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [form, v2] = await Promise.all([
    loadRequestForm(request, params.id ?? ""),
    loadV2Form(request, params.id ?? ""),
  ]);
  return { ...form, ...(v2 ? { title: v2.title } : {}), v2 };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // A version 2 request is recognised before the body is read; otherwise the body is left for the standard form.
  const v2 = await submitV2Form(request, params.id ?? "");
  if (v2) return { v2 };
  return submitRequestForm(request, params.id ?? "");
}

export default function EditProductRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const editing = data.request;
  if (data.v2) {
    return (
      <V2RequestForm
        heading={t("approvals.v2.form.editTitle")}
        templateName={null}
        template={data.v2.template}
        defaults={data.v2.defaults}
        context={data.v2}
        reply={reply && "v2" in reply ? (reply.v2 as V2FormReply) : undefined}
        nameMax={REQUEST_TEXT_MAX}
        titleMax={DOCUMENT_TITLE_MAX}
      />
    );
  }
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
      reply={reply && !("v2" in reply) ? reply : undefined}
    />
  );
}
