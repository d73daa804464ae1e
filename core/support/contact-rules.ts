import { z } from "zod";
import { cleanLine } from "../text";
import type { Translate } from "../translate";
import { CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, CONTACT_ROLE_MAX } from "./limits";

/**
 * A support contact (name, role, e-mail, phone): the form of the support tab (conform + zod, the same
 * schema in the browser and in the route action, with translated messages). The API checks the same
 * limits with its own English messages (api/support/schemas.ts).
 */

/** Lone UTF-16 surrogates: text that is not valid Unicode (the database refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A one-line field or search text: invalid Unicode removed, control characters and runs of spaces one space. */
export function cleanField(value: string): string {
  return cleanLine(value.replace(LONE_SURROGATE, ""));
}

/** An e-mail address as people type it: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: digits, spaces and + ( ) - . / only, with at least three digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){3})[0-9+()\-./ ]+$/;

/** An optional one-line field: cleaned, "" when left empty (conform posts nothing for an empty input). */
const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => cleanField(value ?? ""))
    .refine((value) => value.length <= max, { error: tooLong });

export function contactFormSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("support.contacts.error.nameRequired") })
      .overwrite(cleanField)
      .min(1, { error: t("support.contacts.error.nameRequired") })
      .max(CONTACT_NAME_MAX, { error: t("support.contacts.error.tooLong", { max: CONTACT_NAME_MAX }) }),
    role: optionalLine(CONTACT_ROLE_MAX, t("support.contacts.error.tooLong", { max: CONTACT_ROLE_MAX })),
    email: optionalLine(
      CONTACT_EMAIL_MAX,
      t("support.contacts.error.tooLong", { max: CONTACT_EMAIL_MAX }),
    ).refine((value) => value === "" || EMAIL_PATTERN.test(value), {
      error: t("support.contacts.error.email"),
    }),
    phone: optionalLine(
      CONTACT_PHONE_MAX,
      t("support.contacts.error.tooLong", { max: CONTACT_PHONE_MAX }),
    ).refine((value) => value === "" || PHONE_PATTERN.test(value), {
      error: t("support.contacts.error.phone"),
    }),
  });
}

export type ContactFormValue = z.output<ReturnType<typeof contactFormSchema>>;
