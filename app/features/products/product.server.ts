import { checkPdf } from "../../../core/pdf-check";
import { readMultipartForm } from "../../lib/multipart.server";
import { isKnownStatement, statementText } from "../../../api/products/statements";
import {
  sdsPdfPhysical,
  sdsSections,
  type SdsLanguageCode,
  type SdsPdfInput,
  type SdsSection,
} from "../../../api/products/sds-pdf";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { UploadOption } from "../../ui/FormFields";
import { countryName, languageEndonym } from "./components/ProductSheet";
import type { Translate } from "../../../core/onboarding";
import {
  SDS_MAX_BYTES,
  type ProductDetail,
  type ProductLocationSummary,
  type SdsSummary,
  type Statement,
  type Substance,
} from "../../../core/products";
import {
  NO_SIGNAL_WORD,
  SDS_UPLOAD_FIELDS,
  sdsUploadSchema,
  splitStatementCodes,
  type SdsFileProblem,
  type SdsUploadValue,
} from "../../../core/sds-rules";
import { COUNTRIES } from "../../../core/countries";
import { LANGUAGES } from "../../../core/languages";
import { ApiError, type ApiClient } from "../../lib/api-client.server";
import { errorToast, fieldErrors } from "../../lib/errors";

/**
 * Server helpers of the product pages (/products/{id}, its edit page,
 * /products/new, /replace-sds and /sds/{key}): reading a product, the
 * multipart upload of a safety data sheet, and the 16 sections of a sheet for
 * reading on screen.
 */

const MAX_ID = 2_147_483_647;
/** A request body is drained past a too-large file so the fields after it still arrive, up to this much. */
const DRAIN_LIMIT = 200 * 1024 * 1024;

/** A product id from the URL, or a 404. */
export function productIdOf(param: string | null | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? "") ? Number(param) : NaN;
  if (!Number.isInteger(id) || id > MAX_ID) throw new Response("Not found", { status: 404 });
  return id;
}

/** A positive id from a query parameter, or undefined (ignored) for anything else. */
export function optionalId(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** What GET /product/v1/{id} answers (spec: data, location_summary and categories). */
export interface ProductResponse {
  data: ProductDetail;
  location_summary: ProductLocationSummary[];
  categories?: { id: string; name: string }[];
}

/** The product with the sheet in the asked language and market; another company's or a missing one is a 404 page. */
export async function loadProduct(
  api: Pick<ApiClient, "get">,
  id: number,
  sheet: { language?: number; market?: number } = {},
): Promise<ProductResponse> {
  try {
    return await api.get<ProductResponse>(`/product/v1/${id}`, {
      language: sheet.language,
      market: sheet.market,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

/** The product page's URL, keeping the sheet's language and market when given. */
export function productPath(
  id: number,
  sheet: { language?: number | null; market?: number | null } = {},
): string {
  const query = new URLSearchParams();
  if (sheet.language) query.set("sds_language", String(sheet.language));
  if (sheet.market) query.set("sds_market", String(sheet.market));
  const search = query.toString();
  return `/products/${id}${search ? `?${search}` : ""}`;
}

/* ---------------------------------------------------------------- upload */

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

/** The multipart body of POST /product/v1/sds for a validated upload. */
export function sdsApiForm(value: SdsUploadValue, file: File): FormData {
  const form = new FormData();
  form.set("file", file, file.name);
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

/** The language and market choices of the upload form: languages by their own names, countries in the reader's. */
export function uploadOptions(locale: string): { languages: UploadOption[]; markets: UploadOption[] } {
  const languages = Object.entries(LANGUAGES).map(([id, { locale: code }]) => {
    const base = code.split("-")[0] ?? code;
    return { value: id, label: languageEndonym(base), lang: base };
  });
  const collator = new Intl.Collator(locale);
  const markets = Object.entries(COUNTRIES)
    .map(([id, code]) => ({ value: id, label: `${countryName(code, locale)} (${code})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return { languages, markets };
}

/** What POST /product/v1/sds answers: the new sheet (pending when it is a newer version of a product's sheet). */
export interface SdsUploadResponse {
  data: SdsSummary;
}

export type SdsUploadOutcome =
  | { ok: true; sds: SdsSummary }
  | { ok: false; reply: SubmissionResult<string[]> }
  | { ok: false; toast: ReturnType<typeof errorToast>; status: number };

/**
 * The upload form's action: parses the multipart body, checks the file and
 * the fields, and forwards a valid upload to POST /product/v1/sds. A form
 * that comes back keeps every typed value (never the file, which the browser
 * cannot be given back); the API's 422 errors are shown on their fields.
 */
export async function submitSdsUpload(
  request: Request,
  api: Pick<ApiClient, "postForm">,
  t: Translate,
  options: { productId?: number } = {},
): Promise<SdsUploadOutcome> {
  const { formData, file, fileProblem } = await parseSdsUpload(request);
  const submission = parseWithZod(formData, { schema: sdsUploadSchema(t, { fileProblem }) });
  if (submission.status !== "success" || !file) {
    return { ok: false, reply: submission.reply() };
  }
  // Codes of the right form that the CLP regulation does not have (the API refuses them too, in English).
  const unknown: Record<string, string[]> = {};
  for (const field of ["hazard_statements", "precautionary_statements"] as const) {
    const codes = splitStatementCodes(submission.value[field]).filter((code) => !isKnownStatement(code));
    if (codes.length > 0) unknown[field] = [t("product.error.unknownCodes", { codes: codes.join(", ") })];
  }
  if (Object.keys(unknown).length > 0)
    return { ok: false, reply: submission.reply({ fieldErrors: unknown }) };
  // A new version is for the product of the page, whatever the form says.
  const value = {
    ...submission.value,
    product_id: options.productId ? String(options.productId) : undefined,
  };
  try {
    const { data } = await api.postForm<SdsUploadResponse>("/product/v1/sds", sdsApiForm(value, file));
    return { ok: true, sds: data };
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) {
      const known: Record<string, string[]> = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(errors)) {
        const field = path.split(".")[0] ?? "";
        if ((SDS_UPLOAD_FIELDS as readonly string[]).includes(field)) {
          known[field] = [...(known[field] ?? []), ...messages];
        } else rest.push(...messages);
      }
      return { ok: false, reply: submission.reply({ fieldErrors: known, formErrors: rest }) };
    }
    if (error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 409)) {
      return { ok: false, toast: errorToast(error, t), status: error.status };
    }
    throw error;
  }
}

/* ------------------------------------------------------------- sections */

/** What GET /product/v1/sds-info answers for one sheet (statement texts in the request language). */
export interface SdsInfo {
  sds: SdsSummary;
  hazard_statements: Statement[];
  precautionary_statements: Statement[];
  substances: Substance[];
  physical: Record<string, unknown> | null;
  storage_class: string | null;
  has_file: boolean;
  file_name: string | null;
}

/** One sheet, or a 404 page when the key is not one of the company's sheets. */
export async function loadSdsInfo(api: Pick<ApiClient, "get">, key: string): Promise<SdsInfo> {
  try {
    return (await api.get<{ data: SdsInfo }>("/product/v1/sds-info", { sds_key: key })).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

const SDS_LANGUAGE_CODES: readonly SdsLanguageCode[] = [
  "en",
  "nb",
  "sv",
  "da",
  "fi",
  "de",
  "nl",
  "fr",
  "it",
  "es",
];

/**
 * The statements of the sheet with their texts in the sheet's own language
 * (English where the data set has none, e.g. Norwegian): sds-info gives them
 * in the reader's language, but the sheet on screen is read as written.
 */
export function statementsInSheetLanguage(statements: readonly Statement[], languageId: number): Statement[] {
  return statements.map((statement) => statementText(statement.code, languageId) ?? statement);
}

/** The SdsPdfInput of a sheet from GET /product/v1/sds-info (statements as given). */
export function sdsPdfInputOf(
  info: SdsInfo,
  statements: { hazard: Statement[]; precautionary: Statement[] },
): SdsPdfInput {
  const sheet = info.sds;
  const languageCode = (SDS_LANGUAGE_CODES as readonly string[]).includes(sheet.language_code)
    ? (sheet.language_code as SdsLanguageCode)
    : "en";
  return {
    key: sheet.key,
    productName: sheet.label,
    supplier: sheet.company,
    articleNo: sheet.article_no,
    areaOfUse: sheet.area_of_use,
    languageCode,
    marketCode: sheet.market_code,
    version: sheet.version,
    dateIssue: sheet.date_issue,
    casNo: sheet.cas_no,
    // sds-info has no EC number of the product itself (the substances have theirs).
    ecNo: null,
    unNo: sheet.un_no,
    signalWord: sheet.signal_word,
    pictograms: sheet.pictograms,
    hazardStatements: statements.hazard.map(({ code, text }) => ({ code, text })),
    precautionaryStatements: statements.precautionary.map(({ code, text }) => ({ code, text })),
    substances: info.substances.map((substance) => ({
      name: substance.name,
      cas: substance.cas,
      ec: substance.ec,
      concentrationMin: substance.concentration_min,
      concentrationMax: substance.concentration_max,
    })),
    storageClass: info.storage_class ?? sheet.storage_class,
    physical: sdsPdfPhysical(info.physical),
  };
}

/**
 * The sheet for reading on screen: its 16 sections (the same text as its
 * generated PDF) and its statements, texts in the sheet's language.
 */
export function sheetSections(info: SdsInfo): {
  sections: SdsSection[];
  hazard: Statement[];
  precautionary: Statement[];
} {
  const hazard = statementsInSheetLanguage(info.hazard_statements, info.sds.language);
  const precautionary = statementsInSheetLanguage(info.precautionary_statements, info.sds.language);
  return { sections: sdsSections(sdsPdfInputOf(info, { hazard, precautionary })), hazard, precautionary };
}
