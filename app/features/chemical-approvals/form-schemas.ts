import { z } from "zod";
import type { Translate } from "../../../core/translate";
import { evaluationSchema, productRequestSchema } from "../../../core/chemical-approvals/request-schemas";
import { evaluationMessages, requestMessages } from "./forms";

/**
 * The zod schemas of the chemical approval forms, with translated messages:
 * the same in the route actions and in the browser. Apart from ./forms.ts
 * (the forms' constants, shapes and helpers, without zod) because the pages
 * render those on a first visit, while the browser loads this module, and zod
 * with it, only when a form is first used (useLazyValidation in
 * app/ui/lazyValidation.ts). A component must not
 * import it statically.
 */

/** The request form's schema: productRequestSchema with translated messages. */
export function requestFormSchema(t: Translate, context: { hasAttachedSds: boolean }) {
  return productRequestSchema(requestMessages(t), context);
}

/** An evaluation or a conclusion (approve or reject, with a comment) with translated messages. */
export function evaluationFormSchema(t: Translate) {
  return evaluationSchema(evaluationMessages(t));
}

/** The schema of the location search's post: nothing is checked (the form is only shown again). */
export const unvalidatedSchema = () => z.object({}).loose();
