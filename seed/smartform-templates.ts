import type { Database } from "../db/client";
import { smartformTemplates } from "../db/schema";
import { DOCUMENT_TYPES, TEMPLATE_KINDS, type DocumentType } from "../core/smartforms/kinds";
import { LEGACY_STRUCTURE, standardStructure } from "../core/smartforms/default-templates";

type Writer = Pick<Database, "insert">;

/** The demo templates: each kind's standard template (the default), a second risk assessment and the old form. */
export const DEMO_TEMPLATES: { type: DocumentType; name: string; isDefault: boolean; legacy?: boolean }[] = [
  { type: DOCUMENT_TYPES.risk_assessment, name: "Risk assessment of a work task", isDefault: true },
  { type: DOCUMENT_TYPES.risk_assessment, name: "Laboratory risk assessment", isDefault: false },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    name: "Risk assessment (old form)",
    isDefault: false,
    legacy: true,
  },
  { type: DOCUMENT_TYPES.sps, name: "Safe procedure sheet", isDefault: true },
  { type: DOCUMENT_TYPES.exposure, name: "Exposure record", isDefault: true },
  { type: DOCUMENT_TYPES.chemical_approval_evaluation, name: "Approval evaluation", isDefault: true },
  { type: DOCUMENT_TYPES.chemical_approval_request, name: "New chemical request", isDefault: true },
];

/** Seeds DEMO_TEMPLATES into a company; returns their ids by name. */
export async function seedSmartformTemplates(db: Writer, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .insert(smartformTemplates)
    .values(
      DEMO_TEMPLATES.map((template) => ({
        companyId,
        documentType: template.type,
        kind: template.legacy ? TEMPLATE_KINDS.legacy : TEMPLATE_KINDS.smartforms,
        name: template.name,
        languageId: 4,
        structure: (template.legacy
          ? LEGACY_STRUCTURE
          : standardStructure(template.type)) as unknown as Record<string, unknown>,
        isDefault: template.isDefault,
      })),
    )
    .returning({ id: smartformTemplates.id, name: smartformTemplates.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}
