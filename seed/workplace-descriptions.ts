import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { prefillFromProduct } from "../api/workplace-descriptions/prefill";
import { insertVersion } from "../api/workplace-descriptions/store";

/**
 * The demo company's workplace descriptions: three published ones prefilled from the products' sheets the
 * way the form prefills them, with the scope written in, one of them in a second version (the first stays
 * readable), one German for a mixed-language workplace, and a draft. Inserted without audit entries, like
 * the rest of the seed's history. Also the user the pages' end-to-end spec signs in as.
 */

type Executor = Pick<Database, "execute">;

interface SeedDescription {
  location: string;
  product: string;
  languageId: number;
  scope: string;
  status: "draft" | "published";
  /** Published again with this scope: version 2. */
  revisedScope?: string;
}

const DEMO_DESCRIPTIONS: readonly SeedDescription[] = [
  {
    location: "Quality control lab",
    product: "Benzene",
    languageId: 4,
    scope: "Preparing calibration standards in the fume cupboard of the quality control lab.",
    revisedScope:
      "Preparing calibration standards in the fume cupboard of the quality control lab. At most 100 mL open at once.",
    status: "published",
  },
  {
    location: "Mixing line 1",
    product: "N-Methyl-2-pyrrolidone",
    languageId: 4,
    scope: "Dosing NMP into the mixing vessel of line 1 and cleaning the dosing pump.",
    status: "published",
  },
  {
    location: "Mixing line 1",
    product: "N-Methyl-2-pyrrolidone",
    languageId: 6,
    scope: "Dosieren von NMP in den Mischbehälter der Linie 1 und Reinigen der Dosierpumpe.",
    status: "published",
  },
  {
    location: "Workshop",
    product: "Lead(II) oxide",
    languageId: 4,
    scope: "Mixing lead oxide into putty at the workshop bench.",
    status: "draft",
  },
];

async function idOf(db: Executor, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const { rows } = await db.execute(query);
  const row = rows[0] as { id: number } | undefined;
  if (!row) throw new Error(`seed: no ${what}`);
  return Number(row.id);
}

export async function seedWorkplaceDescriptions(db: Executor, companyId: number): Promise<void> {
  // The writer of the pages' end-to-end spec (tests/e2e/workplace-descriptions.spec.ts): no other spec
  // signs in as them, so their language and the descriptions they make are the spec's own.
  await db.execute(sql`
    INSERT INTO users (company_id, email, name, permissions, topnodes, questionnaire_dismissed_at,
      location_prompt_dismissed_at, onboarding_prompted_at)
    VALUES (${companyId}, 'wpdwriter@demo.test', 'Wera Writer',
      '{"wpd": true, "add_product": true, "edit_location": true}'::jsonb, '[]'::jsonb, now(), now(), now())`);
  const scope = { companyId, roots: null };
  const author = await idOf(db, sql`SELECT id FROM users WHERE email = 'hse@demo.test'`, "hse@");
  const actor = { ...scope, userId: author };
  for (const seed of DEMO_DESCRIPTIONS) {
    const locationId = await idOf(
      db,
      sql`SELECT id FROM locations WHERE company_id = ${companyId} AND name = ${seed.location}`,
      seed.location,
    );
    const productId = await idOf(
      db,
      sql`SELECT id FROM products WHERE company_id = ${companyId} AND name = ${seed.product}`,
      seed.product,
    );
    const prefill = await prefillFromProduct(db, scope, productId, locationId, seed.languageId);
    if (!prefill) throw new Error(`seed: description of ${seed.product}`);
    const input = {
      ...prefill,
      status: seed.status,
      sections: { ...prefill.sections, scope: seed.scope },
    };
    const first = await insertVersion(db, actor, input, { id: null, version: 1 });
    if (seed.revisedScope) {
      const second = await insertVersion(
        db,
        actor,
        { ...input, sections: { ...input.sections, scope: seed.revisedScope } },
        { id: first, version: 2 },
      );
      await db.execute(sql`
        UPDATE workplace_descriptions SET superseded_by_id = ${second}
        WHERE company_id = ${companyId} AND id = ${first}`);
    }
  }
}
