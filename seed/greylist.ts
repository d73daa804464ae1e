import type { Database } from "../db/client";
import { greylistEntries } from "../db/schema";

type Writer = Pick<Database, "insert">;

/** Greylists of two demo companies (company settings → products → greylist), so each has its own rows. */
export async function seedGreylists(db: Writer, ids: { demoChemicals: number; otherIndustries: number }) {
  await db.insert(greylistEntries).values([
    {
      companyId: ids.demoChemicals,
      cas: "71-43-2",
      name: "Benzene",
      reason: "Carcinogenic (Carc. 1A); replace with toluene or a non-aromatic solvent.",
      level: "banned",
    },
    {
      companyId: ids.demoChemicals,
      cas: "75-09-2",
      name: "Dichloromethane",
      reason: "Suspected carcinogen; use only with an approved risk assessment.",
      level: "restricted",
    },
    {
      companyId: ids.otherIndustries,
      cas: "50-00-0",
      name: "Formaldehyde",
      reason: "Sensitising and carcinogenic.",
      level: "restricted",
    },
  ]);
}
