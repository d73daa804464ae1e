import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { controlBandingValueSchema, isControlBandingAnswered } from "../../core/control-banding/value";
import type { TemplateStructure } from "../../core/smartforms/template";
import { documentValuesSchema } from "../../core/smartforms/values";

const t = (key: string) => key;
const schema = controlBandingValueSchema(t);

describe("the control-banding answer", () => {
  it("fills what was left out", () => {
    const value = schema.parse({ task: "  Decanting  solvent ", amount: "medium" });
    expect(value).toMatchObject({
      task: "Decanting solvent",
      amount: "medium",
      form: null,
      special_process: false,
      proposed_approach: null,
      chosen_approach: null,
      justification: "",
    });
    expect(isControlBandingAnswered(value)).toBe(true);
    expect(isControlBandingAnswered(schema.parse({}))).toBe(false);
  });

  it("a lower approach than proposed needs a written justification", () => {
    const result = schema.safeParse({ proposed_approach: 3, chosen_approach: 2, justification: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["justification"], message: "controlBanding.error.justification" }),
    ]);
    expect(
      schema.safeParse({ proposed_approach: 3, chosen_approach: 2, justification: "Closed dispenser in use" })
        .success,
    ).toBe(true);
  });

  it("the proposed approach or a higher one needs no justification", () => {
    expect(schema.safeParse({ proposed_approach: 2, chosen_approach: 2 }).success).toBe(true);
    expect(schema.safeParse({ proposed_approach: 2, chosen_approach: 4 }).success).toBe(true);
    expect(schema.safeParse({ proposed_approach: null, chosen_approach: 1 }).success).toBe(true);
  });

  it("refuses approaches, forms and temperatures outside the method", () => {
    expect(schema.safeParse({ chosen_approach: 5 }).success).toBe(false);
    expect(schema.safeParse({ form: "plasma" }).success).toBe(false);
    expect(schema.safeParse({ boiling_point_c: -300 }).success).toBe(false);
    expect(schema.safeParse({ form: "gas", boiling_point_c: -42 }).success).toBe(true);
  });
});

describe("the answer as the form posts it (conform's nested names, numbers as text)", () => {
  const structure: TemplateStructure = {
    tabs: [
      {
        key: "t1",
        label: { "4": "Exposure" },
        fields: [
          {
            key: "f5",
            type: "control_banding",
            label: { "4": "Control banding" },
            help: {},
            required: true,
            options: [],
          },
        ],
      },
    ],
  };
  const post = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return parseWithZod(form, { schema: documentValuesSchema(structure, t, "submit") });
  };

  it("reads every input the field posts", () => {
    const submission = post([
      ["f5.task", "Decanting thinner"],
      ["f5.product_id", "7"],
      ["f5.form", "liquid"],
      ["f5.dustiness", ""],
      ["f5.boiling_point_c", "111"],
      ["f5.process_temperature_c", ""],
      ["f5.amount", "medium"],
      ["f5.frequency", "daily"],
      ["f5.duration", "short"],
      ["f5.special_process", "on"],
      ["f5.proposed_approach", "4"],
      ["f5.chosen_approach", "4"],
      ["f5.justification", ""],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.f5).toEqual({
      task: "Decanting thinner",
      product_id: 7,
      form: "liquid",
      dustiness: null,
      boiling_point_c: 111,
      process_temperature_c: null,
      amount: "medium",
      frequency: "daily",
      duration: "short",
      special_process: true,
      proposed_approach: 4,
      chosen_approach: 4,
      justification: "",
    });
  });

  it("puts the missing justification under the field's own input name", () => {
    const submission = post([
      ["f5.task", "Decanting thinner"],
      ["f5.proposed_approach", "4"],
      ["f5.chosen_approach", "2"],
    ]);
    expect(submission.status === "error" && submission.error?.["f5.justification"]).toEqual([
      "controlBanding.error.justification",
    ]);
  });

  it("an untouched field is unanswered, so a required one is missing", () => {
    const submission = post([["f5.task", ""]]);
    expect(submission.status === "error" && submission.error?.f5).toEqual(["smartforms.error.required"]);
  });
});
