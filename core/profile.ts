import { z } from "zod";

/** Columns a user may choose as their default product-list columns (used by the products module). */
export const PRODUCT_COLUMNS = [
  "name",
  "supplier",
  "article_no",
  "cas_no",
  "un_no",
  "signal_word",
  "pictograms",
  "language",
  "market",
  "version",
  "date_issue",
  "location",
  "amount",
] as const;

// Messages are i18n keys; the form translates them when it shows them.
const languageId = z.coerce
  .number({ error: "myPage.validation.invalid" })
  .int({ error: "myPage.validation.invalid" })
  .min(1, { error: "myPage.validation.invalid" })
  .max(10, { error: "myPage.validation.invalid" });

/** The language switch in the user menu and on My page. */
export const LanguageFormSchema = z.object({
  language: languageId,
  redirectTo: z.string().optional(),
});

/** My page, profile tab. */
export const ProfileFormSchema = z.object({
  name: z
    .string({ error: "myPage.validation.required" })
    .trim()
    .min(1, { error: "myPage.validation.required" })
    .max(200, { error: "myPage.validation.tooLong" }),
  language: languageId,
  default_columns: z.array(z.enum(PRODUCT_COLUMNS, { error: "myPage.validation.invalid" })).default([]),
});
