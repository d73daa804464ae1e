import { checkPdf } from "../../../core/pdf-check";
import { SDS_MAX_BYTES } from "../../../core/products";
import { splitStatementCodes } from "../../../core/ghs/statement-code";
import { NO_SIGNAL_WORD, type SdsFileProblem, type SdsUploadValue } from "../../../core/sds-rules";
import { readMultipartForm } from "../../lib/multipart.server";

/**
 * Reading the upload form of a safety data sheet (/products/new and
 * /replace-sds) and building the multipart body the API takes. No API call is
 * made here: api.server.ts sends the body.
 */

/** A request body is drained past a too-large file so the fields after it still arrive, up to this much. */
const DRAIN_LIMIT = 200 * 1024 * 1024;

export interface SdsUpload {
  /** Every field of the form; the file under "file" when one was chosen and it fitted. */
  formData: FormData;
  /** The file as chosen, when it fitted. */
  file: File | null;
  /** What was wrong with the file, if anything. */
  fileProblem: SdsFileProblem | null;
}

/**
 * Reads the upload form with Remix's multipart parser, keeping parts in
 * memory up to SDS_MAX_BYTES each. A file part that is larger is not kept:
 * the rest of its bytes are read and dropped (so the fields after it still
 * arrive and the form can be shown again with them) and `fileProblem` is
 * "too_large". A text field that large is a bad request (413). The file's
 * first bytes are checked (checkPdf): an empty file, or one that is not a
 * PDF, is reported the same way; no file chosen is "missing".
 */
export async function parseSdsUpload(request: Request): Promise<SdsUpload> {
  let tooLarge = false;
  const formData = await readMultipartForm(request, {
    maxPartSize: SDS_MAX_BYTES,
    drainLimit: DRAIN_LIMIT,
    drainPerPart: true,
    keepFile: (part) => part.name === "file",
    onTooLarge: () => {
      tooLarge = true;
    },
  });

  const value = formData.get("file");
  const chosen = value instanceof File && (value.name !== "" || value.size > 0) ? value : null;
  let fileProblem: SdsFileProblem | null = null;
  if (tooLarge) fileProblem = "too_large";
  else if (!chosen) fileProblem = "missing";
  else {
    const check = checkPdf(new Uint8Array(await chosen.arrayBuffer()), chosen.name);
    if (!check.ok) fileProblem = check.error;
  }
  return { formData, file: fileProblem ? null : chosen, fileProblem };
}

/** The multipart body of POST /product/v1/sds for a validated upload of a staged sheet. */
export function sdsApiForm(value: SdsUploadValue, token: string): FormData {
  const form = new FormData();
  form.set("sds_token", token);
  if (value.product_id) form.set("product_id", value.product_id);
  form.set("name", value.name);
  form.set("supplier", value.supplier);
  if (value.article_no) form.set("article_no", value.article_no);
  form.set("language", value.language);
  form.set("market", value.market);
  form.set("version", value.version);
  form.set("date_issue", value.date_issue);
  if (value.cas_no) form.set("cas_no", value.cas_no);
  if (value.un_no) form.set("un_no", value.un_no);
  if (value.signal_word !== NO_SIGNAL_WORD) form.set("signal_word", value.signal_word);
  for (const code of value.pictograms ?? []) form.append("pictograms", code);
  for (const code of splitStatementCodes(value.hazard_statements)) form.append("hazard_statements", code);
  for (const code of splitStatementCodes(value.precautionary_statements)) {
    form.append("precautionary_statements", code);
  }
  if (value.storage_class) form.set("storage_class", value.storage_class);
  return form;
}
