/**
 * The audit trail's vocabulary: which module a change belongs to and what kind of change it was. The trail
 * (/activities) filters by module, so every module that changes data names itself here once; later modules
 * add their key. Keys are stored in the activities table and never renamed.
 */
export const ACTIVITY_MODULES = [
  "users",
  "settings",
  "locations",
  "products",
  "sds",
  "approvals",
  "boards",
  "personal-data",
  "export",
  "templates",
  "documents",
  "exposure",
  // Training (docs/decisions/058-training.md): courses and completions.
  "training",
  // Custom reports (docs/decisions/068-custom-reports.md): saved reports.
  "reports",
] as const;
export type ActivityModule = (typeof ACTIVITY_MODULES)[number];

/** What happened to the object. */
export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "deleted",
  "archived",
  "restored",
  "moved",
  "placed",
  "removed",
  "submitted",
  "decided",
  "deactivated",
  "reactivated",
  "invited",
  "exported",
  "anonymised",
  "acknowledged",
  "corrected",
  "voided",
  "closed",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A value as the trail keeps it: JSON, so before and after read the same in the page and in an export. */
export type ActivityValue =
  string | number | boolean | null | ActivityValue[] | { [key: string]: ActivityValue };
export type ActivityFields = Record<string, ActivityValue>;

/** Longest kept text value; longer texts (descriptions, free text) are cut with an ellipsis. */
export const ACTIVITY_TEXT_LIMIT = 500;

/**
 * The fields that differ between before and after, each side keeping only those. A field present on one
 * side only counts as changed. Values compare as JSON, so arrays and objects compare by content.
 */
export function changedFields(
  before: ActivityFields,
  after: ActivityFields,
): { before: ActivityFields; after: ActivityFields } {
  const changedBefore: ActivityFields = {};
  const changedAfter: ActivityFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    if (key in before) changedBefore[key] = before[key] ?? null;
    if (key in after) changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

/** Cuts long texts so one change can't make the trail grow without bound. */
export function boundedFields(fields: ActivityFields): ActivityFields {
  const out: ActivityFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = boundedValue(value);
  return out;
}

function boundedValue(value: ActivityValue): ActivityValue {
  if (typeof value === "string") {
    return value.length > ACTIVITY_TEXT_LIMIT ? `${value.slice(0, ACTIVITY_TEXT_LIMIT - 1)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, 100).map(boundedValue);
  if (value && typeof value === "object") {
    const out: Record<string, ActivityValue> = {};
    for (const [key, inner] of Object.entries(value).slice(0, 100)) out[key] = boundedValue(inner);
    return out;
  }
  return value;
}
