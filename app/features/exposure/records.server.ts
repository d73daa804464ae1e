import { parseWithZod } from "@conform-to/zod/v4";
import {
  correctionFormSchema,
  occasionInputOf,
  recordFormSchema,
  startedAtInput,
  voidFormSchema,
} from "../../../core/exposure/record-rules";
import type { ExposureRecordWire } from "../../../api/exposure/schemas";
import type { User } from "../../../api/users/schemas";
import type { Translate } from "../../../core/translate";
import { formatDateTime } from "../../../core/format";
import { PPE_CHOICES } from "../../../core/smartforms/answers";
import type { ApiClient } from "../../lib/api-client.server";
import { replyToFailure } from "../../lib/api-failure.server";
import { blocked } from "../../lib/guards.server";
import { redirectWithToast } from "../../lib/toast.server";
import { correctExposureRecord, createExposureRecord, voidExposureRecord } from "./api.server";
import type { HistoryRow } from "./components/RecordView";
import type { OccasionDefaults } from "./components/RecordForm";
import { RECORD_FIELDS, recordPath, type RecordFormReply } from "./forms-records";

/**
 * The record pages' server side: who may open them, and the recording, correction and "made in error"
 * forms' actions (the same rules as the browser, core/exposure/record-rules.ts).
 */

/** The PPE the forms offer, sent with the page's data (the list's module would weigh on the first visit). */
export const PPE_OFFERED: readonly string[] = PPE_CHOICES;

/** Keepers of the register and the people it applies to record occasions; anyone else goes to /main. */
export async function requireRecorder(request: Request, user: User): Promise<void> {
  if (!user.permissions.exposure_admin && !user.exposure) await blocked(request, "exposure.error.notAllowed");
}

/** Keepers, readers and the people the register applies to read records; anyone else goes to /main. */
export async function requireRecordReader(request: Request, user: User): Promise<void> {
  if (!user.permissions.exposure_admin && !user.permissions.exposure_reader && !user.exposure) {
    await blocked(request, "exposure.error.notAllowed");
  }
}

type Poster = Pick<ApiClient, "post">;

/** Records the posted occasion: a redirect to the new record with a toast, or the form's reply. */
export async function submitCreate(
  request: Request,
  formData: FormData,
  api: Poster,
  user: User,
  t: Translate,
): Promise<RecordFormReply> {
  const submission = parseWithZod(formData, { schema: recordFormSchema(t) });
  if (submission.status !== "success") return { intent: "create", result: submission.reply() };
  const value = submission.value;
  let record: ExposureRecordWire;
  try {
    record = await createExposureRecord(api, {
      ...(user.permissions.exposure_admin && value.person_id ? { person_id: Number(value.person_id) } : {}),
      ...(value.plan ? { plan_uid: value.plan } : {}),
      location_id: Number(value.location_id),
      product_id: Number(value.product_id),
      ...(value.sds_id ? { sds_id: Number(value.sds_id) } : {}),
      ...occasionInputOf(value),
    });
  } catch (error) {
    const url = new URL(request.url);
    const result = await replyToFailure(error, {
      submission,
      back: url.pathname + url.search,
      t,
      formFields: RECORD_FIELDS,
    });
    return { intent: "create", result };
  }
  throw await redirectWithToast(recordPath(record.uid), {
    type: "success",
    text: t("exposureRecords.toast.created"),
  });
}

/** A correction or a void posted on the record's page (keepers). */
export async function submitChange(
  formData: FormData,
  api: Poster,
  uid: string,
  t: Translate,
): Promise<RecordFormReply> {
  const back = recordPath(uid);
  if (formData.get("intent") === "void") {
    const submission = parseWithZod(formData, { schema: voidFormSchema(t) });
    if (submission.status !== "success") return { intent: "void", result: submission.reply() };
    try {
      await voidExposureRecord(api, uid, {
        revision: Number(submission.value.revision),
        reason: submission.value.reason,
      });
    } catch (error) {
      return {
        intent: "void",
        result: await replyToFailure(error, { submission, back, t, formFields: ["reason"] }),
      };
    }
    throw await redirectWithToast(back, { type: "success", text: t("exposureRecords.toast.voided") });
  }
  const submission = parseWithZod(formData, { schema: correctionFormSchema(t) });
  if (submission.status !== "success") return { intent: "correct", result: submission.reply() };
  const value = submission.value;
  try {
    await correctExposureRecord(api, uid, {
      revision: Number(value.revision),
      reason: value.reason,
      person_id: Number(value.person_id),
      ...occasionInputOf(value),
    });
  } catch (error) {
    return {
      intent: "correct",
      result: await replyToFailure(error, { submission, back, t, formFields: RECORD_FIELDS }),
    };
  }
  throw await redirectWithToast(back, { type: "success", text: t("exposureRecords.toast.corrected") });
}

/** The correction form's values: the record as it is now. */
export function correctionDefaults(record: ExposureRecordWire): OccasionDefaults {
  return {
    person_id: String(record.person.id),
    started_at: startedAtInput(record.started_at),
    duration: record.duration,
    routes: record.routes,
    ppe: record.ppe,
    measurements: record.measurements.map((m) => ({ ...m, value: String(m.value) })),
    incident: record.incident,
    notes: record.notes,
  };
}

/** A value of the history as text. */
function shown(key: string, value: unknown, t: Translate, locale: string): string {
  if (value === null || value === undefined || value === "") return t("exposureRecords.record.none");
  if (key === "started_at" && typeof value === "string") return formatDateTime(value, locale);
  if (key === "routes" && Array.isArray(value)) {
    return value.length
      ? value.map((route) => t(`exposure.route.${String(route)}`)).join(", ")
      : t("exposureRecords.record.none");
  }
  if (key === "ppe" && Array.isArray(value)) {
    return value.length
      ? value.map((ppe) => t(`approvals.option.ppe.${String(ppe)}`)).join(", ")
      : t("exposureRecords.record.none");
  }
  if (key === "measurements" && Array.isArray(value)) {
    return value.length
      ? (value as { agent: string; value: number; unit: string }[])
          .map((m) => `${m.agent} ${m.value} ${m.unit}`)
          .join("; ")
      : t("exposureRecords.record.none");
  }
  return String(value);
}

const HISTORY_FIELDS: [string, string][] = [
  ["person", "exposure.person"],
  ["sheet", "exposure.sheet"],
  ["started_at", "exposure.started"],
  ["duration", "exposure.durationShort"],
  ["routes", "exposure.routes"],
  ["ppe", "exposure.ppe"],
  ["measurements", "exposureRecords.field.measurements"],
  ["incident", "exposureRecords.field.incident"],
  ["notes", "exposureRecords.field.notes"],
];

/** The history as the page shows it: each change with the fields it changed and their earlier values. */
export function historyRows(record: ExposureRecordWire, t: Translate, locale: string): HistoryRow[] {
  const now: Record<string, unknown> = {
    person: record.person.name,
    sheet: record.snapshot.sds?.version ?? null,
    started_at: record.started_at,
    duration: record.duration,
    routes: record.routes,
    ppe: record.ppe,
    measurements: record.measurements,
    incident: record.incident,
    notes: record.notes,
  };
  // Newest first: each revision's values are compared with the state that followed them.
  let next = now;
  return record.history.map((revision) => {
    const values = revision.values;
    const earlier = HISTORY_FIELDS.filter(
      ([key]) => JSON.stringify(values[key]) !== JSON.stringify(next[key]),
    ).map(([key, label]) => ({ label: t(label), value: shown(key, values[key], t, locale) }));
    next = values;
    return {
      revision: revision.revision,
      when: formatDateTime(revision.changed_at, locale),
      who: revision.changed_by.name,
      change: revision.change,
      reason: revision.reason,
      earlier,
    };
  });
}

export { shown as shownValue };
