import { describe, expect, it } from "vitest";
import { planInputSchema, planUpdateSchema } from "../../core/exposure/plan-rules";
import type { Translate } from "../../core/translate";

/** The plan form's rules (core/exposure/plan-rules.ts) with the caller's messages: here the keys themselves. */

const keys: Translate = (key, values) => (values?.max ? `${key}:${String(values.max)}` : key);

const valid = {
  title: "  Charging   NMP ",
  work_description: "Pump from drums.\r\nSample.",
  location_id: 20,
  product_id: 30,
  people: [7, 5, 7],
  starts_on: "2026-03-01",
  expected_duration: "01:30",
  frequency: "daily",
  routes: ["skin", "inhalation", "skin"],
  ppe: ["chemical_gloves", "goggles"],
};

function errorsOf(input: unknown, schema = planInputSchema(keys)): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("the plan rules", () => {
  it("cleans a valid plan: one line title, minutes, people and choices once each in their order", () => {
    const plan = planInputSchema(keys).parse(valid);
    expect(plan).toMatchObject({
      title: "Charging NMP",
      work_description: "Pump from drums.\nSample.",
      people: [7, 5],
      expected_duration: 90,
      routes: ["inhalation", "skin"],
      ppe: ["goggles", "chemical_gloves"],
      ends_on: null,
      sds_id: null,
      source_document_id: null,
      measures: "",
    });
  });

  it("names every field that is wrong, with the caller's messages", () => {
    expect(
      errorsOf({
        ...valid,
        title: "",
        location_id: 0,
        product_id: "x",
        people: [],
        starts_on: "2026-02-30",
        ends_on: "01.03.2026",
        frequency: "hourly",
        routes: ["nose"],
        ppe: ["cape"],
      }),
    ).toEqual({
      title: ["exposurePlans.error.title"],
      location_id: ["exposurePlans.error.location"],
      product_id: ["exposurePlans.error.product"],
      people: ["exposurePlans.error.people"],
      starts_on: ["exposurePlans.error.startsOn"],
      ends_on: ["exposurePlans.error.endsOn"],
      frequency: ["exposurePlans.error.frequency"],
      "routes.0": ["exposurePlans.error.choice"],
      "ppe.0": ["exposurePlans.error.choice"],
    });
  });

  it("takes a duration from 00:01 to 24:00 written as hh:mm", () => {
    expect(errorsOf({ ...valid, expected_duration: "1:30" })).toEqual({
      expected_duration: ["exposure.error.duration"],
    });
    expect(errorsOf({ ...valid, expected_duration: "00:00" })).toEqual({
      expected_duration: ["exposure.error.durationRange"],
    });
    expect(errorsOf({ ...valid, expected_duration: "24:01" })).toEqual({
      expected_duration: ["exposure.error.durationRange"],
    });
    expect(planInputSchema(keys).parse({ ...valid, expected_duration: "24:00" }).expected_duration).toBe(
      1440,
    );
    expect(planInputSchema(keys).parse({ ...valid, expected_duration: "00:01" }).expected_duration).toBe(1);
  });

  it("refuses an end before the start, and accepts the same day", () => {
    expect(errorsOf({ ...valid, ends_on: "2026-02-28" })).toEqual({
      ends_on: ["exposurePlans.error.endsBefore"],
    });
    expect(errorsOf({ ...valid, ends_on: "2026-03-01" })).toEqual({});
  });

  it("bounds the texts and the people", () => {
    expect(errorsOf({ ...valid, title: "x".repeat(201) })).toEqual({
      title: ["exposurePlans.error.tooLong:200"],
    });
    expect(errorsOf({ ...valid, measures: "x".repeat(4001) })).toEqual({
      measures: ["exposurePlans.error.tooLong:4000"],
    });
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(errorsOf({ ...valid, people: many })).toEqual({
      people: ["exposurePlans.error.tooManyPeople:200"],
    });
  });

  it("asks a change for the revision read", () => {
    expect(errorsOf(valid, planUpdateSchema(keys))).toEqual({ revision: ["exposurePlans.error.revision"] });
    expect(planUpdateSchema(keys).parse({ ...valid, revision: 3 }).revision).toBe(3);
  });
});
