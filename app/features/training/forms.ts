import { completionSchema, courseSchema } from "../../../core/training/schemas";
import type { Translate } from "../../../core/translate";

/**
 * The training forms' schemas in the user's language: the same rules as the API's (core/training/schemas),
 * for the route actions and, loaded on the form's first focus, the browser.
 */
export const courseFormSchema = (t: Translate) => courseSchema(t);
export const completionFormSchema = (t: Translate, today: string) => completionSchema(t, today);
