import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { UserAdmin } from "../../../api/users/schemas";
import { LANGUAGES } from "../../../core/languages";
import { PRODUCT_COLUMNS } from "../../../core/profile";
import type { ToastInput } from "../../../core/toast";
import type { Translate } from "../../../core/translate";
import { TOPNODE_QUERY, USER_FORM_FIELDS, USER_INTENTS } from "../../../core/users/user-rules";
import { userFormSchema, userInputOf } from "../../../core/users/user-schemas";
import type { ApiClient } from "../../lib/api-client.server";
import {
  apiErrorCode,
  failureErrors,
  failureToast,
  isInputFailure,
  isToastFailure,
} from "../../lib/api-failure.server";
import { loadLocationPicker } from "../locations/picker.server";
import { saveUser } from "./api.server";
import type { UserFormChoices, UserFormDefaults, UserFormReply } from "./forms";

/**
 * The user form of /users/new and /users/{id}: what it offers and saving it. Find (intent find-locations)
 * saves nothing and checks nothing: the form comes back as entered with the matching locations.
 */

const ADMIN_RULE_CODES = new Set(["self_admin", "self_deactivate", "last_admin", "user_deactivated"]);

/** The toast of a refused users change: the rule in the user's language, else the general policy. */
export function userFailureToast(error: unknown, t: Translate): ToastInput {
  const code = apiErrorCode(error);
  if (code && ADMIN_RULE_CODES.has(code)) return { type: "error", text: t(`users.error.${code}`) };
  return failureToast(error, t);
}

export function userDefaults(user?: UserAdmin): UserFormDefaults {
  if (!user) {
    return {
      name: "",
      email: "",
      language: "4",
      permissions: [],
      is_guest_user: false,
      is_personal: true,
      is_validated: true,
      default_columns: [],
      topnodes: [],
    };
  }
  return {
    name: user.name,
    email: user.email,
    language: String(user.language),
    permissions: Object.entries(user.permissions)
      .filter(([, granted]) => granted)
      .map(([flag]) => flag),
    is_guest_user: user.is_guest_user,
    is_personal: user.is_personal,
    is_validated: user.is_validated,
    default_columns: user.default_columns,
    topnodes: user.topnodes.map(String),
  };
}

/** The form's choices; the picker holds the user's top locations (never the company's whole tree). */
export async function loadUserFormChoices(
  api: Pick<ApiClient, "get">,
  topnodes: readonly unknown[],
): Promise<UserFormChoices> {
  return {
    languages: Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id, name, locale })),
    columns: PRODUCT_COLUMNS,
    picker: await loadLocationPicker(api, { ids: topnodes }),
  };
}

export type UserSaveOutcome =
  { ok: true; user: UserAdmin } | { ok: false; reply: UserFormReply } | { ok: false; toast: ToastInput };

/** The API's English messages for what only the server can know, in the user's language. */
function translatedFieldErrors(errors: Record<string, string[]>, t: Translate): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split(".")[0] ?? "";
    const shown =
      field === "email" && messages.some((m) => m.includes("already exists"))
        ? [t("users.error.emailTaken")]
        : field === "topnodes"
          ? [t("users.error.topnodes")]
          : messages;
    out[field] = [...(out[field] ?? []), ...shown];
  }
  return out;
}

/** Validates the form (the same schema as the browser) and saves it: a new user, or user `id`. */
export async function submitUserForm(
  formData: FormData,
  api: Pick<ApiClient, "get" | "post" | "put">,
  t: Translate,
  id?: number,
): Promise<UserSaveOutcome> {
  const searching = formData.getAll("intent").includes(USER_INTENTS.findLocations);
  const picker = () =>
    loadLocationPicker(api, {
      ids: formData.getAll("topnodes"),
      q: searching ? formData.get(TOPNODE_QUERY) : "",
    });
  if (searching) {
    const shown = parseWithZod(formData, { schema: z.object({}).loose() });
    return { ok: false, reply: { result: shown.reply(), picker: await picker() } };
  }
  const submission = parseWithZod(formData, { schema: userFormSchema(t) });
  if (submission.status !== "success") {
    return { ok: false, reply: { result: submission.reply(), picker: await picker() } };
  }
  try {
    return { ok: true, user: await saveUser(api, userInputOf(submission.value), id) };
  } catch (error) {
    if (isInputFailure(error)) {
      const { fieldErrors, formErrors } = failureErrors(error, t, USER_FORM_FIELDS);
      return {
        ok: false,
        reply: {
          result: submission.reply({ fieldErrors: translatedFieldErrors(fieldErrors, t), formErrors }),
          picker: await picker(),
        },
      };
    }
    if (isToastFailure(error)) return { ok: false, toast: userFailureToast(error, t) };
    throw error;
  }
}
