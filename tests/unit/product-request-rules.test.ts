import { describe, expect, it } from "vitest";
import {
  AMOUNT_MAX,
  ENGLISH_REQUEST_MESSAGES,
  REQUEST_FORM_GROUPS,
  REQUEST_LOCATIONS_MAX,
  REQUEST_LONG_TEXT_MAX,
  REQUEST_TEXT_MAX,
  cleanRequestText,
} from "../../core/chemical-approvals/request-rules";
import {
  conclusionSchema,
  evaluationSchema,
  productRequestSchema,
} from "../../core/chemical-approvals/request-schemas";
import { isCasNumber } from "../../core/cas";

/** Every validation rule of the product request form (core/chemical-approvals/request-rules.ts). */

const REQUIRED = "Field is required";
const WRONG = "Wrong format";

const schema = (hasAttachedSds = false) => productRequestSchema(ENGLISH_REQUEST_MESSAGES, { hasAttachedSds });

/** The errors by top-level field, or {} when the value passes. */
function errorsOf(value: Record<string, unknown>, hasAttachedSds = false): Record<string, string[]> {
  const result = schema(hasAttachedSds).safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

function parse(value: Record<string, unknown>, hasAttachedSds = false) {
  const result = schema(hasAttachedSds).safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

/** A submission that passes every rule. */
const SUBMIT = { name: "Acetone", location_ids: [12], is_draft: false };
const DRAFT = { name: "Acetone", is_draft: true };

describe("CAS numbers", () => {
  it.each(["7732-18-5", "67-64-1", "64-17-5", "50-00-0", "1310-73-2", "7647-01-0", "9002-88-4"])(
    "accepts %s",
    (cas) => {
      expect(isCasNumber(cas)).toBe(true);
      expect(errorsOf({ ...SUBMIT, cas_nr: cas })).toEqual({});
      expect(parse({ ...SUBMIT, cas_nr: ` ${cas} ` }).cas_nr).toBe(cas);
    },
  );

  it.each([
    "67-64-2", // wrong check digit
    "1234-5-6", // middle group must be two digits
    "7732185",
    "7-18-5", // first group 2 to 7 digits
    "12345678-18-5",
    "67-64-1a",
    "67 64 1",
    "CAS 67-64-1",
    "--",
  ])("rejects %s with 'Wrong format'", (cas) => {
    expect(isCasNumber(cas)).toBe(false);
    expect(errorsOf({ ...SUBMIT, cas_nr: cas })).toEqual({ cas_nr: [WRONG] });
    expect(errorsOf({ ...DRAFT, cas_nr: cas })).toEqual({ cas_nr: [WRONG] });
  });

  it("computes the check digit from the right with weights 1, 2, 3…", () => {
    // 7732-18-5: 8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6 = 105 → 5
    expect(isCasNumber("7732-18-5")).toBe(true);
    for (let digit = 0; digit <= 9; digit++) {
      expect(isCasNumber(`7732-18-${digit}`)).toBe(digit === 5);
    }
  });

  it("accepts an empty CAS number", () => {
    expect(errorsOf({ ...SUBMIT, cas_nr: "" })).toEqual({});
    expect(errorsOf({ ...SUBMIT, cas_nr: "   " })).toEqual({});
    expect(parse({ ...SUBMIT, cas_nr: "" }).cas_nr).toBeUndefined();
  });
});

describe("name", () => {
  it("is required, drafts included", () => {
    for (const name of [undefined, "", "   ", "\u0000\u0007"]) {
      expect(errorsOf({ ...SUBMIT, name })).toEqual({ name: [REQUIRED] });
      expect(errorsOf({ ...DRAFT, name })).toEqual({ name: [REQUIRED] });
    }
  });

  it(`is at most ${REQUEST_TEXT_MAX} characters`, () => {
    expect(errorsOf({ ...SUBMIT, name: "x".repeat(REQUEST_TEXT_MAX) })).toEqual({});
    expect(errorsOf({ ...SUBMIT, name: "x".repeat(REQUEST_TEXT_MAX + 1) })).toEqual({
      name: [`At most ${REQUEST_TEXT_MAX} characters.`],
    });
  });
});

describe("location_ids", () => {
  it("is required unless the request is a draft", () => {
    expect(errorsOf({ ...SUBMIT, location_ids: [] })).toEqual({ location_ids: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, location_ids: undefined })).toEqual({ location_ids: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, location_ids: "" })).toEqual({ location_ids: [REQUIRED] });
    expect(errorsOf({ ...DRAFT, location_ids: [] })).toEqual({});
    expect(errorsOf({ ...DRAFT })).toEqual({});
  });

  it("takes ids as numbers or form strings, one or many", () => {
    expect(parse({ ...SUBMIT, location_ids: "7" }).location_ids).toEqual([7]);
    expect(parse({ ...SUBMIT, location_ids: ["7", 8] }).location_ids).toEqual([7, 8]);
  });

  it("rejects what is not an id, and more than the maximum", () => {
    for (const bad of [["x"], [0], [-1], [1.5]]) {
      expect(errorsOf({ ...SUBMIT, location_ids: bad })).toEqual({ location_ids: [WRONG] });
    }
    const many = Array.from({ length: REQUEST_LOCATIONS_MAX + 1 }, (_, i) => i + 1);
    expect(errorsOf({ ...SUBMIT, location_ids: many })).toEqual({
      location_ids: [`At most ${REQUEST_LOCATIONS_MAX} items.`],
    });
  });
});

describe("is_draft", () => {
  it("reads booleans, form strings and a checked box; absent means submitting", () => {
    expect(parse({ ...SUBMIT, is_draft: "true" }).is_draft).toBe(true);
    expect(parse({ ...SUBMIT, is_draft: "on" }).is_draft).toBe(true);
    expect(parse({ ...SUBMIT, is_draft: "false" }).is_draft).toBe(false);
    expect(parse({ ...SUBMIT, is_draft: undefined }).is_draft).toBe(false);
    expect(errorsOf({ ...SUBMIT, is_draft: "maybe" })).toEqual({ is_draft: [WRONG] });
  });
});

describe("supplier, sds_market and sds_language with an attached SDS", () => {
  it("are required when an SDS is attached and the request is submitted", () => {
    expect(errorsOf(SUBMIT, true)).toEqual({
      supplier: [REQUIRED],
      sds_market: [REQUIRED],
      sds_language: [REQUIRED],
    });
    expect(errorsOf({ ...SUBMIT, supplier: "  ", sds_market: "", sds_language: "" }, true)).toEqual({
      supplier: [REQUIRED],
      sds_market: [REQUIRED],
      sds_language: [REQUIRED],
    });
    expect(errorsOf({ ...SUBMIT, supplier: "Merck", sds_market: 4, sds_language: "4" }, true)).toEqual({});
  });

  it("are not required for a draft, nor without an SDS", () => {
    expect(errorsOf(DRAFT, true)).toEqual({});
    expect(errorsOf(SUBMIT, false)).toEqual({});
  });

  it("must be ids when given", () => {
    expect(errorsOf({ ...DRAFT, sds_market: "GB", sds_language: "x" })).toEqual({
      sds_market: [WRONG],
      sds_language: [WRONG],
    });
  });
});

describe("units of amounts", () => {
  const pairs = [
    ["estimated_annual_usage", "estimated_annual_usage_unit"],
    ["max_amount_stored", "max_amount_stored_unit"],
    ["max_amount_to_be_ordered", "max_amount_to_be_ordered_unit"],
  ] as const;

  it.each(pairs)("%s needs %s when it is set and non-zero", (amount, unit) => {
    expect(errorsOf({ ...SUBMIT, [amount]: 5 })).toEqual({ [unit]: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, [amount]: "2.5" })).toEqual({ [unit]: [REQUIRED] });
    expect(errorsOf({ ...DRAFT, [amount]: 5 })).toEqual({ [unit]: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, [amount]: 5, [unit]: "L" })).toEqual({});
    expect(errorsOf({ ...SUBMIT, [amount]: 0 })).toEqual({});
    expect(errorsOf({ ...SUBMIT, [amount]: "0" })).toEqual({});
    expect(errorsOf({ ...SUBMIT, [amount]: "" })).toEqual({});
    expect(errorsOf({ ...SUBMIT, [unit]: "kg" })).toEqual({});
  });

  it.each(pairs)("%s must be a number from 0 to the maximum; %s a known unit", (amount, unit) => {
    expect(errorsOf({ ...SUBMIT, [amount]: "lots", [unit]: "L" })).toEqual({ [amount]: [WRONG] });
    expect(errorsOf({ ...SUBMIT, [amount]: -1, [unit]: "L" })).toEqual({ [amount]: [WRONG] });
    expect(errorsOf({ ...SUBMIT, [amount]: AMOUNT_MAX + 1, [unit]: "L" })).toEqual({ [amount]: [WRONG] });
    expect(errorsOf({ ...SUBMIT, [amount]: 1, [unit]: "barrels" })).toEqual({ [unit]: [WRONG] });
  });
});

describe("hh:mm times", () => {
  it.each(["00:00", "01:30", "08:05", "23:59", "99:59"])("accepts %s", (time) => {
    expect(errorsOf({ ...SUBMIT, estimated_use_length: time })).toEqual({});
    expect(errorsOf({ ...SUBMIT, is_user_exposure: true, estimated_daily_exposure: time })).toEqual({});
  });

  it.each(["1:30", "01:3", "0130", "01-30", "01:60", "aa:bb", "01:30:00", "1h30"])(
    "rejects %s with 'Wrong format'",
    (time) => {
      expect(errorsOf({ ...SUBMIT, estimated_use_length: time })).toEqual({ estimated_use_length: [WRONG] });
      expect(errorsOf({ ...SUBMIT, estimated_daily_exposure: time })).toEqual({
        estimated_daily_exposure: [WRONG],
      });
    },
  );

  it("requires estimated_daily_exposure when is_user_exposure is true", () => {
    expect(errorsOf({ ...SUBMIT, is_user_exposure: true })).toEqual({ estimated_daily_exposure: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, is_user_exposure: "on", estimated_daily_exposure: "" })).toEqual({
      estimated_daily_exposure: [REQUIRED],
    });
    expect(errorsOf({ ...DRAFT, is_user_exposure: true })).toEqual({ estimated_daily_exposure: [REQUIRED] });
    expect(errorsOf({ ...SUBMIT, is_user_exposure: false })).toEqual({});
  });
});

describe("other fields", () => {
  it("accepts ISO dates for the desired start", () => {
    expect(errorsOf({ ...SUBMIT, desired_start_date_usage: "2026-04-01" })).toEqual({});
    for (const date of ["01.04.2026", "2026-02-30", "2026-13-01", "2026-4-1"]) {
      expect(errorsOf({ ...SUBMIT, desired_start_date_usage: date }), date).toEqual({
        desired_start_date_usage: [WRONG],
      });
    }
  });

  it("reads JSON null as empty", () => {
    const value = parse({
      ...DRAFT,
      location_ids: null,
      ppes: null,
      env_exposures: null,
      indoor_usage: null,
      supplier: null,
      cas_nr: null,
      estimated_annual_usage: null,
      sds_market: null,
    });
    expect(value).toMatchObject({ location_ids: [], ppes: [], env_exposures: [], indoor_usage: false });
    expect(value.supplier).toBeUndefined();
    expect(value.cas_nr).toBeUndefined();
    expect(value.estimated_annual_usage).toBeUndefined();
    expect(value.sds_market).toBeUndefined();
  });

  it("accepts only known option codes", () => {
    expect(
      parse({
        ...SUBMIT,
        ppes: ["goggles", "lab_coat"],
        env_exposures: "none",
        estimated_frequency_of_use: "daily",
      }),
    ).toMatchObject({
      ppes: ["goggles", "lab_coat"],
      env_exposures: ["none"],
      estimated_frequency_of_use: "daily",
    });
    expect(errorsOf({ ...SUBMIT, ppes: ["helmet"] })).toEqual({ ppes: [WRONG] });
    expect(errorsOf({ ...SUBMIT, env_exposures: ["space"] })).toEqual({ env_exposures: [WRONG] });
    expect(errorsOf({ ...SUBMIT, estimated_frequency_of_use: "hourly" })).toEqual({
      estimated_frequency_of_use: [WRONG],
    });
  });

  it(`limits long texts to ${REQUEST_LONG_TEXT_MAX} characters`, () => {
    expect(errorsOf({ ...SUBMIT, usage_description: "x".repeat(REQUEST_LONG_TEXT_MAX) })).toEqual({});
    expect(errorsOf({ ...SUBMIT, usage_description: "x".repeat(REQUEST_LONG_TEXT_MAX + 1) })).toEqual({
      usage_description: [`At most ${REQUEST_LONG_TEXT_MAX} characters.`],
    });
  });

  it("reports every broken rule at once", () => {
    expect(
      Object.keys(
        errorsOf(
          {
            name: "",
            cas_nr: "67-64-2",
            is_draft: false,
            max_amount_stored: 3,
            estimated_use_length: "3h",
            is_user_exposure: true,
          },
          true,
        ),
      ).sort(),
    ).toEqual([
      "cas_nr",
      "estimated_daily_exposure",
      "estimated_use_length",
      "location_ids",
      "max_amount_stored_unit",
      "name",
      "sds_language",
      "sds_market",
      "supplier",
    ]);
  });

  it("has exactly the fields of the four form groups (the files are handled by the API)", () => {
    const fields = Object.values(REQUEST_FORM_GROUPS)
      .flat()
      .filter((name) => name !== "attached_sds" && name !== "attachments");
    expect(Object.keys(schema().shape).sort()).toEqual([...fields].sort());
  });
});

describe("control characters and invalid Unicode", () => {
  it("are stripped from single-line texts (whitespace folded)", () => {
    const value = parse({
      ...SUBMIT,
      name: " Ace\u0000tone\u0007 \t technical\n grade ",
      supplier: "Mer\u001bck",
    });
    expect(value.name).toBe("Ace tone technical grade");
    expect(value.supplier).toBe("Mer ck");
  });

  it("drop lone surrogates but keep pairs (emoji) and accents", () => {
    const value = parse({ ...SUBMIT, name: "Ét\uD800hanol \uDC00🧪 Ø" });
    expect(value.name).toBe("Éthanol 🧪 Ø");
  });

  it("keep newlines and tabs in multi-line texts, remove other controls", () => {
    const value = parse({ ...SUBMIT, usage_description: "Line 1\r\nLine\u0000 2\tend\u007f\u0085\rLine 3" });
    expect(value.usage_description).toBe("Line 1\nLine 2\tend\nLine 3");
  });

  it("leave a name of only control characters empty (required)", () => {
    expect(cleanRequestText("\u0001\u0002")).toBe("");
    expect(cleanRequestText("\uD800")).toBe("");
  });
});

describe("evaluation and conclusion", () => {
  it.each([
    ["evaluation", evaluationSchema],
    ["conclusion", conclusionSchema],
  ])("%s requires is_approved and a comment", (_name, make) => {
    const s = make(ENGLISH_REQUEST_MESSAGES);
    const errors = (value: unknown) => {
      const result = s.safeParse(value);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(errors({})).toEqual({ is_approved: REQUIRED, comment: REQUIRED });
    expect(errors({ is_approved: "true", comment: " \u0000 " })).toEqual({ comment: REQUIRED });
    expect(s.parse({ is_approved: "false", comment: "Too toxic\u0007." })).toEqual({
      is_approved: false,
      comment: "Too toxic.",
    });
    expect(s.parse({ is_approved: true, comment: "OK" })).toEqual({ is_approved: true, comment: "OK" });
  });
});
