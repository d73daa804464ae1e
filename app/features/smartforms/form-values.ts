import { allFields, type TemplateStructure } from "../../../core/smartforms/template";

/**
 * A smart-form document as posted by an HTML form, turned into the raw answers the answer rules
 * (core/smartforms/values.ts) check. Input names: the field key for a single value; the key repeated for
 * choices ticked (multiple choice, PPE, products, locations, people: the ticked values are ORed into bit flags
 * or listed as ids); `key.likelihood` and `key.severity` for a risk matrix; `key[i].text` … for measures;
 * `key.task` … for control banding. Texts stay texts here: numbers the rules expect are converted, and what is
 * not a number stays a string, so the rules answer with their own message instead of a silent loss.
 */

type Entries = Iterable<[string, FormDataEntryValue]>;

const asNumber = (text: string): number | string => {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return "";
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
};

export function formToValues(structure: TemplateStructure, entries: Entries): Record<string, unknown> {
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const one = (name: string) => byName.get(name)?.[0];
  const raw: Record<string, unknown> = {};
  for (const field of allFields(structure)) {
    const key = field.key;
    switch (field.type) {
      case "text":
      case "long_text":
      case "date": {
        const value = one(key);
        if (value !== undefined) raw[key] = value;
        break;
      }
      case "number": {
        const value = one(key);
        if (value !== undefined && value.trim() !== "") raw[key] = asNumber(value);
        break;
      }
      case "single_choice": {
        const value = one(key);
        if (value !== undefined && value !== "") raw[key] = asNumber(value);
        break;
      }
      case "yes_no": {
        const value = one(key);
        if (value === "yes") raw[key] = true;
        else if (value === "no") raw[key] = false;
        else if (value !== undefined && value !== "") raw[key] = value;
        break;
      }
      case "multiple_choice":
      case "ppe": {
        const ticked = (byName.get(key) ?? []).filter((value) => value !== "").map(asNumber);
        if (ticked.some((value) => typeof value !== "number"))
          raw[key] = ticked.find((v) => typeof v !== "number");
        else if (ticked.length > 0) raw[key] = (ticked as number[]).reduce((sum, bit) => sum | bit, 0);
        break;
      }
      case "product":
      case "location":
      case "person": {
        const ticked = (byName.get(key) ?? []).filter((value) => value !== "").map(asNumber);
        if (ticked.length > 0) raw[key] = ticked;
        break;
      }
      case "risk_matrix": {
        const likelihood = one(`${key}.likelihood`) ?? "";
        const severity = one(`${key}.severity`) ?? "";
        // Both or neither: half a risk is no answer, and the rules say which half is missing.
        if (likelihood !== "" || severity !== "") {
          raw[key] = { likelihood: asNumber(likelihood), severity: asNumber(severity) };
        }
        break;
      }
      case "measures": {
        const rows: Record<string, unknown>[] = [];
        for (let index = 0; byName.has(`${key}[${index}].text`); index++) {
          rows.push({
            text: one(`${key}[${index}].text`) ?? "",
            responsible: one(`${key}[${index}].responsible`) ?? "",
            due: one(`${key}[${index}].due`) ?? "",
            done: one(`${key}[${index}].done`) === "on",
          });
        }
        if (rows.length > 0) raw[key] = rows;
        break;
      }
      case "control_banding": {
        const prefix = `${key}.`;
        const record: Record<string, unknown> = {};
        let seen = false;
        for (const [name, values] of byName) {
          if (!name.startsWith(prefix)) continue;
          seen = true;
          const part = name.slice(prefix.length);
          const value = values[0] ?? "";
          record[part] =
            value === ""
              ? null
              : /^(product_id|boiling_point_c|process_temperature_c|chosen_approach)$/.test(part)
                ? asNumber(value)
                : value;
        }
        if (seen) raw[key] = record;
        break;
      }
    }
  }
  return raw;
}

/** Zod issues as errors by input name (`f3`, `f6.task`, `f9[1].due`), the way the form names its inputs. */
export function issuesByInput(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path;
    let name = String(head ?? "");
    for (const part of rest) name += typeof part === "number" ? `[${part}]` : `.${String(part)}`;
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}
