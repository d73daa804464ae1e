import { z } from "zod";
import { REPORT_LIMITS, checkDefinition } from "../../../core/custom-reports/definition";
import type { Translate } from "../../../core/translate";
import { definitionOf, keptFilters, type ReportFormValues } from "./fields";

const LIMIT_OF: Record<string, number> = {
  tooManyColumns: REPORT_LIMITS.columnsMax,
  tooManyFilters: REPORT_LIMITS.filtersMax,
  valueTooLong: REPORT_LIMITS.valueMax,
};

/**
 * The report form's schema in the user's language: the name, and the definition checked by the same rules
 * as the API's (core/custom-reports checkDefinition), each error under the form field it is about.
 */
export function reportFormSchema(t: Translate) {
  const required = t("customReports.error.required");
  return z
    .object({
      // The name is checked with the definition below, so that every error shows at once.
      name: z.string().optional(),
      shared: z.boolean().optional(),
      source: z.string().optional(),
      columns: z.array(z.string()).optional(),
      filters: z
        .array(
          z
            .object({
              column: z.string().optional(),
              op: z.string().optional(),
              value: z.string().optional(),
            })
            .optional(),
        )
        .max(REPORT_LIMITS.filtersMax)
        .optional(),
      group_by: z.string().optional(),
      order_by: z.string().optional(),
      order_dir: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      const name = (values.name ?? "").trim();
      if (name === "") ctx.addIssue({ code: "custom", path: ["name"], message: required });
      else if (name.length > REPORT_LIMITS.nameMax)
        ctx.addIssue({
          code: "custom",
          path: ["name"],
          message: t("customReports.error.tooLong", { max: REPORT_LIMITS.nameMax }),
        });
      const checked = checkDefinition(definitionOf(values as ReportFormValues));
      if (checked.ok) return;
      const rows = keptFilters(values as ReportFormValues).map((filter) => filter.row);
      for (const [path, code] of Object.entries(checked.errors)) {
        const parts = path.split(".");
        // A filter's error goes to the row the user filled (empty rows were skipped).
        const at =
          parts[0] === "filters" && parts.length === 3
            ? ["filters", rows[Number(parts[1])] ?? 0, parts[2]!]
            : [parts[0]!];
        ctx.addIssue({
          code: "custom",
          path: at,
          message: t(`customReports.error.${code}`, { max: LIMIT_OF[code] ?? "" }),
        });
      }
    });
}
