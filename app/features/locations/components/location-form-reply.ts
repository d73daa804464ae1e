import type { SubmissionResult } from "@conform-to/react";
import type { LocationPickerState } from "~/ui/LocationPicker";

/*
 * The location pages' replies, apart from the forms (./LocationForms.tsx) so that a page can pick its form's
 * reply without loading the forms' code: they hydrate after the page (app/ui/hydrateLater.tsx).
 */

/** What the location pages' actions answer when a form must be shown again: its intent and conform's reply. */
export interface LocationFormReply {
  intent: string;
  result: SubmissionResult<string[]>;
  /** A refused move: the move picker with the location that was posted. */
  picker?: LocationPickerState;
}

/** The reply for the form with this intent, if the last submission was that form's. */
export function replyFor(
  reply: LocationFormReply | undefined | null,
  ...intents: string[]
): SubmissionResult<string[]> | undefined {
  return reply && intents.includes(reply.intent) ? reply.result : undefined;
}
