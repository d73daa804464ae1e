import type { DocumentProduct } from "../../../api/smartforms/schemas";
import { controlInputOf, proposeControl } from "../../../core/control-banding/method";
import type { ControlBandingValue } from "../../../core/control-banding/value";
import type { TemplateStructure } from "../../../core/smartforms/template";
import type { BandingView } from "./components/ControlBandingField";

/**
 * What the control-banding method proposes for each control-banding field of a form, worked out on the
 * server so that the method's tables (hazard groups, release levels, the approach table: about 7 KB gzip)
 * are not part of any page's JavaScript. The page shows the proposal of the answers as saved or as posted
 * (it is never recomputed as someone types, with or without JavaScript), so the loader passes the saved
 * answers' views and an action that shows a refused form again passes the posted answers' views.
 */
export function bandingViews(
  structure: Pick<TemplateStructure, "tabs">,
  values: Record<string, unknown>,
  products: DocumentProduct[],
): Record<string, BandingView> {
  const views: Record<string, BandingView> = {};
  for (const tab of structure.tabs) {
    for (const field of tab.fields) {
      if (field.type !== "control_banding") continue;
      const raw = values[field.key];
      const value = raw && typeof raw === "object" ? (raw as ControlBandingValue) : undefined;
      // With one product named in the document, it is the one the assessor means until told otherwise.
      const productId = value?.product_id ?? (products.length === 1 ? products[0]!.id : null);
      const product = products.find((candidate) => candidate.id === productId) ?? null;
      const input = controlInputOf(value, product);
      // A record shows the product it names, never a guess.
      const recorded = products.find((candidate) => candidate.id === value?.product_id) ?? null;
      views[field.key] = {
        proposal: proposeControl(input),
        input: { form: input.form, dustiness: input.dustiness, boilingPointC: input.boilingPointC },
        recorded: proposeControl(controlInputOf(value, recorded)),
      };
    }
  }
  return views;
}
