/*
 * Which actions the request page offers, apart from their forms (components/RequestActions.tsx), so that the
 * page can ask without loading the forms' code: they hydrate after the page (app/ui/hydrateLater.tsx).
 */

/** The forms the signed-in user may act on, from the request's allowed operations. */
export interface RequestForms {
  /** The request form's URL when the request may still be changed. */
  edit: string | null;
  startEvaluation: boolean;
  /** The user's own evaluation, with the decision and comment given so far. */
  evaluate: { evaluationId: number; isApproved: boolean | null; comment: string } | null;
  complete: boolean;
  conclude: boolean;
  reset: boolean;
  archive: boolean;
  unarchive: boolean;
  delete: boolean;
}

/** Whether the signed-in user may act on the request at all. */
export function hasActions(forms: RequestForms): boolean {
  return (
    forms.edit !== null ||
    forms.startEvaluation ||
    forms.evaluate !== null ||
    forms.complete ||
    forms.conclude ||
    forms.reset ||
    forms.archive ||
    forms.unarchive ||
    forms.delete
  );
}
