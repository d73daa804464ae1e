import { createRoute, z } from "@hono/zod-openapi";
import { AMOUNT_REPORT_EXPORT_MAX, AMOUNT_REPORT_PAGE_SIZE } from "../../core/amounts/report";
import { recordActivity } from "../activities/record";
import type { ApiApp, ApiDeps } from "../env";
import { CSV_TYPE, XLSX_TYPE, csvStream, xlsxStream } from "../exposure/register-export";
import { errorResponses, notFound } from "../http/errors";
import { flagValue } from "../http/params";
import { isLocationInScope, scopeOf, type LocationScope } from "../locations/scope";
import type { Database } from "../../db/client";
import { amountTable, exportTranslator } from "./export";
import { amountReport, amountRows, type AmountFilters } from "./report";
import {
  AmountExportQuerySchema,
  AmountReportPageQuerySchema,
  AmountReportSchema,
  type AmountReportQuery,
} from "./schemas";

/**
 * The amount report: what the company holds, per product and location and per hazard category, in
 * kilograms where the amounts convert. Every user of the company reads it, limited to their top nodes
 * (like the product lists it is made of); no permission flag guards it.
 */

const TAGS = ["Product"];
const READERS = "Every user of the company, limited to their top nodes.";
const FILTERS =
  "Filters combine with AND: location_id (placements at that location or below it; 404 when it is not the " +
  "caller's to see), category (products with a statement of that category). Archived placements and " +
  "placements at archived locations are left out.";

const reportRoute = createRoute({
  method: "get",
  path: "/amounts/v1/report",
  tags: TAGS,
  operationId: "amountReport",
  summary: "Amounts held per product, location and hazard category",
  description:
    `A page of placements (a product at a location) in product-name order, ${AMOUNT_REPORT_PAGE_SIZE} a page, ` +
    "each with its amount, the density from the product's current sheet, the amount in kg (a mass, or a " +
    "volume with a density) and litres, and the product's hazard categories; with totals=1 also the totals " +
    "per category and of all for the chosen locations (the category filter narrows the rows, not the " +
    "totals; they add up every placement of those locations, so ask for them only when they are shown). " +
    `${FILTERS} ${READERS}`,
  request: { query: AmountReportPageQuerySchema },
  responses: {
    200: { description: "The report.", content: { "application/json": { schema: AmountReportSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/amounts/v1/report/export",
  tags: TAGS,
  operationId: "exportAmountReport",
  summary: "The amount report's placements as CSV or XLSX",
  description:
    `Every placement of GET /amounts/v1/report with its filters, type csv or xlsx, at most ` +
    `${AMOUNT_REPORT_EXPORT_MAX} rows (a last row says when it was cut), streamed as they are read. Text ` +
    "cells a spreadsheet would run as a formula start with an apostrophe; column headers in the caller's " +
    `language. Recorded on the audit trail. ${READERS}`,
  request: { query: AmountExportQuerySchema },
  responses: {
    200: {
      description: "The file, as an attachment.",
      content: {
        [CSV_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
        [XLSX_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const filtersOf = (query: AmountReportQuery): AmountFilters => ({
  locationId: query.location_id,
  category: query.category as AmountFilters["category"],
});

async function visible(db: Database, scope: LocationScope, filters: AmountFilters): Promise<void> {
  if (filters.locationId !== undefined && !(await isLocationInScope(db, scope, filters.locationId))) {
    throw notFound();
  }
}

const today = () => new Date().toISOString().slice(0, 10);

export function registerAmountReportRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(reportRoute, async (c) => {
    const scope = scopeOf(c.get("user"));
    const query = c.req.valid("query");
    const filters = filtersOf(query);
    await visible(db, scope, filters);
    const withTotals = flagValue(query.totals);
    return c.json(
      await amountReport(db, scope, filters, query.page ?? 1, AMOUNT_REPORT_PAGE_SIZE, withTotals),
      200,
    );
  });

  api.openapi(exportRoute, async (c) => {
    const user = c.get("user");
    const scope = scopeOf(user);
    const query = c.req.valid("query");
    const filters = filtersOf(query);
    await visible(db, scope, filters);
    const format = query.type;
    const name = `amounts-${today()}.${format}`;
    await recordActivity(db, {
      companyId: user.companyId,
      actorId: user.id,
      module: "export",
      action: "exported",
      object: { type: "amountReport", id: null, label: name },
      after: {
        format,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.locationId ? { location_id: filters.locationId } : {}),
      },
    });
    const t = exportTranslator(user.language);
    const rows = amountRows(db, scope, filters, AMOUNT_REPORT_EXPORT_MAX);
    const cut = t("amountReport.export.cut", { max: AMOUNT_REPORT_EXPORT_MAX });
    const table = amountTable(t);
    const body =
      format === "csv"
        ? csvStream(table, rows, AMOUNT_REPORT_EXPORT_MAX, cut)
        : xlsxStream(table, rows, AMOUNT_REPORT_EXPORT_MAX, cut, t("amountReport.export.sheet"));
    return c.body(body, 200, {
      "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
