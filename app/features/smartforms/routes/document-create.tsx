import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_TITLE_MAX, documentTypeName, type DocumentType } from "../../../../core/smartforms/kinds";
import { parseId } from "../../../../core/ids";
import { cleanLine } from "../../../../core/text";
import { LOCATION_SEARCH_MAX_LENGTH } from "../../../../core/locations";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { createDocument } from "~/features/smartforms/api.server";
import { typeFromParams } from "~/features/smartforms/document-page.server";
import { DOCUMENT_INPUTS as INPUT, documentPath } from "~/features/smartforms/document-paths";
import { apiStatus } from "~/lib/api-failure.server";
import { fieldErrors } from "~/lib/errors";
import { requireUser } from "~/lib/auth.server";
import { blocked } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { textParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { describedBy } from "~/ui/described-by";
import { LocationPicker } from "~/ui/LocationPicker";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

/**
 * /smartforms/{type}/documents/create (?templateId, ?locationId): a new risk assessment, SPS or exposure
 * record. The document is made on the template the link names, else on the company's default template of
 * the kind; its name shows on the document page. The location is found with the location picker's GET
 * search (the title typed so far travels in the URL). Guests may not create documents.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = typeFromParams(params.type);
  const { user, api } = await requireUser(request);
  if (user.is_guest_user) await blocked(request);
  const { t } = await getTranslator(request);
  const url = new URL(request.url);
  const chosen = [...url.searchParams.getAll(INPUT.location), ...url.searchParams.getAll("locationId")];
  const picker = await loadLocationPicker(api, {
    ids: chosen.filter(Boolean),
    q: textParam(url, INPUT.locationQuery, LOCATION_SEARCH_MAX_LENGTH),
  });
  const typeName = t(`smartforms.type.${documentTypeName(type as DocumentType)}`);
  return {
    title: `${t("smartformDocuments.create.title", { type: typeName })} – ${t("app.name")}`,
    type,
    typeName,
    templateId: parseId(url.searchParams.get(INPUT.template) ?? url.searchParams.get("templateId")),
    documentTitle: cleanLine(url.searchParams.get(INPUT.title) ?? "").slice(0, DOCUMENT_TITLE_MAX),
    picker,
  };
}

interface Reply {
  errors: Record<string, string[]>;
  formErrors: string[];
  values: { title: string };
}

export async function action({ request, params }: ActionFunctionArgs): Promise<Reply | Response> {
  const type = typeFromParams(params.type);
  const { user, api } = await requireUser(request);
  if (user.is_guest_user) await blocked(request);
  const [form, { t }] = await Promise.all([readForm(request, SMALL_FORM), getTranslator(request)]);
  const title = cleanLine(String(form.get(INPUT.title) ?? ""));
  const locationText = String(form.get(INPUT.location) ?? "");
  const locationId = locationText === "" ? null : parseId(locationText);
  const templateId = parseId(form.get(INPUT.template));
  const errors: Record<string, string[]> = {};
  if (!title) errors.title = [t("smartforms.error.required")];
  else if (title.length > DOCUMENT_TITLE_MAX)
    errors.title = [t("smartforms.error.tooLong", { max: DOCUMENT_TITLE_MAX })];
  if (locationText !== "" && locationId === null)
    errors.location_id = [t("smartformDocuments.error.location")];
  if (Object.keys(errors).length > 0) return { errors, formErrors: [], values: { title } };
  try {
    const document = await createDocument(api, {
      document_type: type,
      template_id: templateId,
      title,
      location_id: locationId,
    });
    return redirectWithToast(documentPath(type, document.id), {
      type: "success",
      text: t("smartformDocuments.create.done"),
    });
  } catch (error) {
    if (apiStatus(error) !== 422) throw error;
    const byField = fieldErrors(error) ?? {};
    const reply: Reply = { errors: {}, formErrors: [], values: { title } };
    if (byField.title) reply.errors.title = [t("smartforms.error.required")];
    if (byField.location_id) reply.errors.location_id = [t("smartformDocuments.error.location")];
    if (byField.template_id || byField.document_type)
      reply.formErrors.push(t("smartformDocuments.create.noTemplates"));
    if (Object.keys(reply.errors).length === 0 && reply.formErrors.length === 0)
      reply.formErrors.push(t("smartformDocuments.error.template"));
    return reply;
  }
}

export default function CreateDocument() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { t } = useTranslation();
  const errors = reply?.errors ?? {};
  const summaryRef = useErrorSummaryFocus(reply ? { status: "error" } : null);
  const items = [
    ...(reply?.formErrors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...Object.entries(errors).map(([name, messages]) => ({
      key: name,
      text: messages.join(" "),
      href: name === INPUT.title ? "#document-title" : "#document-location-search",
    })),
  ];
  return (
    <>
      <h1>{t("smartformDocuments.create.title", { type: data.typeName })}</h1>
      <p>{t("smartformDocuments.create.intro")}</p>
      <ErrorSummary
        id="create-errors"
        title={t("smartformDocuments.error.summary")}
        items={items}
        ref={summaryRef}
      />
      <Form method="post" id="create-document" noValidate>
        {data.templateId !== null ? (
          <input type="hidden" name={INPUT.template} value={data.templateId} />
        ) : null}
        <div className="field">
          <label htmlFor="document-title">{t("smartformDocuments.field.title")}</label>
          <p className="hint" id="document-title-hint">
            {t("smartformDocuments.field.titleHint")}
          </p>
          {errors.title ? (
            <p className="field-error" id="document-title-error">
              {errors.title.join(" ")}
            </p>
          ) : null}
          <input
            id="document-title"
            name={INPUT.title}
            type="text"
            required
            maxLength={DOCUMENT_TITLE_MAX}
            defaultValue={reply?.values.title ?? data.documentTitle}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy("document-title-hint", errors.title && "document-title-error")}
          />
        </div>
        <LocationPicker
          id="document-location"
          name={INPUT.location}
          multiple={false}
          legend={t("smartformDocuments.field.location")}
          hint={t("smartformDocuments.field.locationHint")}
          state={data.picker}
          queryName={INPUT.locationQuery}
          searchByGet
          noneLabel={t("smartformDocuments.print.wholeCompany")}
          errors={errors.location_id}
        />
        <button type="submit" className="button primary">
          {t("smartformDocuments.create.submit")}
        </button>
      </Form>
    </>
  );
}
