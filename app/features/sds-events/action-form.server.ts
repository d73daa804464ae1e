import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { Action, ActionInput } from "../../../api/sds-events/schemas";
import type { Translate } from "../../../core/translate";
import { apiStatus, isInputFailure } from "../../lib/api-failure.server";
import { actionFormSchema } from "./forms";

export type ActionFormErrors = Record<string, string[] | undefined>;

export interface ActionFormValues {
  title: string;
  description: string;
  assignee_id: string;
  due_date: string;
  location_id: string;
  product_id: string;
}

const FIELDS = ["title", "description", "assignee_id", "due_date", "location_id", "product_id"] as const;

/** The form's values as posted, to show them again after a refusal. */
export function postedValues(form: FormData): ActionFormValues {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  return values as unknown as ActionFormValues;
}

/** The form's values of a saved action. */
export function valuesOf(action: Action | null, defaults: Partial<ActionFormValues> = {}): ActionFormValues {
  return {
    title: action?.title ?? "",
    description: action?.description ?? "",
    assignee_id: action?.assignee_id ? String(action.assignee_id) : "",
    due_date: action?.due_date ?? "",
    location_id: action?.location_id ? String(action.location_id) : (defaults.location_id ?? ""),
    product_id: action?.product_id ? String(action.product_id) : (defaults.product_id ?? ""),
  };
}

/**
 * Validates the posted form and saves it with `save`; a refusal (the form's rules, or the API's: an
 * assignee who is not an active user, a location or product that is not the user's) comes back as form
 * errors with 400 and the values as posted.
 */
export async function submitActionForm(
  form: FormData,
  t: Translate,
  save: (input: ActionInput) => Promise<Action>,
) {
  const values = postedValues(form);
  const submission = parseWithZod(form, { schema: actionFormSchema(t) });
  if (submission.status !== "success") {
    return {
      ok: false as const,
      reply: data({ errors: (submission.error ?? {}) as ActionFormErrors, values }, 400),
    };
  }
  const value = submission.value;
  try {
    const saved = await save({
      title: value.title,
      description: value.description ?? "",
      assignee_id: value.assignee_id ?? null,
      due_date: value.due_date ?? null,
      location_id: value.location_id ?? null,
      product_id: value.product_id ?? null,
    });
    return { ok: true as const, action: saved };
  } catch (error) {
    if (isInputFailure(error)) {
      return {
        ok: false as const,
        reply: data(
          { errors: { assignee_id: [t("actions.error.assignee")] } as ActionFormErrors, values },
          400,
        ),
      };
    }
    if (apiStatus(error) === 404) {
      return {
        ok: false as const,
        reply: data({ errors: { "": [t("actions.error.reference")] } as ActionFormErrors, values }, 400),
      };
    }
    throw error;
  }
}
