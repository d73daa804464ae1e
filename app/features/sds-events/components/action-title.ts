import type { Action } from "../../../../api/sds-events/schemas";
import type { Translate } from "../../../../core/translate";

/**
 * An action's title in the reader's language: an action an event made is named by what it asks (decide on
 * a supplier's answer, review a list hit) and its product; one made by hand by the title its author gave.
 */
export function actionTitle(
  action: Pick<Action, "origin" | "title" | "product_name"> &
    Partial<Pick<Action, "description" | "impact_kind">>,
  t: Translate,
): string {
  if (action.origin === "supplier_answer")
    return t("actions.origin.supplierAnswer", { product: action.product_name ?? "" });
  if (action.origin === "list_hit")
    return t("actions.origin.listHit", { product: action.product_name ?? "" });
  // A new sheet version's action: what it touches (its name is kept in the description) and the product.
  if (action.origin === "change_impact" && action.impact_kind)
    return t(`actions.impact.title.${action.impact_kind}`, {
      item: action.description ?? "",
      product: action.product_name ?? "",
    });
  return action.title;
}
