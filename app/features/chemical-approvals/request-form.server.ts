import { parseWithZod } from "@conform-to/zod/v4";
import { checkPdf } from "../../../core/pdf-check";
import { isMultipart, readMultipartForm } from "../../lib/multipart.server";
import type { Translate } from "../../../core/onboarding";
import {
  defaultsOf,
  FILTER_INTENT,
  formFieldOfApiKey,
  FORM_INPUTS,
  isAcceptedAttachment,
  isChosenFile,
  LOCATION_FILTER_MAX,
  parseStagedUpload,
  REQUEST_ATTACHMENTS_MAX,
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_MAX_MB,
  REQUESTS_LIST_PATH,
  requestBody,
  requestFormSchema,
  SAVED_TOAST_TIMEOUT,
  TEMPLATE_NAME_MAX,
  translateApiMessage,
  unvalidatedSchema,
  type EditableRequest,
  type ExistingFiles,
  type LocationChoice,
  type LocationGroup,
  type RequestFormDefaults,
  type RequestFormOptions,
  type RequestFormReply,
  type RequestOption,
  type StagedUpload,
} from "./forms";
import { cleanRequestText } from "../../../core/chemical-approvals/request-rules";
import type { ToastInput } from "../../../core/toast";
import { ApiError, type ApiClient } from "../../lib/api-client.server";
import { conflictToast, requireApprovals, requestIdOf } from "./api.server";
import { fieldErrors } from "../../lib/errors";
import { getTranslator } from "../../lib/i18n.server";
import { uploadOptions } from "../products/product.server";
import { redirectWithToast } from "../../lib/toast.server";

/**
 * Loader and action of the request form (/chemical-approvals/requests/new
 * and /{id}/edit). The action reads the multipart form (files up to 20 MB
 * each), stages every chosen file first (POST /chemical-approval/v1/uploads)
 * so a refused save keeps it by its token, checks the rules with translated
 * messages, and then saves through POST /draft, PUT /{id}/draft or PUT /{id}.
 * A 422 is shown on its fields, a 409 as the translated conflict toast.
 */

export const REQUESTS_API = "/chemical-approval/v1/product-requests";
const UPLOADS_API = "/chemical-approval/v1/uploads";
const LOCATIONS_API = "/chemical-approval/v1/locations";
const MAX_ID = 2_147_483_647;
/** The API's text for a token it no longer has (api/modules/product-requests.ts FILE_ERRORS.unknownToken). */
const UNKNOWN_TOKEN = "The uploaded file is unknown or has expired. Choose the file again.";
/** A request body is drained past a too-large file so the fields after it still arrive, up to this much. */
const DRAIN_LIMIT = 300 * 1024 * 1024;
/** At most this many files in one post (the SDS and the attachments). */
const FILES_PER_POST = REQUEST_ATTACHMENTS_MAX + 1;

type Api = Pick<ApiClient, "get" | "post" | "put" | "postForm">;

/* ------------------------------------------------------------------ navigation */

/** templateId and templateName of the URL (v2 templates: accepted and carried along, not used). */
export interface TemplateNav {
  templateId: number | null;
  templateName: string | null;
}

export function templateNavOf(url: URL): TemplateNav {
  const idText = url.searchParams.get("templateId") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : NaN;
  const name = cleanRequestText(url.searchParams.get("templateName") ?? "").slice(0, TEMPLATE_NAME_MAX);
  return { templateId: Number.isInteger(id) && id <= MAX_ID ? id : null, templateName: name || null };
}

function templateQuery(nav: TemplateNav, withName: boolean): string {
  const params = new URLSearchParams();
  if (nav.templateId !== null) params.set("templateId", String(nav.templateId));
  if (withName && nav.templateName) params.set("templateName", nav.templateName);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function editPagePath(id: number, nav: TemplateNav): string {
  return `${REQUESTS_LIST_PATH}/${id}/edit${templateQuery(nav, false)}`;
}

export function approvePagePath(id: number, nav: TemplateNav): string {
  return `${REQUESTS_LIST_PATH}/${id}/approve${templateQuery(nav, false)}`;
}

/* ---------------------------------------------------------------------- loader */

/** A location of GET /chemical-approval/v1/locations. */
interface ApiLocation {
  id: number;
  name: string;
  path?: unknown;
  board_group?: { id: number; name: string } | null;
}

/** The names of a location's path from the top, without the location itself. */
export function ancestorNames(location: { id: number; name: string; path?: unknown }): string[] {
  const { path } = location;
  let steps: { id?: number; name: string }[] = [];
  if (Array.isArray(path)) {
    steps = path.flatMap((step: unknown) => {
      if (typeof step === "string") return [{ name: step }];
      if (
        typeof step === "object" &&
        step !== null &&
        typeof (step as { name?: unknown }).name === "string"
      ) {
        const { id, name } = step as { id?: unknown; name: string };
        return [{ ...(typeof id === "number" ? { id } : {}), name }];
      }
      return [];
    });
  } else if (typeof path === "string" && path.trim()) {
    steps = path
      .split(/\s+(?:›|>|\/)\s+/)
      .filter(Boolean)
      .map((name) => ({ name }));
  }
  const last = steps[steps.length - 1];
  if (last && (last.id === location.id || (last.id === undefined && last.name === location.name))) {
    steps = steps.slice(0, -1);
  }
  return steps.map((step) => step.name);
}

/** The locations grouped by their parent's path, keeping the API's (path) order. */
export function groupLocations(locations: readonly ApiLocation[]): LocationGroup[] {
  const groups: LocationGroup[] = [];
  const byLabel = new Map<string, LocationGroup>();
  for (const location of locations) {
    const ancestors = ancestorNames(location);
    const label = ancestors.join(" › ");
    const choice: LocationChoice = {
      id: location.id,
      name: location.name,
      pathText: [...ancestors, location.name].join(" › "),
      board: location.board_group ?? null,
    };
    let group = byLabel.get(label);
    if (!group) {
      group = { label, locations: [] };
      byLabel.set(label, group);
      groups.push(group);
    }
    group.locations.push(choice);
  }
  return groups;
}

async function loadOptions(api: Pick<ApiClient, "get">): Promise<RequestFormOptions> {
  const [frequencies, ppe, envExposures] = await Promise.all(
    (["frequencies", "ppe", "env-exposures"] as const).map(
      async (kind) =>
        (await api.get<{ data: RequestOption[] }>(`/chemical-approval/v1/options/${kind}`)).data,
    ),
  );
  return { frequencies: frequencies ?? [], ppe: ppe ?? [], envExposures: envExposures ?? [] };
}

/** The request to edit, or a 404 page (missing, another company's, or not visible to the user). */
async function loadEditable(api: Pick<ApiClient, "get">, id: number): Promise<EditableRequest> {
  try {
    return (await api.get<{ data: EditableRequest }>(`${REQUESTS_API}/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

function existingFilesOf(request: EditableRequest | null): ExistingFiles {
  if (!request) return { sds: null, attachments: [] };
  return {
    sds: request.attached_sds
      ? {
          name: request.attached_sds.original || request.attached_sds.filename,
          size: request.attached_sds.size ?? null,
        }
      : null,
    attachments: (request.attachments ?? []).map((attachment) => ({
      id: attachment.id,
      file_name: attachment.file_name,
      size: attachment.size ?? null,
    })),
  };
}

function mayEdit(request: EditableRequest): { draft: boolean; submit: boolean } {
  const allowed = request.allowed_operations ?? [];
  return { draft: allowed.includes("save_draft"), submit: allowed.includes("submit") };
}

/**
 * The form page's data: options, locations (grouped, with their boards), the
 * SDS's language and market choices, and for /{id}/edit the request's values
 * and files. An edit the user may not make goes to the request's page with a
 * warning.
 */
export async function loadRequestForm(request: Request, idParam?: string) {
  const { api } = await requireApprovals(request);
  const { t, locale } = await getTranslator(request);
  const nav = templateNavOf(new URL(request.url));
  const id = idParam === undefined ? null : requestIdOf(idParam);
  const editable = id === null ? null : await loadEditable(api, id);
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
  const [options, apiLocations] = await Promise.all([
    loadOptions(api),
    api.get<{ data: ApiLocation[] }>(LOCATIONS_API).then((answer) => answer.data),
  ]);
  // The request's own locations stay choosable even when the list leaves them out (archived since).
  const listed = new Set(apiLocations.map((location) => location.id));
  const extra = (editable?.locations ?? [])
    .filter((location) => !listed.has(location.id))
    .map((location) => ({ ...location, board_group: null }));
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
    locationGroups: groupLocations([...apiLocations, ...extra]),
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
export async function parseRequestForm(request: Request): Promise<ParsedForm> {
  if (!isMultipart(request)) {
    try {
      return { formData: await request.formData(), tooLarge: [] };
    } catch {
      throw new Response("Bad request", { status: 400 });
    }
  }
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

async function stage(api: Api, file: File, kind: "sds" | "attachment"): Promise<StagedUpload> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file, file.name);
  const { data } = await api.postForm<{ data: StagedUpload }>(UPLOADS_API, form);
  return { token: data.token, file_name: data.file_name, size: data.size };
}

/** The API's refusal of an upload (422/413) as the field's message; anything else is thrown. */
function uploadRefusal(error: unknown): string {
  if (error instanceof ApiError && (error.status === 422 || error.status === 413 || error.status === 400)) {
    const errors = fieldErrors(error);
    const first = errors ? Object.values(errors).flat()[0] : undefined;
    return first ?? error.message;
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
): Promise<{ sds: StagedUpload | null; attachments: StagedUpload[]; errors: FileErrors }> {
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
        sds = await stage(api, chosenSds, "sds");
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
  return { sds, attachments, errors };
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
      message === UNKNOWN_TOKEN ? t("approvals.form.error.uploadGone") : translateApiMessage(message, t),
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
  const id = idParam === undefined ? null : requestIdOf(idParam);
  const nav = templateNavOf(new URL(request.url));
  const editable = id === null ? null : await loadEditable(api, id);
  const existing = existingFilesOf(editable);

  const parsed = await parseRequestForm(request);
  const { formData } = parsed;
  const filter = cleanRequestText(String(formData.get(FORM_INPUTS.locationFilter) ?? "")).slice(
    0,
    LOCATION_FILTER_MAX,
  );
  const staged = await stageFiles(api, parsed, t);
  const uploads = { sds: staged.sds, attachments: staged.attachments };

  if (formData.get(FORM_INPUTS.intent) === FILTER_INTENT) {
    // Only shown again, with the locations filtered: nothing is checked but the files.
    const submission = parseWithZod(formData, { schema: unvalidatedSchema });
    const errors = withoutEmpty(staged.errors);
    return {
      result: submission.reply(Object.keys(errors).length ? { fieldErrors: errors } : {}),
      uploads,
      filter,
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
    return { result: submission.reply({ fieldErrors: fileErrors }), uploads, filter };
  }
  const value = submission.value;
  const body = requestBody(value, {
    attachedSdsToken: uploads.sds?.token,
    removeAttachedSds: removeSds && uploads.sds === null,
    attachmentTokens: uploads.attachments.map((upload) => upload.token),
    removeAttachmentIds,
  });

  try {
    if (id === null) await api.post(`${REQUESTS_API}/draft`, body);
    else if (value.is_draft) await api.put(`${REQUESTS_API}/${id}/draft`, body);
    else await api.put(`${REQUESTS_API}/${id}`, body);
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
        filter,
      };
    }
    if (error instanceof ApiError && error.status === 409) {
      throw await redirectWithToast(await conflictTarget(api, id, nav), conflictToast(error, t));
    }
    throw error;
  }

  const saved: ToastInput = {
    type: "success",
    text: t("approvals.form.saved", { name: value.name }),
    timeout: SAVED_TOAST_TIMEOUT,
  };
  throw await redirectWithToast(REQUESTS_LIST_PATH, saved);
}

/** After a 409: the form again when the request may still be changed, else the request's page. */
async function conflictTarget(api: Api, id: number | null, nav: TemplateNav): Promise<string> {
  if (id === null) return `${REQUESTS_LIST_PATH}/new${templateQuery(nav, true)}`;
  try {
    const now = await loadEditable(api, id);
    const allowed = mayEdit(now);
    return allowed.draft || allowed.submit ? editPagePath(id, nav) : approvePagePath(id, nav);
  } catch {
    return REQUESTS_LIST_PATH;
  }
}
