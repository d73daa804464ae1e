import type { ApprovalTemplate, ProductRequestView } from "../../../api/chemical-approvals/schemas";
import { REQUESTS_PATH } from "../../../core/chemical-approvals/list";
import { REQUEST_TEXT_MAX } from "../../../core/chemical-approvals/request-rules";
import { RISK_MATRIX_LEVELS } from "../../../core/smartforms/kinds";
import { allFields, type TemplateStructure } from "../../../core/smartforms/template";
import { documentValuesSchema } from "../../../core/smartforms/values";
import { cleanLine } from "../../../core/text";
import type { Translate } from "../../../core/translate";
import type { ApiClient } from "../../lib/api-client.server";
import { apiStatus } from "../../lib/api-failure.server";
import { fieldErrors } from "../../lib/errors";
import { readForm } from "../../lib/forms.server";
import { getTranslator } from "../../lib/i18n.server";
import { idFromParams } from "../../lib/route-params.server";
import { redirectWithToast } from "../../lib/toast.server";
import { formToValues, issuesByInput } from "../smartforms/form-values";
import { bandingViews } from "../smartforms/banding.server";
import type { BandingView } from "../smartforms/components/ControlBandingField";
import type { FieldCandidates } from "../smartforms/components/DocumentFields";
import { requireApprovals } from "./access.server";
import { approvalLocations, approvalTemplates, getRequest, saveRequestV2 } from "./api.server";
import { conflictToast } from "./failures.server";
import { SAVED_TOAST_TIMEOUT, translateApiMessage } from "./forms";
import { pathText } from "./locations";
import { approvePagePath, newRequestPath, templateNavOf } from "./navigation";

/**
 * The version 2 request form (docs/decisions/043-approvals-on-templates.md): /requests/new?templateId= on
 * one of the company's chemical_approval_request templates, and /requests/{id}/edit of a request made on
 * one. The name, a heading and the template's tabs (DocumentFields), saved as a draft or submitted. A
 * templateId that names no such template keeps the version 1 form (as before templates existed), so these
 * functions answer null and the route carries on with it.
 */

type Api = Pick<ApiClient, "get" | "post" | "put">;

export interface V2Template {
  id: number;
  name: string;
  languageId: number;
  structure: TemplateStructure;
}

/** What a page needs to render fields of a template: the reader's language, candidates, risk labels. */
export interface FieldContext {
  language: number;
  candidates: FieldCandidates;
  riskLabels: { likelihood: string[]; severity: string[] };
}

export interface V2FormData extends FieldContext {
  kind: "v2";
  title: string;
  mode: "new" | "edit";
  template: V2Template;
  request: { id: number; name: string } | null;
  defaults: {
    name: string;
    title: string;
    values: Record<string, unknown>;
    banding: Record<string, BandingView>;
  };
}

export interface V2FormReply {
  errors: Record<string, string[]>;
  formErrors: string[];
  posted: {
    name: string;
    title: string;
    values: Record<string, unknown>;
    banding: Record<string, BandingView>;
  };
}

/** A request names no products of its own: a control-banding field there proposes from what is entered. */
const NO_PRODUCTS: [] = [];

/** The standard names of the risk levels, in the reader's words. */
export function riskLabelsOf(t: Translate): FieldContext["riskLabels"] {
  const levels = (axis: string) =>
    Array.from({ length: RISK_MATRIX_LEVELS }, (_, index) => t(`companySettings.risk.${axis}.${index + 1}`));
  return { likelihood: levels("probability"), severity: levels("consequence") };
}

/**
 * The candidates a template's reference fields offer: the company's locations (bounded, with their paths)
 * when it has a location field. Products and people are not offered on approval forms.
 */
export async function candidatesFor(api: Pick<ApiClient, "get">, structure: TemplateStructure) {
  const wantsLocations = allFields(structure).some((field) => field.type === "location");
  const locations = wantsLocations
    ? (await approvalLocations(api)).map((location) => ({ id: location.id, name: pathText(location) }))
    : [];
  return { products: [], locations, people: [] } satisfies FieldCandidates;
}

const templateOf = (template: ApprovalTemplate): V2Template => ({
  id: template.id,
  name: template.name,
  languageId: template.language_id,
  structure: template.structure as TemplateStructure,
});

/** The form's template and the request being edited, or null when the page is a version 1 form. */
async function resolve(
  api: Api,
  url: URL,
  idParam: string | undefined,
): Promise<{ template: V2Template; request: ProductRequestView | null } | null> {
  if (idParam !== undefined) {
    const request = await getRequest(api, idFromParams(idParam));
    if (request.template_id == null || !request.form) return null;
    const editable =
      request.allowed_operations.includes("save_draft") || request.allowed_operations.includes("submit");
    // The version 1 loader sends a request that may not be edited to its page with the reason.
    if (!editable) return null;
    return {
      template: {
        id: request.template_id,
        name: request.title ?? request.name,
        languageId: request.form.language_id,
        structure: request.form.structure as TemplateStructure,
      },
      request,
    };
  }
  const { templateId } = templateNavOf(url);
  if (templateId === null) return null;
  const template = (await approvalTemplates(api, "request")).find((candidate) => candidate.id === templateId);
  return template ? { template: templateOf(template), request: null } : null;
}

export async function loadV2Form(request: Request, idParam?: string): Promise<V2FormData | null> {
  const { api } = await requireApprovals(request);
  const resolved = await resolve(api, new URL(request.url), idParam);
  if (!resolved) return null;
  const { t, languageId } = await getTranslator(request);
  const { template, request: existing } = resolved;
  const heading = existing ? t("approvals.v2.form.editTitle") : t("approvals.v2.form.newTitle");
  return {
    kind: "v2",
    title: `${heading} – ${t("app.name")}`,
    mode: existing ? "edit" : "new",
    template,
    request: existing ? { id: existing.id, name: existing.name } : null,
    defaults: {
      name: existing?.name ?? "",
      title: existing?.title ?? "",
      values: (existing?.fields as Record<string, unknown> | null) ?? {},
      banding: bandingViews(
        template.structure,
        (existing?.fields as Record<string, unknown> | null) ?? {},
        NO_PRODUCTS,
      ),
    },
    language: languageId,
    candidates: await candidatesFor(api, template.structure),
    riskLabels: riskLabelsOf(t),
  };
}

/** The API's 422 errors by the form's input names: fields.f3 → f3; the locations as the form's own. */
export function apiErrorsOnInputs(errors: Record<string, string[]>, t: Translate) {
  const byInput: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (key === "location_ids") formErrors.push(t("approvals.v2.form.locations"));
    else if (key.startsWith("fields.")) byInput[key.slice("fields.".length)] = messages;
    else if (key === "name" || key === "title" || key === "comment" || key === "is_approved") {
      byInput[key] = messages.map((message) => translateApiMessage(message, t));
    } else formErrors.push(...messages);
  }
  return { byInput, formErrors };
}

/**
 * The form's post: the answers by the template's rules in the user's language (nothing is sent while one
 * is wrong), then the API, whose refusals come back on their inputs. Success: the list with the saved
 * toast; a conflict: the request's page with its reason. Null: not a version 2 form.
 */
export async function submitV2Form(request: Request, idParam?: string): Promise<V2FormReply | null> {
  const { api } = await requireApprovals(request);
  const url = new URL(request.url);
  const resolved = await resolve(api, url, idParam);
  if (!resolved) return null;
  const { t } = await getTranslator(request);
  const { template, request: existing } = resolved;
  const formData = await readForm(request);
  const draft = formData.get("intent") === "draft";
  const name = cleanLine(String(formData.get("name") ?? ""));
  const title = cleanLine(String(formData.get("title") ?? ""));
  const raw = formToValues(template.structure, formData.entries());
  const posted = { name, title, values: raw, banding: bandingViews(template.structure, raw, NO_PRODUCTS) };

  const errors: Record<string, string[]> = {};
  const answers = documentValuesSchema(template.structure, t, draft ? "draft" : "submit").safeParse(raw);
  if (!answers.success) Object.assign(errors, issuesByInput(answers.error.issues));
  if (name === "") errors.name = [t("approvals.form.error.required")];
  else if (name.length > REQUEST_TEXT_MAX) {
    errors.name = [t("approvals.form.error.tooLong", { max: REQUEST_TEXT_MAX })];
  }
  if (Object.keys(errors).length > 0 || !answers.success) return { errors, formErrors: [], posted };

  try {
    await saveRequestV2(api, existing?.id ?? null, {
      name,
      title: title || null,
      template_id: template.id,
      fields: answers.data,
      is_draft: draft,
    });
  } catch (error) {
    const apiErrors = fieldErrors(error);
    if (apiErrors) {
      const { byInput, formErrors } = apiErrorsOnInputs(apiErrors, t);
      return { errors: byInput, formErrors, posted };
    }
    if (apiStatus(error) === 409) {
      const nav = templateNavOf(url);
      const to = existing ? approvePagePath(existing.id, nav) : newRequestPath(nav);
      throw await redirectWithToast(to, conflictToast(error, t));
    }
    throw error;
  }
  throw await redirectWithToast(REQUESTS_PATH, {
    type: "success",
    text: t("approvals.form.saved", { name }),
    timeout: SAVED_TOAST_TIMEOUT,
  });
}
