import { z } from "zod";
import { COUNTRIES } from "../../../core/countries";
import { LANGUAGES } from "../../../core/languages";
import {
  isEmailAddress,
  SDS_REQUEST_MAX_LANGUAGES,
  SDS_REQUEST_MAX_MARKETS,
  SUPPLIER_EMAIL_MAX,
} from "../../../core/sds-requests/rules";
import type { Translate } from "../../../core/translate";

/**
 * The asking form of /sdsrequests/new, built when asked for with the messages in the user's language: one
 * product (intent "one", with product_id) or every outdated product (intent "bulk", with an optional supplier
 * name). The API checks the same rules again.
 */
export function sdsRequestSchema(t: Translate) {
  const languageIds = Object.keys(LANGUAGES);
  const countryIds = Object.keys(COUNTRIES);
  const choice = (allowed: string[], max: number, key: string) =>
    z
      .array(z.string(), { error: t(key, { max }) })
      .min(1, { error: t(key, { max }) })
      .max(max, { error: t(key, { max }) })
      .refine((values) => values.every((value) => allowed.includes(value)), { error: t(key, { max }) })
      .transform((values) => [...new Set(values.map(Number))]);
  const common = {
    supplier_email: z
      .string({ error: t("sdsRequests.error.email") })
      .trim()
      .toLowerCase()
      .max(SUPPLIER_EMAIL_MAX, { error: t("sdsRequests.error.email") })
      .refine(isEmailAddress, { error: t("sdsRequests.error.email") }),
    languages: choice(languageIds, SDS_REQUEST_MAX_LANGUAGES, "sdsRequests.error.languages"),
    markets: choice(countryIds, SDS_REQUEST_MAX_MARKETS, "sdsRequests.error.markets"),
  };
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("one"),
      product_id: z
        .string({ error: t("sdsRequests.error.product") })
        .regex(/^[1-9]\d{0,9}$/, { error: t("sdsRequests.error.product") })
        .transform(Number),
      ...common,
    }),
    z.object({
      intent: z.literal("bulk"),
      supplier: z.string().trim().max(200).optional(),
      ...common,
    }),
  ]);
}
