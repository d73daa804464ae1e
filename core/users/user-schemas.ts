import { z } from "zod";
import { parseId } from "../ids";
import { PERMISSION_FLAGS, type PermissionFlag } from "../permissions";
import { PRODUCT_COLUMNS } from "../profile";
import { cleanName } from "../text";
import type { Translate } from "../translate";
import { EMAIL_PATTERN, USER_EMAIL_MAX, USER_NAME_MAX, USER_TOPNODES_MAX, cleanEmail } from "./user-rules";

/**
 * The user form of /users/new and /users/{id} (conform + zod): the same schema in the browser and in the
 * route action, with messages in the user's language. Checkboxes post "on" (conform makes them booleans)
 * or, for lists, their values.
 */
export function userFormSchema(t: Translate) {
  const invalid = t("users.error.invalidChoice");
  return z.object({
    name: z
      .string({ error: t("users.error.nameRequired") })
      .overwrite(cleanName)
      .min(1, { error: t("users.error.nameRequired") })
      .max(USER_NAME_MAX, { error: t("users.error.nameTooLong", { max: USER_NAME_MAX }) }),
    email: z
      .string({ error: t("users.error.emailRequired") })
      .overwrite(cleanEmail)
      .min(1, { error: t("users.error.emailRequired") })
      .max(USER_EMAIL_MAX, { error: t("users.error.emailTooLong", { max: USER_EMAIL_MAX }) })
      .regex(EMAIL_PATTERN, { error: t("users.error.emailInvalid") }),
    language: z.coerce
      .number({ error: t("users.error.languageInvalid") })
      .int({ error: t("users.error.languageInvalid") })
      .min(1, { error: t("users.error.languageInvalid") })
      .max(10, { error: t("users.error.languageInvalid") }),
    permissions: z.array(z.enum(PERMISSION_FLAGS, { error: invalid })).default([]),
    is_guest_user: z.boolean().default(false),
    is_personal: z.boolean().default(false),
    is_validated: z.boolean().default(false),
    default_columns: z.array(z.enum(PRODUCT_COLUMNS, { error: invalid })).default([]),
    topnodes: z
      .array(z.string().refine((value) => parseId(value) !== null, { error: invalid }))
      .max(USER_TOPNODES_MAX, { error: t("users.error.tooManyTopnodes", { max: USER_TOPNODES_MAX }) })
      .default([]),
  });
}

export type UserFormValue = z.output<ReturnType<typeof userFormSchema>>;

/** The API body of a valid form: every flag present, the ids each once. */
export function userInputOf(value: UserFormValue) {
  const granted = new Set<PermissionFlag>(value.permissions);
  return {
    name: value.name,
    email: value.email,
    language: value.language,
    permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.has(flag)])) as Record<
      PermissionFlag,
      boolean
    >,
    is_guest_user: value.is_guest_user,
    is_personal: value.is_personal,
    is_validated: value.is_validated,
    default_columns: PRODUCT_COLUMNS.filter((column) => value.default_columns.includes(column)),
    topnodes: [...new Set(value.topnodes.map(Number))],
  };
}
