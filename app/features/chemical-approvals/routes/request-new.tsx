import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REQUEST_TEXT_MAX } from "../../../../core/chemical-approvals/request-rules";
import { DOCUMENT_TITLE_MAX } from "../../../../core/smartforms/kinds";
import { requireApprovals } from "~/features/chemical-approvals/access.server";
import { approvalTemplates } from "~/features/chemical-approvals/api.server";
import { newRequestPath } from "~/features/chemical-approvals/navigation";
import { loadRequestForm, submitRequestForm } from "~/features/chemical-approvals/request-form-page.server";
import { loadV2Form, submitV2Form, type V2FormReply } from "~/features/chemical-approvals/v2-form.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";
const RequestTemplateLinks = hydrateLater(() =>
  import("~/features/chemical-approvals/components/TemplateForms").then(
    (module) => module.RequestTemplateLinks,
  ),
);
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
  breadcrumb: { key: "approvals.form.newTitle", to: "/chemical-approvals/requests/new" },
};

export const meta = pageTitle;

/**
 * /chemical-approvals/requests/new (?templateId&templateName): a new product
 * request (chemical_approval_request). With templateId naming one of the
 * company's active request templates, the form is that template (version 2,
 * ../v2-form.server.ts); otherwise the standard form, with links to the
 * company's request templates above it (templateId and templateName of an
 * unknown template are only carried along, as before templates existed).
 * "Save as draft" keeps it as a draft; "Submit" sends it to the approval
 * board of its locations.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireApprovals(request);
  // One shape for both forms (the standard form's data is small: option lists and an empty picker).
  const [v2, form] = await Promise.all([loadV2Form(request), loadRequestForm(request)]);
  const templates = v2 ? [] : await approvalTemplates(api, "request");
  return {
    ...form,
    ...(v2 ? { title: v2.title } : {}),
    v2,
    requestTemplates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      href: newRequestPath({ templateId: template.id, templateName: template.name }),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  // The version 2 form is recognised by its template before the body is read (the two forms read it
  // differently: the standard one may carry files); when it is not one, the body is left for the other.
  const v2 = await submitV2Form(request);
  if (v2) return { v2 };
  return submitRequestForm(request);
}

export default function NewProductRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  if (data.v2) {
    return (
      <V2RequestForm
        heading={t("approvals.v2.form.newTitle")}
        templateName={data.v2.template.name}
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
    <>
      <ProductRequestFormPage
        heading={t("approvals.form.newTitle")}
        intro={
          <>
            <p>{t("approvals.form.intro")}</p>
            <RequestTemplateLinks templates={data.requestTemplates} />
          </>
        }
        data={data}
        id="new-request"
        requestId={null}
        allowed={{ draft: true, submit: true }}
        reply={reply && !("v2" in reply) ? reply : undefined}
      />
    </>
  );
}
