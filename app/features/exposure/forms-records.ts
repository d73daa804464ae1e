import type { SubmissionResult } from "@conform-to/react";

/**
 * The recording, correction and "made in error" forms' constants and replies (no zod here: the pages
 * render with these on a first visit; the rules in core/exposure/record-rules.ts load when a form is used).
 */

/** The measurement rows the forms show: plain inputs, rows left empty are ignored. */
export const MEASUREMENT_ROWS = 3;

export const RECORD_CREATE_PATH = "/exposures/create";

/** A record's page. */
export const recordPath = (uid: string): string => `/exposures/instances/${encodeURIComponent(uid)}`;

/** The fields of the recording form, in the page's order (the error summary follows it). */
export const RECORD_FIELDS = [
  "person_id",
  "started_at",
  "duration",
  "routes",
  "ppe",
  "measurements",
  "incident",
  "notes",
  "reason",
] as const;

/** What an action answers a refused form with: conform's result, under the form's intent. */
export interface RecordFormReply {
  intent: "create" | "correct" | "void";
  result: SubmissionResult<string[]>;
}
