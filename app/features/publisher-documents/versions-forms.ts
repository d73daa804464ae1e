import { z } from "zod";
import { MAX_ID } from "../../../core/ids";
import { isLanguageId } from "../../../core/languages";
import { copySheetSchema } from "../../../core/publisher/document-schemas";
import { isMarketId } from "../../../core/publisher/rules";
import type { Translate } from "../../../core/translate";

/**
 * The forms of a sheet's versions page (conform + zod), with the user's language: a new version in the same
 * language and market or another, deleting a draft, copying a version as a new sheet. Every form names the
 * version it starts from (`from`); the action also checks that it is one of the page's sheet.
 */

const FORM_ID = /^[1-9][0-9]{0,9}$/;

/** A number from a form field (text), or the text itself so that the check below refuses it. */
const whole = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && FORM_ID.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, {
      error: message,
    }),
  );

const version = (t: Translate) => whole(t("publisher.versions.error.version"));

const language = (t: Translate) =>
  whole(t("publisher.sheet.error.language")).refine(isLanguageId, {
    error: t("publisher.sheet.error.language"),
  });
const market = (t: Translate) =>
  whole(t("publisher.sheet.error.market")).refine(isMarketId, { error: t("publisher.sheet.error.market") });

/**
 * A new version of `from`: the next one in its language and market (`same`), or in the language chosen (its
 * market kept), or for the market chosen (its language kept).
 */
export function newVersionFormSchema(t: Translate, kind: "same" | "language" | "market") {
  if (kind === "language") return z.object({ from: version(t), language: language(t) });
  if (kind === "market") return z.object({ from: version(t), market: market(t) });
  return z.object({ from: version(t) });
}

/** Deleting the draft `from`. */
export function deleteVersionFormSchema(t: Translate) {
  return z.object({ from: version(t) });
}

/** `from` copied as a new sheet under the product name given (the API's own rule for the name). */
export function copyVersionFormSchema(t: Translate) {
  return z.object({ from: version(t), product_name: copySheetSchema(t).shape.product_name });
}
