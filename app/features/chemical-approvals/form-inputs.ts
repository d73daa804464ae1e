/*
 * The names of the approval forms' inputs, in a module of their own without
 * zod (forms.ts has the schemas), so that the forms' pages can name their
 * inputs without loading zod on a first visit.
 */

/**
 * Names of the form's other inputs: files staged on an earlier try come back
 * as hidden inputs (a JSON StagedUpload each) with a checkbox to drop them;
 * existing files of an edited request can be removed; the location search
 * (location_q) and its Find button (intent=find-locations) work without
 * JavaScript: the action shows the form again with the matches, saving
 * nothing.
 */
export const FORM_INPUTS = {
  sdsUpload: "attached_sds_upload",
  discardSdsUpload: "discard_sds_upload",
  removeSds: "remove_attached_sds",
  attachmentUploads: "attachment_uploads",
  discardAttachmentUploads: "discard_attachment_uploads",
  removeAttachmentIds: "remove_attachment_ids",
  locationQuery: "location_q",
  intent: "intent",
  templateId: "templateId",
  templateName: "templateName",
} as const;
export const LOCATION_SEARCH_INTENT = "find-locations";
/** The request form's "Read the sheet" button: stages the chosen SDS, reads it and fills in what is empty. */
export const READ_SDS_INTENT = "read-sds";

/** The board form's location search field (its Find button posts intent=find-locations). */
export const BOARD_LOCATION_QUERY = "location_q";
