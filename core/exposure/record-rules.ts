import { z } from "zod";
import { PPE_CHOICES } from "../smartforms/answers";
import { parseId } from "../ids";
import { cleanLine, cleanMultiline } from "../text";
import type { Translate } from "../translate";
import { parseDuration } from "./duration";
import { EXPOSURE_LIMITS, EXPOSURE_ROUTES } from "./kinds";

/**
 * The rules of an exposure record (one occasion of exposure): when it began, how long it lasted, the
 * measured values and the texts, shared by the API (English messages) and the recording, correction and
 * "made in error" forms (translated messages, the same schema in the browser and in the route action).
 */

/** How far in the future an occasion may start: a clock a little ahead is not a mistake worth refusing. */
export const FUTURE_SLACK_MINUTES = 5;

/** "2026-03-04T07:30" (taken as UTC) or a full ISO 8601 time with its offset ("…Z", "…+01:00"). */
const STARTED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** When an occasion began, or null when the text is not a date and time. */
export function parseStartedAt(text: string): Date | null {
  const trimmed = text.trim();
  if (!STARTED_AT.test(trimmed)) return null;
  const withZone = /(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const date = new Date(withZone);
  if (Number.isNaN(date.getTime())) return null;
  // 2026-02-30 rolls over in Date: a day that does not exist is not a date.
  if (date.toISOString().slice(0, 10) !== trimmed.slice(0, 10) && !/[+-]\d{2}:\d{2}$/.test(trimmed)) {
    return null;
  }
  return date;
}

/** A time as the form's datetime-local input holds it (UTC, minutes). */
export const startedAtInput = (iso: string): string => new Date(iso).toISOString().slice(0, 16);

/** What the rules say when they refuse: given by the caller, in the spec's English or the user's language. */
export interface RecordMessages {
  required: string;
  invalidChoice: string;
  startedAt: string;
  future: string;
  duration: string;
  durationRange: string;
  measurementValue: string;
  tooLong: (max: number) => string;
  tooMany: (max: number) => string;
}

export const ENGLISH_RECORD_MESSAGES: RecordMessages = {
  required: "Field is required",
  invalidChoice: "Choose one of the options.",
  startedAt: "Enter the date and time the exposure began.",
  future: "The exposure can't begin in the future.",
  duration: "Enter the duration as hh:mm, for example 01:30.",
  durationRange: "A duration is at least 00:01 and at most 24:00.",
  measurementValue: "Enter a number of zero or more.",
  tooLong: (max) => `At most ${max} characters.`,
  tooMany: (max) => `At most ${max} items.`,
};

/** The messages of the forms, in the user's language. */
export function recordMessages(t: Translate): RecordMessages {
  return {
    required: t("exposureRecords.error.required"),
    invalidChoice: t("exposureRecords.error.invalidChoice"),
    startedAt: t("exposureRecords.error.startedAt"),
    future: t("exposureRecords.error.future"),
    duration: t("exposure.error.duration"),
    durationRange: t("exposure.error.durationRange"),
    measurementValue: t("exposureRecords.error.measurementValue"),
    tooLong: (max) => t("exposureRecords.error.tooLong", { max }),
    tooMany: (max) => t("exposureRecords.error.tooMany", { max }),
  };
}

/** The start of an occasion: a date and time, not later than a few minutes from `now`. */
export function startedAtRule(m: RecordMessages, now: () => Date = () => new Date()) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .refine((text) => parseStartedAt(text) !== null, { error: m.startedAt, abort: true })
    .refine((text) => parseStartedAt(text)!.getTime() <= now().getTime() + FUTURE_SLACK_MINUTES * 60_000, {
      error: m.future,
    });
}

/** A duration "hh:mm" from 00:01 to 24:00. */
export function durationRule(m: RecordMessages) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .refine((text) => parseDuration(text) !== null, { error: m.duration, abort: true })
    .refine(
      (text) => {
        const minutes = parseDuration(text)!;
        return minutes >= 1 && minutes <= EXPOSURE_LIMITS.maxMinutes;
      },
      { error: m.durationRange },
    );
}

const line = (m: RecordMessages, max: number) =>
  z
    .string()
    .overwrite(cleanLine)
    .max(max, { error: m.tooLong(max) });

/** A text of several lines (incident, notes), empty allowed. */
export const textRule = (m: RecordMessages) =>
  z
    .string()
    .overwrite(cleanMultiline)
    .max(EXPOSURE_LIMITS.text, { error: m.tooLong(EXPOSURE_LIMITS.text) });

/** A correction's or a void's reason: required. */
export const reasonRule = (m: RecordMessages) =>
  z
    .string({ error: m.required })
    .overwrite(cleanMultiline)
    .min(1, { error: m.required })
    .max(EXPOSURE_LIMITS.reason, { error: m.tooLong(EXPOSURE_LIMITS.reason) });

/** One measured value as the API takes it: agent, value ≥ 0, unit required; method may be empty. */
export function measurementRule(m: RecordMessages) {
  const max = EXPOSURE_LIMITS.measurementText;
  return z.object({
    agent: line(m, max).min(1, { error: m.required }),
    value: z.number({ error: m.measurementValue }).finite({ error: m.measurementValue }).min(0, {
      error: m.measurementValue,
    }),
    unit: line(m, max).min(1, { error: m.required }),
    method: line(m, max).default(""),
  });
}

export const measurementsRule = (m: RecordMessages) =>
  z
    .array(measurementRule(m))
    .max(EXPOSURE_LIMITS.measurementsPerRecord, { error: m.tooMany(EXPOSURE_LIMITS.measurementsPerRecord) });

/* ------------------------------------------------------------------ the forms */

const idText = (m: RecordMessages) =>
  z.string({ error: m.required }).refine((value) => parseId(value) !== null, { error: m.invalidChoice });

/** A measurement row of a form: all empty (ignored), or agent, a number ≥ 0 and unit. */
function measurementRow(m: RecordMessages) {
  const max = EXPOSURE_LIMITS.measurementText;
  const text = z
    .string()
    .overwrite(cleanLine)
    .max(max, { error: m.tooLong(max) })
    .default("");
  return z.object({ agent: text, value: text, unit: text, method: text }).superRefine((row, ctx) => {
    if (!row.agent && !row.value && !row.unit && !row.method) return;
    if (!row.agent) ctx.addIssue({ code: "custom", path: ["agent"], message: m.required });
    const value = Number(row.value.replace(",", "."));
    if (!row.value || !Number.isFinite(value) || value < 0) {
      ctx.addIssue({ code: "custom", path: ["value"], message: m.measurementValue });
    }
    if (!row.unit) ctx.addIssue({ code: "custom", path: ["unit"], message: m.required });
  });
}

/** What a record's form holds besides the person, place and product: shared by recording and correcting. */
function occasionFields(m: RecordMessages, now?: () => Date) {
  return {
    started_at: startedAtRule(m, now),
    duration: durationRule(m),
    routes: z.array(z.enum(EXPOSURE_ROUTES, { error: m.invalidChoice })).default([]),
    ppe: z.array(z.enum(PPE_CHOICES, { error: m.invalidChoice })).default([]),
    // A row left wholly empty may arrive as nothing at all.
    measurements: z
      .array(measurementRow(m).optional())
      .max(EXPOSURE_LIMITS.measurementsPerRecord)
      .default([]),
    incident: textRule(m).default(""),
    notes: textRule(m).default(""),
  };
}

/**
 * The recording form: the person (a keeper chooses; a person recording for themself posts none), the
 * place and product it was opened for (hidden ids), and the occasion.
 */
export function recordFormSchema(t: Translate, now?: () => Date) {
  const m = recordMessages(t);
  return z.object({
    person_id: idText(m).optional(),
    plan: z.string().max(100).optional(),
    location_id: idText(m),
    product_id: idText(m),
    sds_id: idText(m).optional(),
    ...occasionFields(m, now),
  });
}

/** The correction form: the person (keepers only see this form), the occasion, the revision read, the reason. */
export function correctionFormSchema(t: Translate, now?: () => Date) {
  const m = recordMessages(t);
  return z.object({
    person_id: idText(m),
    revision: idText(m),
    ...occasionFields(m, now),
    reason: reasonRule(m),
  });
}

/** The "made in error" form: the revision read and the reason. */
export function voidFormSchema(t: Translate) {
  const m = recordMessages(t);
  return z.object({ revision: idText(m), reason: reasonRule(m) });
}

export type RecordFormValue = z.output<ReturnType<typeof recordFormSchema>>;
export type CorrectionFormValue = z.output<ReturnType<typeof correctionFormSchema>>;

type OccasionFormValue = Pick<
  RecordFormValue,
  "started_at" | "duration" | "routes" | "ppe" | "measurements" | "incident" | "notes"
>;

/** The API body's occasion fields of a valid form: the time with its zone, measured values as numbers. */
export function occasionInputOf(value: OccasionFormValue) {
  return {
    started_at: parseStartedAt(value.started_at)!.toISOString(),
    duration: value.duration,
    routes: [...new Set(value.routes)],
    ppe: [...new Set(value.ppe)],
    measurements: value.measurements
      .filter((row) => row !== undefined)
      .filter((row) => row.agent || row.value || row.unit || row.method)
      .map((row) => ({
        agent: row.agent,
        value: Number(row.value.replace(",", ".")),
        unit: row.unit,
        method: row.method,
      })),
    incident: value.incident,
    notes: value.notes,
  };
}
