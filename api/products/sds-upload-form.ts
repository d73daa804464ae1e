import { isCasNumber } from "../../core/cas";
import { cleanName } from "../../core/text";
import { countryCode } from "../../core/countries";
import { parseId } from "../../core/ids";
import { isLanguageId } from "../../core/languages";
import { SIGNAL_WORDS, type SignalWord } from "../../core/products";
import { isStorageClassId } from "../../core/storage-classes";
import { splitStatementCodes, statementKind } from "../../core/ghs/statement-code";
import { formValues, type MultipartForm } from "../http/multipart";
import type { SdsUploadFields } from "./products";
import {
  ARTICLE_NO_MAX,
  PRODUCT_NAME_MAX,
  SDS_FILE_MEGABYTES,
  SDS_VERSION_MAX,
  SUPPLIER_MAX,
} from "./schemas";
import { isKnownStatement } from "./statements";
import { TOKEN_PATTERN } from "../uploads/pending";

/**
 * Reading the multipart form of POST /product/v1/sds (documented as
 * SdsUploadBody in ./schemas.ts): every field cleaned and checked, with the
 * messages the API answers by field name.
 */

export const FILE_MESSAGES = {
  missing: "The file is required.",
  empty: "The file is empty.",
  too_large: `The file is larger than ${SDS_FILE_MEGABYTES} MB.`,
  not_pdf: "The file is not a PDF.",
} as const;
export const WRONG_FORMAT = "Wrong format";
export const UNKNOWN_TOKEN = "Unknown or used upload token: upload the file again.";

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Reads and checks the form fields; the errors by field name. */
export function readSdsUploadForm(form: MultipartForm): {
  fields?: SdsUploadFields;
  file?: File;
  /** A staged sheet's token (instead of a file). */
  token?: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const values = (name: string) => formValues(form, name);
  const textOf = (name: string): string | undefined => {
    const list = values(name);
    if (list.length === 0) return undefined;
    const last = list[list.length - 1];
    if (typeof last !== "string") {
      fail(name, `${name} must be text.`);
      return undefined;
    }
    return cleanName(last);
  };
  const optional = (name: string, max: number, label: string): string | null => {
    const value = textOf(name);
    if (value === undefined || value === "") return null;
    if (value.length > max) fail(name, `${label} must be at most ${max} characters.`);
    return value;
  };
  // Normalised as the forms do ("h302 + h332" → "H302+H332"), so what is stored is the one form of each code.
  const codes = (name: string): string[] =>
    splitStatementCodes(
      values(name)
        .filter((value): value is string => typeof value === "string")
        .join(","),
    );

  // The file, or the token of a staged one.
  const fileValues = values("file");
  const file = fileValues.find((value): value is File => typeof value !== "string");
  const tokenText = textOf("sds_token");
  const token = tokenText === undefined || tokenText === "" ? undefined : tokenText;
  if (token !== undefined && !TOKEN_PATTERN.test(token)) fail("sds_token", UNKNOWN_TOKEN);
  if (!file && token === undefined) fail("file", FILE_MESSAGES.missing);
  if (file && token !== undefined) fail("sds_token", "Give either file or sds_token, not both.");

  // The product.
  let productId: number | null = null;
  const productText = textOf("product_id");
  if (productText !== undefined && productText !== "") {
    const id = parseId(productText);
    if (id === null) fail("product_id", "product_id must be a product id.");
    else productId = id;
  }
  const nameText = textOf("name") ?? "";
  const name = nameText === "" ? null : nameText;
  if (name === null && (productText === undefined || productText === ""))
    fail("name", "The name is required.");
  if (name !== null && name.length > PRODUCT_NAME_MAX) {
    fail("name", `The name must be at most ${PRODUCT_NAME_MAX} characters.`);
  }
  const supplierText = textOf("supplier");
  // Empty: the product's supplier for a newer version, none for a new product.
  const supplier = supplierText === undefined || supplierText === "" ? null : supplierText;
  if (supplier !== null && supplier.length > SUPPLIER_MAX) {
    fail("supplier", `The supplier must be at most ${SUPPLIER_MAX} characters.`);
  }
  const articleNo = optional("article_no", ARTICLE_NO_MAX, "The article number");

  // Language, market, version, date.
  const languageText = textOf("language") ?? "";
  const languageId = /^\d{1,2}$/.test(languageText) ? Number(languageText) : NaN;
  if (languageText === "") fail("language", "The language is required.");
  else if (!isLanguageId(languageId)) fail("language", "Unknown language.");
  const marketText = textOf("market") ?? "";
  const marketId = /^\d{1,3}$/.test(marketText) ? Number(marketText) : NaN;
  if (marketText === "") fail("market", "The market is required.");
  else if (countryCode(marketId) === undefined) fail("market", "Unknown market.");
  const version = textOf("version") ?? "";
  if (version === "") fail("version", "The version is required.");
  else if (version.length > SDS_VERSION_MAX)
    fail("version", `The version must be at most ${SDS_VERSION_MAX} characters.`);
  const dateIssue = textOf("date_issue") ?? "";
  if (dateIssue === "") fail("date_issue", "The issue date is required.");
  else if (!isIsoDate(dateIssue)) fail("date_issue", "The issue date must be a date (YYYY-MM-DD).");

  // Identifiers.
  const casNo = optional("cas_no", 20, "The CAS number");
  if (casNo !== null && !isCasNumber(casNo)) fail("cas_no", WRONG_FORMAT);
  let unNo = optional("un_no", 20, "The UN number");
  if (unNo !== null) {
    const digits = /^(?:UN\s*)?(\d{4})$/i.exec(unNo);
    if (digits) unNo = digits[1]!;
    else fail("un_no", WRONG_FORMAT);
  }

  // Classification.
  let signalWord: SignalWord | null = null;
  const signalText = textOf("signal_word") ?? "";
  if (signalText !== "") {
    const word = SIGNAL_WORDS.find((candidate) => candidate.toLowerCase() === signalText.toLowerCase());
    if (word) signalWord = word;
    else fail("signal_word", "The signal word must be Danger or Warning.");
  }
  const pictograms = [...new Set(codes("pictograms").map((code) => code.toUpperCase()))];
  for (const code of pictograms) {
    if (!/^GHS0[1-9]$/.test(code)) fail("pictograms", `Unknown pictogram: ${code.slice(0, 20)}.`);
  }
  const statementList = (name: string, kind: "hazard" | "precautionary") => {
    const list = codes(name);
    for (const code of list) {
      const shown = code.slice(0, 40);
      const rightKind = statementKind(code) === kind;
      if (!rightKind || !isKnownStatement(code)) {
        fail(name, `Unknown ${kind} statement: ${shown}.`);
      }
    }
    return list;
  };
  const hazardStatements = statementList("hazard_statements", "hazard");
  const precautionaryStatements = statementList("precautionary_statements", "precautionary");
  const storageText = textOf("storage_class") ?? "";
  const storageClass = storageText === "" ? null : storageText;
  if (storageClass !== null && !isStorageClassId(storageClass))
    fail("storage_class", "Unknown storage class.");

  if (Object.keys(errors).length > 0) return { errors, file, token };
  return {
    errors,
    file,
    token,
    fields: {
      productId,
      name,
      supplier,
      articleNo,
      languageId,
      marketId,
      version,
      dateIssue,
      casNo,
      unNo,
      signalWord,
      pictograms,
      hazardStatements,
      precautionaryStatements,
      storageClass,
    },
  };
}
