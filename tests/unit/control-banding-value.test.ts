import { describe, expect, it } from "vitest";
import { controlBandingValueSchema, isControlBandingAnswered } from "../../core/control-banding/value";

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
