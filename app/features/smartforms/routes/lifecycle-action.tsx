import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseId } from "../../../../core/ids";
import { RISK_STATUS } from "../../../../core/smartforms/kinds";
import { getDocument, lifecycleCalls } from "~/features/smartforms/api.server";
import { documentListPath, documentPath, versionsPath } from "~/features/smartforms/lifecycle-paths";
import { lifecycleFailureToast, missingFieldsToast } from "~/features/smartforms/lifecycle.server";
import { apiStatus, isToastFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { safeRedirect } from "~/lib/redirects";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The forms of the lifecycle panel: one intent each. Approving and sending back live on the approval page. */
const INTENTS = [
  "submit",
  "newVersion",
  "delete",
  "deletePublished",
  "deletePublishedLastOnly",
  "acknowledge",
  "unacknowledge",
  "translate",
] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent =>
  typeof value === "string" && (INTENTS as readonly string[]).includes(value);
const DELETES: readonly Intent[] = ["delete", "deletePublished", "deletePublishedLastOnly"];

/** Nothing to show here: a GET goes to the document's versions. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(versionsPath(idFromParams(params.documentId)));
}

/**
 * POST /smartforms/documents/{documentId}/lifecycle: the lifecycle panel's changes (submit, new version,
 * delete, read and understood, translate), by `intent`. Deleting needs the ticked confirmation box. Then back
 * where the form was (`back`), to the new version or document, or to the list after the whole document
 * went, with a toast; a refusal comes back as a warning toast in the reader's words.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const form = await readForm(request, SMALL_FORM);
  const intent = form.get("intent");
  if (!isIntent(intent)) throw badRequest();
  const back = safeRedirect(form.get("back"), versionsPath(id));
  if (DELETES.includes(intent) && form.get("confirm") !== "yes")
    throw await redirectWithToast(back, { type: "warning", text: t("smartformVersions.toast.confirmFirst") });
  try {
    switch (intent) {
      case "submit": {
        const document = await lifecycleCalls.submit(api, id);
        const published = document.status.id === RISK_STATUS.approved;
        return await redirectWithToast(back, {
          type: "success",
          text: t(published ? "smartformVersions.toast.published" : "smartformVersions.toast.submitted"),
        });
      }
      case "newVersion": {
        const created = await lifecycleCalls.newVersion(api, id);
        return await redirectWithToast(documentPath(created.document_type, created.id), {
          type: "success",
          text: t("smartformVersions.toast.newVersion"),
        });
      }
      case "translate": {
        const language = parseId(form.get("language_id"));
        if (language === null) throw badRequest();
        const created = await lifecycleCalls.translate(api, id, language);
        return await redirectWithToast(documentPath(created.document_type, created.id), {
          type: "success",
          text: t("smartformVersions.toast.translated"),
        });
      }
      case "acknowledge":
      case "unacknowledge": {
        await lifecycleCalls[intent](api, id);
        return await redirectWithToast(back, {
          type: "success",
          text: t(`smartformVersions.toast.${intent === "acknowledge" ? "acknowledged" : "unacknowledged"}`),
        });
      }
      case "delete":
      case "deletePublished":
      case "deletePublishedLastOnly": {
        // Where to go once the version (or the document) is gone: its list needs its kind, read first.
        const document = await getDocument(api, id);
        const result = await lifecycleCalls[intent](api, id);
        const to = result.latest_id
          ? versionsPath(result.latest_id)
          : documentListPath(document.document_type);
        return await redirectWithToast(to, {
          type: "success",
          text: t(
            intent === "deletePublished"
              ? "smartformVersions.toast.documentDeleted"
              : "smartformVersions.toast.deleted",
          ),
        });
      }
    }
  } catch (error) {
    if (intent === "submit" && apiStatus(error) === 422) {
      const document = await getDocument(api, id);
      throw await redirectWithToast(back, missingFieldsToast(error, document, user.language, t));
    }
    if (isToastFailure(error)) throw await redirectWithToast(back, lifecycleFailureToast(error, t));
    throw error;
  }
}
