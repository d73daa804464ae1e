import type { ProductAction } from "../../../core/products";

/**
 * What the product actions' page (/product/{actionType}) renders with, apart
 * from ./forms.ts: that module holds the schemas, and the browser loads it
 * (with zod) only when a form is first used (app/ui/lazyValidation.ts).
 */

/** Actions that choose a target location. */
export const ACTIONS_WITH_TARGET: readonly ProductAction[] = ["add", "copy", "move"];

/** The value of "Use the class from the SDS" in the categorise form. */
export const FROM_SDS = "sds";
