import type { LocationPickerState } from "../../ui/LocationPicker";
import type { MemberChoice } from "../../../core/chemical-approvals/board-rules";
import type { SubmissionResult } from "@conform-to/react";
import type { ProductRequestView, RequestOption } from "../../../api/chemical-approvals/schemas";
import type { Translate } from "../../../core/translate";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ENGLISH_REQUEST_MESSAGES,
  REQUEST_FORM_GROUPS,
  type RequestMessages,
} from "../../../core/chemical-approvals/request-rules";
import type { ProductRequestInput } from "../../../core/chemical-approvals/request-schemas";

/**
 * The forms of the chemical approval pages, without zod (the pages render
 * these on a first visit): the request form of
 * /chemical-approvals/requests/new and /{id}/edit (its fields, files and
 * defaults, the rules' messages in the user's language: 'Field is required'
 * and 'Wrong format' in English) and the shapes the pages pass around; the
 * evaluation's messages of the request page. The zod schemas built from these
 * are in ./form-schemas.ts, which the browser loads when a form is first used.
 * Browser-safe.
 */

/** The saved toast shows for 5 s. */
export const SAVED_TOAST_TIMEOUT = 5000;
/** The SDS and each attachment: at most 20 MB. */
export const REQUEST_FILE_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const REQUEST_FILE_MAX_MB = Math.round(REQUEST_FILE_MAX_BYTES / 1024 / 1024);

/** The form's field names: the groups' fields (files and the buttons' is_draft included). */
export type RequestFormField = (typeof REQUEST_FORM_GROUPS)[keyof typeof REQUEST_FORM_GROUPS][number];
export const REQUEST_FORM_FIELDS: readonly RequestFormField[] = Object.values(REQUEST_FORM_GROUPS).flat();

import { FORM_INPUTS } from "./form-inputs";

/** A file staged through the uploads API, kept in the form by its token. */
export interface StagedUpload {
  token: string;
  file_name: string;
  size: number;
}

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/** A StagedUpload from its hidden input's value, or null for anything else. */
export function parseStagedUpload(value: unknown): StagedUpload | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StagedUpload>;
    if (
      typeof parsed.token === "string" &&
      TOKEN.test(parsed.token) &&
      typeof parsed.file_name === "string" &&
      parsed.file_name.length <= 255 &&
      typeof parsed.size === "number" &&
      Number.isFinite(parsed.size)
    ) {
      return { token: parsed.token, file_name: parsed.file_name, size: Math.max(0, parsed.size) };
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}

export function stagedUploadValue(upload: StagedUpload): string {
  return JSON.stringify({ token: upload.token, file_name: upload.file_name, size: upload.size });
}

/** The evaluation rule's messages in the user's language (evaluation.error.*). */
export function evaluationMessages(
  t: (key: string, values?: Record<string, unknown>) => string,
): RequestMessages {
  return {
    required: t("evaluation.error.required"),
    wrongFormat: t("evaluation.error.wrongFormat"),
    tooLong: (max) => t("evaluation.error.tooLong", { max }),
    tooMany: (max) => t("evaluation.error.tooMany", { max }),
  };
}

/** The rule messages in the user's language. */
export function requestMessages(t: Translate): RequestMessages {
  return {
    required: t("approvals.form.error.required"),
    wrongFormat: t("approvals.form.error.wrongFormat"),
    tooLong: (max) => t("approvals.form.error.tooLong", { max }),
    tooMany: (max) => t("approvals.form.error.tooMany", { max }),
  };
}

/** The API's English messages (ENGLISH_REQUEST_MESSAGES) in the user's language; other texts as they are. */
export function translateApiMessage(message: string, t: Translate): string {
  if (message === ENGLISH_REQUEST_MESSAGES.required) return t("approvals.form.error.required");
  if (message === ENGLISH_REQUEST_MESSAGES.wrongFormat) return t("approvals.form.error.wrongFormat");
  const tooLong = /^At most (\d+) characters\.$/.exec(message);
  if (tooLong) return t("approvals.form.error.tooLong", { max: Number(tooLong[1]) });
  const tooMany = /^At most (\d+) items\.$/.exec(message);
  if (tooMany) return t("approvals.form.error.tooMany", { max: Number(tooMany[1]) });
  return message;
}

/** Whether a file input's value is a chosen file (an empty part means none). */
export function isChosenFile(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && (value.name !== "" || value.size > 0);
}

/**
 * Will the request have an SDS after this save? A file chosen now, one staged
 * on an earlier try (not dropped), or the edited request's own (not removed).
 * The form's data decides, in the browser and in the action alike.
 */
export function hasAttachedSdsIn(formData: FormData, existing: { hasSds: boolean }): boolean {
  if (isChosenFile(formData.get("attached_sds"))) return true;
  const staged = parseStagedUpload(formData.get(FORM_INPUTS.sdsUpload));
  if (staged && !formData.has(FORM_INPUTS.discardSdsUpload)) return true;
  return existing.hasSds && !formData.has(FORM_INPUTS.removeSds);
}

/** The file name's extension, lower case ("" without one). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : "";
}

/** Is this file name one of the accepted attachment types? */
export function isAcceptedAttachment(fileName: string): boolean {
  return Object.hasOwn(ATTACHMENT_TYPES, extensionOf(fileName));
}

/** The accept attribute of the attachments' file input. */
export const ATTACHMENT_ACCEPT = [
  ...Object.keys(ATTACHMENT_TYPES).map((ext) => `.${ext}`),
  ...new Set(Object.values(ATTACHMENT_TYPES)),
].join(",");

export type { RequestOption };

/** The option lists of the form, codes with the API's English names. */
export interface RequestFormOptions {
  frequencies: RequestOption[];
  ppe: RequestOption[];
  envExposures: RequestOption[];
}
/** The text key part of each option kind: approvals.option.<kind>.<code>. */
export type OptionTextKind = keyof RequestFormOptions;

/** What an edited request already has (the form shows it, with a checkbox to remove each file). */
export interface ExistingFiles {
  sds: { name: string; size: number | null } | null;
  attachments: { id: number; file_name: string; size: number | null }[];
}

/** The form's values as text, the way conform gives them back (defaults of an edited request). */
export type RequestFormDefaults = Partial<Record<string, string | string[]>>;

const TEXT_FIELDS = [
  "name",
  "synonym",
  "supplier",
  "article_nr",
  "cas_nr",
  "usage_description",
  "estimated_use_length",
  "handling_description",
  "storage_location",
  "waste_location",
  "waste_handling_description",
  "ppe_type_details",
  "internal_code",
  "estimated_daily_exposure",
  "additional_comment",
  "estimated_annual_usage_unit",
  "max_amount_stored_unit",
  "max_amount_to_be_ordered_unit",
  "estimated_frequency_of_use",
] as const;
const NUMBER_FIELDS = [
  "sds_market",
  "sds_language",
  "estimated_annual_usage",
  "max_amount_stored",
  "max_amount_to_be_ordered",
] as const;
const FLAG_FIELDS = ["indoor_usage", "outdoor_usage", "is_user_exposure"] as const;
const LIST_FIELDS = ["env_exposures", "ppes"] as const;

/** The form's starting values for an edited request. */
export function defaultsOf(request: ProductRequestView): RequestFormDefaults {
  const defaults: RequestFormDefaults = {};
  for (const field of TEXT_FIELDS) {
    const value = request[field];
    if (typeof value === "string" && value !== "") defaults[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = request[field];
    if (typeof value === "number" && Number.isFinite(value)) defaults[field] = String(value);
    else if (typeof value === "string" && value !== "") defaults[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    if (request[field] === true) defaults[field] = "on";
  }
  for (const field of LIST_FIELDS) {
    const value = request[field];
    if (Array.isArray(value)) defaults[field] = value.filter((v): v is string => typeof v === "string");
  }
  const start = request.desired_start_date_usage;
  if (typeof start === "string" && /^\d{4}-\d{2}-\d{2}/.test(start)) {
    defaults.desired_start_date_usage = start.slice(0, 10);
  }
  defaults.location_ids = request.locations.map((location) => String(location.id));
  return defaults;
}

/**
 * The JSON body of a save of the request form: every field of
 * the request (empty ones as null, so an edit can clear them) and the files by
 * token.
 */
export function requestBody(
  value: ProductRequestInput,
  files: {
    attachedSdsToken?: string;
    removeAttachedSds: boolean;
    attachmentTokens: string[];
    removeAttachmentIds: number[];
  },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) body[key] = field === undefined ? null : field;
  if (files.attachedSdsToken) body.attached_sds_token = files.attachedSdsToken;
  if (files.removeAttachedSds) body.remove_attached_sds = true;
  if (files.attachmentTokens.length) body.attachment_tokens = files.attachmentTokens;
  if (files.removeAttachmentIds.length) body.remove_attachment_ids = files.removeAttachmentIds;
  return body;
}

/** The field an API error key belongs to (`location_ids.0` → location_ids, tokens → their file field). */
export function formFieldOfApiKey(key: string): RequestFormField | null {
  const head = key.split(".")[0] ?? "";
  if (head === "attached_sds_token" || head === "remove_attached_sds") return "attached_sds";
  if (head === "attachment_tokens" || head === "remove_attachment_ids") return "attachments";
  return (REQUEST_FORM_FIELDS as readonly string[]).includes(head) ? (head as RequestFormField) : null;
}

/** What the action answers when the form must be shown again. */
export interface RequestFormReply {
  result: SubmissionResult<string[]>;
  /** Files staged so far, kept by their tokens (hidden inputs). */
  uploads: { sds: StagedUpload | null; attachments: StagedUpload[] };
  /** The location picker: the chosen locations as posted, and the matches of a search. */
  picker: LocationPickerState;
  /** After "Read the sheet": how the reading went and which fields it filled in. */
  reading?: SheetReadingNote;
}

/** What the request form says after reading its safety data sheet. */
export interface SheetReadingNote {
  /** read_* are the outcomes of a reading; no_file: the button was pressed without a new PDF. */
  kind: "filled" | "nothing_filled" | "no_text" | "timed_out" | "unreadable" | "no_file";
  /** The form fields filled in from the sheet. */
  fields: string[];
}

/** What the board form offers: the location picker (the board's locations) and the possible members. */
export interface BoardFormChoices {
  members: MemberChoice[];
  locations: LocationPickerState;
}

/** What the board actions answer when the form must be shown again. */
export interface BoardFormReply {
  result: SubmissionResult<string[]>;
  picker: LocationPickerState;
}
