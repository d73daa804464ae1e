import { DOCUMENT_TYPES, type DocumentType } from "./kinds";
import type { FieldType } from "./kinds";
import type { Labels, TemplateField, TemplateStructure } from "./template";

/**
 * The standard tabs of each document kind: what a new template starts from (GET
 * /smartforms/v1/templates/types/{type}/tabs) and what the demo companies' templates are. Labels are
 * written in every language the product speaks where given; an administrator edits and translates a copy.
 */

type L = Labels;
const l = (en: string, rest: Omit<L, "4"> = {}): L => ({ "4": en, ...rest });

let fieldCounter = 0;
function f(
  type: FieldType,
  label: L,
  extra: Partial<Omit<TemplateField, "key" | "type" | "label">> = {},
): TemplateField {
  fieldCounter += 1;
  return { key: `f${fieldCounter}`, type, label, help: {}, required: false, options: [], ...extra };
}
const options = (...labels: L[]) => labels.map((label, index) => ({ bit: 2 ** index, label }));

function build(make: () => TemplateStructure): TemplateStructure {
  fieldCounter = 0;
  return make();
}

const riskAssessment = build(() => ({
  tabs: [
    {
      key: "t1",
      label: l("Task"),
      fields: [
        f("long_text", l("Work task"), {
          required: true,
          help: l("What is done, by whom and how: the task, not the safety data sheet."),
        }),
        f("location", l("Where the task is done"), { required: true }),
        f("product", l("Products used"), { required: true }),
        f("person", l("People doing the task")),
        f("single_choice", l("How often the task is done"), {
          options: options(l("Every shift"), l("Daily"), l("Weekly"), l("Monthly"), l("Rarely")),
        }),
      ],
    },
    {
      key: "t2",
      label: l("Exposure"),
      fields: [
        f("control_banding", l("Control banding"), {
          help: l(
            "ChemSafe proposes a control approach from the product's hazards, its form and the amount used.",
          ),
        }),
        f("multiple_choice", l("Routes of exposure"), {
          options: options(l("Inhalation"), l("Skin"), l("Eyes"), l("Swallowing")),
        }),
        f("yes_no", l("Could a less hazardous product or process be used?")),
        f("long_text", l("Substitution considered")),
      ],
    },
    {
      key: "t3",
      label: l("Measures"),
      fields: [f("ppe", l("Personal protective equipment")), f("measures", l("Measures"))],
    },
    {
      key: "t4",
      label: l("Residual risk"),
      fields: [
        f("risk_matrix", l("Residual risk with the measures in place"), { required: true }),
        f("long_text", l("Conclusion")),
        f("date", l("Next review")),
      ],
    },
  ],
}));

const sps = build(() => ({
  tabs: [
    {
      key: "t1",
      label: l("Product and use"),
      fields: [
        f("product", l("Product"), { required: true }),
        f("location", l("Locations")),
        f("long_text", l("Area of use"), { required: true }),
      ],
    },
    {
      key: "t2",
      label: l("Safe handling"),
      fields: [
        f("ppe", l("Personal protective equipment")),
        f("long_text", l("Handling")),
        f("long_text", l("Storage")),
      ],
    },
    {
      key: "t3",
      label: l("Emergencies"),
      fields: [
        f("long_text", l("First aid")),
        f("long_text", l("Spills and leaks")),
        f("long_text", l("Fire")),
        f("long_text", l("Waste")),
      ],
    },
  ],
}));

const exposure = build(() => ({
  tabs: [
    {
      key: "t1",
      label: l("Exposure"),
      fields: [
        f("product", l("Product"), { required: true }),
        f("location", l("Location"), { required: true }),
        f("person", l("People exposed"), { required: true }),
        f("long_text", l("Work and exposure"), { required: true }),
        f("number", l("Minutes per day")),
        f("date", l("Exposure started")),
      ],
    },
  ],
}));

const approvalEvaluation = build(() => ({
  tabs: [
    {
      key: "t1",
      label: l("Evaluation"),
      fields: [
        f("yes_no", l("Are the product's hazards acceptable for the intended use?"), { required: true }),
        f("yes_no", l("Could a less hazardous product be used instead?")),
        f("ppe", l("Personal protective equipment required")),
        f("measures", l("Conditions of approval")),
        f("risk_matrix", l("Residual risk")),
        f("long_text", l("Comment")),
      ],
    },
  ],
}));

const approvalRequest = build(() => ({
  tabs: [
    {
      key: "t1",
      label: l("Product"),
      fields: [
        f("text", l("Supplier"), { required: true }),
        f("text", l("Article number")),
        f("location", l("Where it will be used"), { required: true }),
      ],
    },
    {
      key: "t2",
      label: l("Intended use"),
      fields: [
        f("long_text", l("What the product will be used for"), { required: true }),
        f("number", l("Estimated use per year (litres or kilograms)")),
        f("single_choice", l("How often it will be used"), {
          options: options(l("Daily"), l("Weekly"), l("Monthly"), l("Rarely")),
        }),
        f("yes_no", l("Will workers be exposed?")),
        f("ppe", l("Personal protective equipment planned")),
      ],
    },
  ],
}));

const STANDARD_TABS: Record<DocumentType, TemplateStructure> = {
  [DOCUMENT_TYPES.risk_assessment]: riskAssessment,
  [DOCUMENT_TYPES.sps]: sps,
  [DOCUMENT_TYPES.exposure]: exposure,
  [DOCUMENT_TYPES.chemical_approval_evaluation]: approvalEvaluation,
  [DOCUMENT_TYPES.chemical_approval_request]: approvalRequest,
};

/** A fresh copy of a kind's standard tabs. */
export function standardStructure(type: DocumentType): TemplateStructure {
  return structuredClone(STANDARD_TABS[type]);
}

/**
 * The fixed form of the older product (template kind legacy): its documents keep their answers here and
 * their measures as separate rows (legacy measures) until a new version moves them to a smart form.
 */
export const LEGACY_STRUCTURE: TemplateStructure = {
  tabs: [
    {
      key: "t1",
      label: l("Assessment"),
      fields: [
        { key: "f1", type: "long_text", label: l("Description"), help: {}, required: false, options: [] },
        { key: "f2", type: "product", label: l("Products"), help: {}, required: false, options: [] },
        { key: "f3", type: "location", label: l("Location"), help: {}, required: false, options: [] },
        { key: "f4", type: "long_text", label: l("Hazards"), help: {}, required: false, options: [] },
        { key: "f5", type: "risk_matrix", label: l("Risk"), help: {}, required: false, options: [] },
      ],
    },
  ],
};
