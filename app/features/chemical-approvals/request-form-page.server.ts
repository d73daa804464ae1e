import { parseWithZod } from "@conform-to/zod/v4";
import type { ProductRequestView, StagedUploadView } from "../../../api/chemical-approvals/schemas";
import { REQUESTS_PATH } from "../../../core/chemical-approvals/list";
import {
  REQUEST_ATTACHMENTS_MAX,
  UNKNOWN_UPLOAD_MESSAGE,
} from "../../../core/chemical-approvals/request-rules";
import type { Translate } from "../../../core/translate";
import { checkPdf } from "../../../core/pdf-check";
import type { ToastInput } from "../../../core/toast";
import type { ApiClient } from "../../lib/api-client.server";
import { apiStatus, isInputFailure } from "../../lib/api-failure.server";
import { fieldErrors } from "../../lib/errors";
import { getTranslator } from "../../lib/i18n.server";
import { isMultipart, readMultipartForm } from "../../lib/multipart.server";
import { idFromParams } from "../../lib/route-params.server";
import { redirectWithToast } from "../../lib/toast.server";
import { uploadOptions } from "../products/upload-options";
import { requireApprovals } from "./access.server";
import { loadLocationPicker } from "../locations/picker.server";
import { findRequest, getRequest, requestFormOptions, saveRequest, stageUpload } from "./api.server";
import { conflictToast } from "./failures.server";
import {
  defaultsOf,
  formFieldOfApiKey,
  isAcceptedAttachment,
  isChosenFile,
  parseStagedUpload,
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_MAX_MB,
  requestBody,
  SAVED_TOAST_TIMEOUT,
  translateApiMessage,
  type ExistingFiles,
  type RequestFormDefaults,
  type RequestFormReply,
  type SheetReadingNote,
  type StagedUpload,
} from "./forms";
import { requestFormSchema, unvalidatedSchema } from "./form-schemas";
import { FORM_INPUTS, LOCATION_SEARCH_INTENT, READ_SDS_INTENT } from "./form-inputs";
import { valuesFromFacts } from "../products/sds-prefill";
import { approvePagePath, editPath, newRequestPath, templateNavOf, type TemplateNav } from "./navigation";
import { readForm } from "../../lib/forms.server";

/**
 * Loader and action of the request form (/chemical-approvals/requests/new
 * and /{id}/edit). The action reads the multipart form (files up to 20 MB
 * each), stages every chosen file first so a refused save keeps it by its
 * token, checks the rules with translated messages, and then saves the
 * request (new, as a draft, or submitted). An input failure is shown on its
 * fields, a conflict as the translated conflict toast.
 */

/** A request body is drained past a too-large file so the fields after it still arrive, up to this much. */
const DRAIN_LIMIT = 300 * 1024 * 1024;
/** At most this many files in one post (the SDS and the attachments). */
const FILES_PER_POST = REQUEST_ATTACHMENTS_MAX + 1;

type Api = Pick<ApiClient, "get" | "post" | "put" | "postForm">;

/* ---------------------------------------------------------------------- loader */

function existingFilesOf(request: ProductRequestView | null): ExistingFiles {
  if (!request) return { sds: null, attachments: [] };
  return {
    sds: request.attached_sds
      ? {
          name: request.attached_sds.original || request.attached_sds.filename,
          size: request.attached_sds.size ?? null,
        }
      : null,
    attachments: request.attachments.map((attachment) => ({
      id: attachment.id,
      file_name: attachment.file_name,
      size: attachment.size ?? null,
    })),
  };
}

function mayEdit(request: ProductRequestView): { draft: boolean; submit: boolean } {
  const allowed = request.allowed_operations;
  return { draft: allowed.includes("save_draft"), submit: allowed.includes("submit") };
}

/**
 * The form page's data: options, the location picker (the request's
 * locations with their paths and boards; never the company's whole tree), the
 * SDS's language and market choices, and for /{id}/edit the request's values
 * and files. An edit the user may not make goes to the request's page with a
 * warning.
 */
export async function loadRequestForm(request: Request, idParam?: string) {
  const { api } = await requireApprovals(request);
  const { t, locale } = await getTranslator(request);
  const nav = templateNavOf(new URL(request.url));
  const id = idParam === undefined ? null : idFromParams(idParam);
  const editable = id === null ? null : await getRequest(api, id);
  if (editable && id !== null) {
    const allowed = mayEdit(editable);
    if (!allowed.draft && !allowed.submit) {
      const text = editable.archived
        ? t("approvals.conflict.archived")
        : ["DRAFT", "NEW"].includes(editable.status.code)
          ? t("approvals.form.notEditable")
          : t("approvals.conflict.locked");
      throw await redirectWithToast(approvePagePath(id, nav), { type: "warning", text });
    }
  }
  // The request's own locations come with their paths (archived ones too: they stay until removed).
  const [options, locationPicker] = await Promise.all([
    requestFormOptions(api),
    loadLocationPicker(api, {
      ids: (editable?.locations ?? []).map((location) => String(location.id)),
      boards: true,
    }),
  ]);
  const { languages, markets } = uploadOptions(locale);
  const heading = editable ? t("approvals.form.editTitle") : t("approvals.form.newTitle");
  return {
    title: `${heading} – ${t("app.name")}`,
    mode: editable ? ("edit" as const) : ("new" as const),
    request: editable
      ? { id: editable.id, name: editable.name, status: editable.status.code, ...mayEdit(editable) }
      : null,
    nav,
    options,
    locationPicker,
    languages,
    markets,
    defaults: (editable ? defaultsOf(editable) : {}) as RequestFormDefaults,
    existing: existingFilesOf(editable),
  };
}

/* ---------------------------------------------------------------- multipart */

interface ParsedForm {
  formData: FormData;
  /** Chosen files that were larger than the limit (name only: their bytes were dropped). */
  tooLarge: { field: "attached_sds" | "attachments"; name: string }[];
}

/**
 * The form, with its files kept in memory up to 20 MB each. A larger file is
 * read to its end and dropped (so the fields after it still arrive and the
 * form comes back with them), and reported; a text field that large is a bad
 * request (413). A plain url-encoded post (no files) is read as it is.
 */
async function parseRequestForm(request: Request): Promise<ParsedForm> {
  if (!isMultipart(request)) return { formData: await readForm(request), tooLarge: [] };
  const tooLarge: ParsedForm["tooLarge"] = [];
  let files = 0;
  const formData = await readMultipartForm(request, {
    maxPartSize: REQUEST_FILE_MAX_BYTES,
    drainLimit: DRAIN_LIMIT,
    keepFile: (part) => {
      const kept = (part.name === "attached_sds" || part.name === "attachments") && files < FILES_PER_POST;
      if (kept && part.filename !== "") files += 1;
      return kept;
    },
    onTooLarge: (part) =>
      tooLarge.push({ field: part.name as "attached_sds" | "attachments", name: part.filename! }),
  });
  return { formData, tooLarge };
}

/* ------------------------------------------------------------------- staging */

type FileErrors = Record<"attached_sds" | "attachments", string[]>;

/** A staged file as the form keeps it. */
async function stage(
  api: Api,
  file: File,
  kind: "sds" | "attachment",
  read = false,
): Promise<StagedUpload & { facts: StagedUploadView["facts"] }> {
  const data: StagedUploadView = await stageUpload(api, file, kind, { read });
  return { token: data.token, file_name: data.file_name, size: data.size, facts: data.facts };
}

/** The request form's fields a sheet's reading fills in, by the product upload form's field they come from. */
const FILLED_FROM_SHEET = {
  name: "name",
  supplier: "supplier",
  article_no: "article_nr",
  cas_no: "cas_nr",
  language: "sds_language",
  market: "sds_market",
} as const;

/**
 * Fills the empty general fields of the posted form from the sheet's reading (what the user typed stays), and
 * says how the reading went. The fields are those of the approval request; the values are mapped as the
 * product upload form maps them (valuesFromFacts: ids of language and market, the one CAS number of a
 * substance).
 */
function fillFromSheet(formData: FormData, facts: StagedUploadView["facts"] | undefined): SheetReadingNote {
  if (!facts) return { kind: "no_file", fields: [] };
  if (facts.outcome !== "read") return { kind: facts.outcome, fields: [] };
  const read = valuesFromFacts(facts);
  const filled: string[] = [];
  for (const [from, field] of Object.entries(FILLED_FROM_SHEET)) {
    const value = read[from as keyof typeof FILLED_FROM_SHEET];
    if (typeof value !== "string" || value === "") continue;
    if (String(formData.get(field) ?? "").trim() !== "") continue;
    formData.set(field, value);
    filled.push(field);
  }
  return { kind: filled.length > 0 ? "filled" : "nothing_filled", fields: filled };
}

/** The API's refusal of an upload (422/413) as the field's message; anything else is thrown. */
function uploadRefusal(error: unknown): string {
  if (isInputFailure(error)) {
    const errors = fieldErrors(error);
    const first = errors ? Object.values(errors).flat()[0] : undefined;
    return first ?? (error as Error).message;
  }
  throw error;
}

/**
 * Stages the files chosen now and gathers the ones kept from earlier tries:
 * a new SDS replaces a kept one; new attachments join the kept ones. A file
 * that is refused (too large, not a PDF, a type we do not take) is not kept
 * and its field says why.
 */
async function stageFiles(
  api: Api,
  parsed: ParsedForm,
  t: Translate,
  options: { readSds: boolean },
): Promise<{
  sds: StagedUpload | null;
  sdsFacts?: StagedUploadView["facts"];
  attachments: StagedUpload[];
  errors: FileErrors;
}> {
  const { formData, tooLarge } = parsed;
  const errors: FileErrors = { attached_sds: [], attachments: [] };
  for (const file of tooLarge) {
    errors[file.field].push(
      t("approvals.form.error.fileTooLarge", { name: file.name, max: REQUEST_FILE_MAX_MB }),
    );
  }

  let sds = formData.has(FORM_INPUTS.discardSdsUpload)
    ? null
    : parseStagedUpload(formData.get(FORM_INPUTS.sdsUpload));
  let sdsFacts: StagedUploadView["facts"] | undefined;
  const chosenSds = formData.get("attached_sds");
  if (isChosenFile(chosenSds)) {
    const check = checkPdf(new Uint8Array(await chosenSds.arrayBuffer()), chosenSds.name);
    if (!check.ok) {
      const key =
        check.error === "empty"
          ? "approvals.form.error.emptyFile"
          : check.error === "too_large"
            ? "approvals.form.error.fileTooLarge"
            : "approvals.form.error.notPdf";
      errors.attached_sds.push(t(key, { name: chosenSds.name, max: REQUEST_FILE_MAX_MB }));
    } else {
      try {
        const { facts, ...staged } = await stage(api, chosenSds, "sds", options.readSds);
        sds = staged;
        sdsFacts = facts;
      } catch (error) {
        errors.attached_sds.push(uploadRefusal(error));
      }
    }
  }

  const discarded = new Set(formData.getAll(FORM_INPUTS.discardAttachmentUploads).map(String));
  const attachments: StagedUpload[] = [];
  const seen = new Set<string>();
  for (const value of formData.getAll(FORM_INPUTS.attachmentUploads)) {
    const upload = parseStagedUpload(value);
    if (upload && !discarded.has(upload.token) && !seen.has(upload.token)) {
      seen.add(upload.token);
      attachments.push(upload);
    }
  }
  for (const file of formData.getAll("attachments")) {
    if (!isChosenFile(file)) continue;
    if (file.size === 0) {
      errors.attachments.push(t("approvals.form.error.emptyFile", { name: file.name }));
    } else if (!isAcceptedAttachment(file.name)) {
      errors.attachments.push(t("approvals.form.error.attachmentType", { name: file.name }));
    } else {
      try {
        attachments.push(await stage(api, file, "attachment"));
      } catch (error) {
        errors.attachments.push(`${file.name}: ${uploadRefusal(error)}`);
      }
    }
  }
  return { sds, sdsFacts, attachments, errors };
}

/* -------------------------------------------------------------------- action */

function withoutEmpty(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([, messages]) => messages.length > 0));
}

/** The 422's errors by form field (translated where they are the rules' English texts); the rest for the form. */
function apiErrorsOnFields(errors: Record<string, string[]>, t: Translate) {
  const fields: Record<string, string[]> = {};
  const form: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = formFieldOfApiKey(key);
    const texts = messages.map((message) =>
      message === UNKNOWN_UPLOAD_MESSAGE
        ? t("approvals.form.error.uploadGone")
        : translateApiMessage(message, t),
    );
    if (field) fields[field] = [...new Set([...(fields[field] ?? []), ...texts])];
    else form.push(...texts);
  }
  return { fields, form };
}

/**
 * The form's post. Returns the reply that shows the form again, or throws the
 * redirect: to the list with the saved toast (5 s), or on a 409 to the
 * request's page with the translated conflict.
 */
export async function submitRequestForm(request: Request, idParam?: string): Promise<RequestFormReply> {
  const { api } = await requireApprovals(request);
  const { t } = await getTranslator(request);
  const id = idParam === undefined ? null : idFromParams(idParam);
  const nav = templateNavOf(new URL(request.url));
  const editable = id === null ? null : await getRequest(api, id);
  const existing = existingFilesOf(editable);

  const parsed = await parseRequestForm(request);
  const { formData } = parsed;
  const searching = formData.get(FORM_INPUTS.intent) === LOCATION_SEARCH_INTENT;
  const reading = formData.get(FORM_INPUTS.intent) === READ_SDS_INTENT;
  // The picker's state: the chosen locations as posted (with their paths and boards), and the matches when
  // Find was pressed. Only a search or a form shown again needs it; a search asks for it alongside the staging.
  const pickerFor = () =>
    loadLocationPicker(api, {
      ids: formData.getAll("location_ids"),
      q: searching ? formData.get(FORM_INPUTS.locationQuery) : "",
      boards: true,
    });
  const [staged, searched] = await Promise.all([
    stageFiles(api, parsed, t, { readSds: reading }),
    searching ? pickerFor() : null,
  ]);
  const uploads = { sds: staged.sds, attachments: staged.attachments };

  if (reading) {
    // Only shown again, filled in from the sheet where the user left fields empty: nothing is saved.
    const note = fillFromSheet(formData, staged.sdsFacts);
    const submission = parseWithZod(formData, { schema: unvalidatedSchema() });
    const errors = withoutEmpty(staged.errors);
    return {
      result: submission.reply(Object.keys(errors).length ? { fieldErrors: errors } : {}),
      uploads,
      picker: await pickerFor(),
      reading: errors.attached_sds ? undefined : note,
    };
  }

  if (searching) {
    // Only shown again, with the matches: nothing is checked but the files, and nothing is saved.
    const submission = parseWithZod(formData, { schema: unvalidatedSchema() });
    const errors = withoutEmpty(staged.errors);
    return {
      result: submission.reply(Object.keys(errors).length ? { fieldErrors: errors } : {}),
      uploads,
      picker: searched ?? (await pickerFor()),
    };
  }

  // The rules see the SDS the request will have: staged now or before, or its own (not removed).
  const removeSds = formData.has(FORM_INPUTS.removeSds) && existing.sds !== null;
  const hasAttachedSds = uploads.sds !== null || (existing.sds !== null && !removeSds);
  const removeAttachmentIds = formData
    .getAll(FORM_INPUTS.removeAttachmentIds)
    .map(Number)
    .filter((value) => existing.attachments.some((attachment) => attachment.id === value));
  const attachmentCount =
    existing.attachments.length - removeAttachmentIds.length + uploads.attachments.length;
  const fileErrors = withoutEmpty({
    ...staged.errors,
    attachments: [
      ...staged.errors.attachments,
      ...(attachmentCount > REQUEST_ATTACHMENTS_MAX
        ? [t("approvals.form.error.tooMany", { max: REQUEST_ATTACHMENTS_MAX })]
        : []),
    ],
  });

  const submission = parseWithZod(formData, { schema: requestFormSchema(t, { hasAttachedSds }) });
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0) {
    return { result: submission.reply({ fieldErrors: fileErrors }), uploads, picker: await pickerFor() };
  }
  const value = submission.value;
  const body = requestBody(value, {
    attachedSdsToken: uploads.sds?.token,
    removeAttachedSds: removeSds && uploads.sds === null,
    attachmentTokens: uploads.attachments.map((upload) => upload.token),
    removeAttachmentIds,
  });

  try {
    await saveRequest(api, id, value.is_draft === true, body);
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) {
      const { fields, form } = apiErrorsOnFields(errors, t);
      // A token the API no longer knows is dropped: the user chooses that file again.
      const gone = (field: string) => (errors[field] ?? []).length > 0;
      const kept = {
        sds: gone("attached_sds") || gone("attached_sds_token") ? null : uploads.sds,
        attachments: gone("attachments") || gone("attachment_tokens") ? [] : uploads.attachments,
      };
      return {
        result: submission.reply({
          fieldErrors: fields,
          formErrors: form.length ? form : undefined,
        }),
        uploads: kept,
        picker: await pickerFor(),
      };
    }
    if (apiStatus(error) === 409) {
      throw await redirectWithToast(await conflictTarget(api, id, nav), conflictToast(error, t));
    }
    throw error;
  }

  const saved: ToastInput = {
    type: "success",
    text: t("approvals.form.saved", { name: value.name }),
    timeout: SAVED_TOAST_TIMEOUT,
  };
  throw await redirectWithToast(REQUESTS_PATH, saved);
}

/** After a 409: the form again when the request may still be changed, else the request's page. */
async function conflictTarget(api: Api, id: number | null, nav: TemplateNav): Promise<string> {
  if (id === null) return newRequestPath(nav);
  const now = await findRequest(api, id);
  if (!now) return REQUESTS_PATH;
  const allowed = mayEdit(now);
  return allowed.draft || allowed.submit ? editPath(id, nav) : approvePagePath(id, nav);
}
