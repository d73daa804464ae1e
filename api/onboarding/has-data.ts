import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { companyHasProducts } from "../products/location-products";
import { companyHasLocations } from "../locations/locations";
import { companyHasRiskAssessments } from "../smartforms/lists";
import { companyHasSdsRequests } from "../sds-requests/store";
import { companyHasLegislationHits } from "../legislation/hits";
import { ensureShippedLists } from "../legislation/store";
import { companyHasAmounts } from "../amounts/report";
// Custom lists
import { companyHasCustomLists } from "../custom-lists/store";
import { companyHasSubstitutions } from "../substitution/store";

/** The modules of the onboarding checks, answered at GET /onboarding-api/v1/has-{module}. */
export const ONBOARDING_MODULES = [
  "products",
  "locations",
  "risk-assessments",
  "custom-lists",
  "amounts",
  "legislation-lists",
  "sds-requests",
  "substitutions",
] as const;
export type OnboardingModule = (typeof ONBOARDING_MODULES)[number];

/** Whether the company has any data in a module. Must filter by companyId. */
export type HasDataCheck = (db: Database, companyId: number) => Promise<boolean>;

/** A check that the company has at least one row in `table`. */
export function companyHasRows(table: PgTable, companyIdColumn: PgColumn): HasDataCheck {
  return async (db, companyId) => {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(eq(companyIdColumn, companyId))
      .limit(1);
    return rows.length > 0;
  };
}

/**
 * The registry. A module whose tables do not exist yet has no entry and
 * answers false. When a later module adds its tables, it registers its check
 * here, e.g.
 *
 *   products: companyHasRows(products, products.companyId),
 */
export const HAS_DATA_CHECKS: Partial<Record<OnboardingModule, HasDataCheck>> = {
  // Non-archived locations only (api/locations/locations.ts).
  locations: companyHasLocations,
  // Any product of the company (api/products/location-products.ts).
  products: companyHasProducts,
  // Any risk assessment of the company, in any status (api/smartforms/lists.ts).
  "risk-assessments": companyHasRiskAssessments,
  // Any supplier SDS request of the company, in any status (api/sds-requests/store.ts).
  "sds-requests": companyHasSdsRequests,
  // Any product of the company on a legislation list today (api/legislation/hits.ts).
  "legislation-lists": async (db, companyId) => {
    await ensureShippedLists(db);
    return companyHasLegislationHits(db, companyId);
  },
  // Any product held (not archived) with an amount (api/amounts/report.ts).
  amounts: companyHasAmounts,
  // Custom lists: a list of the company's own, or a greylist entry (api/custom-lists/store.ts).
  "custom-lists": companyHasCustomLists,
  // Any substitution of the company, in any status (api/substitution/store.ts).
  substitutions: companyHasSubstitutions,
};

export async function hasData(db: Database, module: OnboardingModule, companyId: number): Promise<boolean> {
  const check = HAS_DATA_CHECKS[module];
  return check ? check(db, companyId) : false;
}
