import { formatDuration } from "../../../core/exposure/duration";
import { planInputSchema, planUpdateSchema, type PlanInput } from "../../../core/exposure/plan-rules";
import type { Translate } from "../../../core/translate";

/**
 * The plan form's schemas with the user's language (the same rules as the API's, core/exposure/plan-rules),
 * for the route actions and, loaded on the form's first focus, the browser; and the API body of a valid form.
 */

export const newPlanSchema = (t: Translate) => planInputSchema(t);
export const editPlanSchema = (t: Translate) => planUpdateSchema(t);

/** The API body of a valid form: the duration back to hh:mm, the sheet the caller keeps (or the current). */
export function planBodyOf(value: PlanInput, sdsId: number | null) {
  return {
    title: value.title,
    work_description: value.work_description,
    location_id: value.location_id,
    product_id: value.product_id,
    sds_id: sdsId,
    people: value.people,
    starts_on: value.starts_on,
    ends_on: value.ends_on,
    expected_duration: formatDuration(value.expected_duration),
    frequency: value.frequency,
    routes: value.routes,
    ppe: value.ppe,
    measures: value.measures,
    source_document_id: value.source_document_id,
  };
}
