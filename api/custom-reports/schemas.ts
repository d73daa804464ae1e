import { z } from "@hono/zod-openapi";
import { REPORT_LIMITS, REPORT_SOURCES } from "../../core/custom-reports/definition";

/** Custom reports' wire shapes. The definition's rules are core/custom-reports/definition.ts (checkDefinition). */

const id = z.number().int();
const PAGE_MAX = REPORT_LIMITS.rowsMax / REPORT_LIMITS.pageSize;

export const ReportDefinitionSchema = z
  .object({
    source: z
      .string()
      .max(40)
      .openapi({ description: `One of ${REPORT_SOURCES.join(", ")}.` }),
    columns: z
      .array(z.string().max(40))
      .max(50)
      .openapi({ description: "Column keys of the source (GET /reports/v1/custom/sources lists them)." }),
    filters: z
      .array(
        z.object({
          column: z.string().max(40),
          op: z.string().max(20).openapi({ description: "eq, ne, contains, lt, gt, empty, not_empty." }),
          value: z.string().max(1000).default(""),
        }),
      )
      .max(50)
      .default([]),
    group_by: z.string().max(40).nullable().default(null).openapi({
      description: "A column: one row per value with its count.",
    }),
    order_by: z.string().max(40).nullable().default(null).openapi({
      description: "A shown column (grouped: the group column or count); null: the source's first column.",
    }),
    order_dir: z.string().max(10).default("asc").openapi({ description: "asc or desc." }),
  })
  .openapi("CustomReportDefinition");
export type ReportDefinitionInput = z.input<typeof ReportDefinitionSchema>;

export const CustomReportSchema = z
  .object({
    id,
    name: z.string(),
    shared: z.boolean(),
    owner: z.object({ id, name: z.string() }),
    mine: z.boolean().openapi({ description: "Whether the caller owns it (and may change it)." }),
    definition: ReportDefinitionSchema,
    updated_at: z.string(),
  })
  .openapi("CustomReport");
export type CustomReport = z.infer<typeof CustomReportSchema>;

export const CustomReportListSchema = z
  .object({
    data: z.array(CustomReportSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("CustomReportList");
export type CustomReportList = z.infer<typeof CustomReportListSchema>;

export const CustomReportOneSchema = z.object({ data: CustomReportSchema }).openapi("CustomReportOne");

export const CustomReportBodySchema = z
  .object({
    id: id
      .min(1)
      .max(2147483647)
      .optional()
      .openapi({ description: "The report to change; none: a new one." }),
    name: z.string().max(1000),
    shared: z.boolean().default(false),
    definition: ReportDefinitionSchema,
  })
  .openapi("CustomReportBody");
export type CustomReportBody = z.input<typeof CustomReportBodySchema>;

export const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(PAGE_MAX).optional() });

export const ExportQuerySchema = z.object({
  type: z.enum(["csv", "xlsx"]).openapi({ description: "The file type." }),
});

export const ReportCellSchema = z.union([z.string(), z.number()]).nullable();

export const ReportRunSchema = z
  .object({
    data: z.object({
      columns: z.array(z.object({ key: z.string(), kind: z.enum(["text", "number", "date"]) })),
      rows: z.array(z.array(ReportCellSchema)),
    }),
    meta: z.object({
      total: z
        .number()
        .int()
        .openapi({ description: `Rows (or groups), counted up to ${REPORT_LIMITS.rowsMax}.` }),
      page: z.number().int(),
      limit: z.number().int(),
    }),
  })
  .openapi("CustomReportRun");
export type ReportRun = z.infer<typeof ReportRunSchema>;

export const ReportSourcesSchema = z
  .object({
    data: z.array(
      z.object({
        source: z.string(),
        columns: z.array(z.object({ key: z.string(), kind: z.string(), operators: z.array(z.string()) })),
      }),
    ),
  })
  .openapi("CustomReportSources");
