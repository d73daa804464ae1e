import { describe, expect, it } from "vitest";
import {
  REPORT_LIMITS,
  REPORT_SOURCES,
  SOURCE_COLUMNS,
  checkDefinition,
  operatorsOf,
  resultColumns,
} from "../../core/custom-reports/definition";
import { customReports } from "../../core/texts/custom-reports/en";

/** The custom report definition: the whitelist of columns per source and the checks that refuse the rest. */

const base = { source: "placements", columns: ["product", "location"], filters: [] };

describe("checkDefinition", () => {
  it("accepts a definition and cleans it (columns once, in the source's order; defaults)", () => {
    const result = checkDefinition({ ...base, columns: ["location", "product", "location"] });
    expect(result).toEqual({
      ok: true,
      definition: {
        source: "placements",
        columns: ["product", "location"],
        filters: [],
        group_by: null,
        order_by: null,
        order_dir: "asc",
      },
    });
  });

  it("refuses an unknown source, a column of another source and SQL typed as a column", () => {
    expect(checkDefinition({ ...base, source: "users" })).toEqual({
      ok: false,
      errors: { source: "source" },
    });
    expect(checkDefinition({ ...base, columns: ["title"] })).toMatchObject({ errors: { columns: "column" } });
    expect(checkDefinition({ ...base, columns: ["p.name; DROP TABLE products"] })).toMatchObject({
      errors: { columns: "column" },
    });
    expect(checkDefinition({ ...base, columns: [] })).toMatchObject({
      errors: { columns: "columnsRequired" },
    });
    expect(checkDefinition(null)).toMatchObject({ ok: false });
  });

  it("checks each filter: column, operator for its kind, value shape", () => {
    const filters = [
      { column: "nope", op: "eq", value: "x" },
      { column: "product", op: "lt", value: "x" },
      { column: "amount", op: "gt", value: "ten" },
      { column: "sds_date", op: "gt", value: "2026-02-30" },
      { column: "product", op: "contains", value: "  " },
      { column: "product", op: "eq", value: "x".repeat(REPORT_LIMITS.valueMax + 1) },
    ];
    const result = checkDefinition({ ...base, filters });
    expect(result).toEqual({
      ok: false,
      errors: {
        "filters.0.column": "column",
        "filters.1.op": "operator",
        "filters.2.value": "number",
        "filters.3.value": "date",
        "filters.4.value": "valueRequired",
        "filters.5.value": "valueTooLong",
      },
    });
  });

  it("reads a decimal comma, drops the value of a valueless operator", () => {
    const result = checkDefinition({
      ...base,
      filters: [
        { column: "amount", op: "gt", value: "12,5" },
        { column: "unit", op: "empty", value: "ignored" },
      ],
    });
    expect(result.ok && result.definition.filters).toEqual([
      { column: "amount", op: "gt", value: "12.5" },
      { column: "unit", op: "empty", value: "" },
    ]);
  });

  it("bounds the number of columns and filters", () => {
    const filters = Array.from({ length: REPORT_LIMITS.filtersMax + 1 }, () => ({
      column: "product",
      op: "not_empty",
    }));
    expect(checkDefinition({ ...base, filters })).toMatchObject({ errors: { filters: "tooManyFilters" } });
  });

  it("orders by a shown column; grouped, by the group or the count", () => {
    expect(checkDefinition({ ...base, order_by: "amount" })).toMatchObject({
      errors: { order_by: "orderBy" },
    });
    expect(checkDefinition({ ...base, order_by: "location", order_dir: "desc" })).toMatchObject({ ok: true });
    expect(checkDefinition({ ...base, order_dir: "sideways" })).toMatchObject({
      errors: { order_dir: "orderDir" },
    });
    const grouped = checkDefinition({ ...base, columns: [], group_by: "location", order_by: "count" });
    expect(grouped.ok).toBe(true);
    if (grouped.ok) {
      expect(resultColumns(grouped.definition)).toEqual([
        { key: "location", kind: "text" },
        { key: "count", kind: "number" },
      ]);
    }
    expect(checkDefinition({ ...base, group_by: "title" })).toMatchObject({
      errors: { group_by: "groupBy" },
    });
  });
});

describe("the column whitelist", () => {
  it("has a label for every column of every source, and operators for every kind", () => {
    for (const source of REPORT_SOURCES) {
      expect(customReports[`customReports.source.${source}` as keyof typeof customReports]).toBeTruthy();
      for (const column of SOURCE_COLUMNS[source]) {
        expect(column.key).toMatch(/^[a-z_]+$/);
        expect(customReports[`customReports.col.${column.key}` as keyof typeof customReports]).toBeTruthy();
        expect(operatorsOf(column.kind).length).toBeGreaterThan(0);
      }
    }
  });
});
