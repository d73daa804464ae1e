import { describe, expect, it } from "vitest";
import { mayReportOn, reportableSources } from "../../core/custom-reports/access";
import {
  DEFAULT_ORDER,
  REPORT_SOURCES,
  SOURCE_COLUMNS,
  checkDefinition,
  columnOf,
} from "../../core/custom-reports/definition";

/** The approvals, risk-assessment and exposure sources: their columns, their rules and who may use them. */

const subject = (permissions: Record<string, boolean>, exposure = false) => ({
  permissions,
  features: {},
  exposure,
});

describe("the new sources' columns", () => {
  it("list what each module's own list shows", () => {
    expect(SOURCE_COLUMNS.approvals.map((c) => c.key)).toEqual([
      "product",
      "status",
      "supplier",
      "cas_no",
      "location",
      "requester",
      "board",
      "created",
      "submitted",
      "concluded",
      "updated",
    ]);
    expect(SOURCE_COLUMNS.risk_assessments.map((c) => c.key)).toEqual([
      "title",
      "location",
      "status",
      "version",
      "approved",
      "review_due",
      "products",
      "template",
      "updated",
    ]);
    expect(SOURCE_COLUMNS.exposure.map((c) => c.key)).toEqual([
      "date",
      "person",
      "product",
      "sds_version",
      "location",
      "duration",
      "routes",
    ]);
  });

  it("have a natural order on one of their own columns", () => {
    for (const source of REPORT_SOURCES) {
      expect(columnOf(source, DEFAULT_ORDER[source].column)).toBeDefined();
    }
    expect(DEFAULT_ORDER.exposure).toEqual({ column: "date", dir: "desc" });
  });

  it("check filters by each column's kind", () => {
    const result = checkDefinition({
      source: "exposure",
      columns: ["date", "person"],
      filters: [
        { column: "duration", op: "gt", value: "30,5" },
        { column: "date", op: "gt", value: "2026-13-01" },
        { column: "person", op: "lt", value: "A" },
        { column: "status", op: "eq", value: "x" },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: { "filters.1.value": "date", "filters.2.op": "operator", "filters.3.column": "column" },
    });
    const approvals = checkDefinition({
      source: "approvals",
      columns: [],
      filters: [{ column: "submitted", op: "gt", value: "2026-01-01" }],
      group_by: "board",
      order_by: "count",
      order_dir: "desc",
    });
    expect(approvals.ok).toBe(true);
    const version = checkDefinition({
      source: "risk_assessments",
      columns: ["title", "version"],
      filters: [{ column: "version", op: "gt", value: "1" }],
      order_by: "version",
    });
    expect(version.ok).toBe(true);
  });

  it("refuse another source's columns", () => {
    expect(checkDefinition({ source: "risk_assessments", columns: ["person"] })).toMatchObject({
      errors: { columns: "column" },
    });
  });
});

describe("who may report on a source", () => {
  it("follows each module's permission", () => {
    const worker = subject({});
    expect(reportableSources(worker)).toEqual(["placements", "sds", "actions", "risk_assessments"]);
    expect(mayReportOn("approvals", subject({ chemical_approval_request: true }))).toBe(true);
    expect(mayReportOn("approvals", subject({ chemical_approval_admin: true }))).toBe(false);
    expect(mayReportOn("exposure", subject({ exposure_reader: true }))).toBe(true);
    expect(mayReportOn("exposure", subject({ exposure_admin: true }))).toBe(true);
    expect(mayReportOn("exposure", subject({}, true))).toBe(true);
    expect(mayReportOn("exposure", worker)).toBe(false);
  });
});
