import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  companies,
  locations,
  locationProducts,
  products,
  sdsDocuments,
  smartformDocuments,
  smartformFieldConnections,
  smartformLegacyMeasures,
  smartformTemplates,
  users,
} from "../db/schema";
import { DOCUMENT_TYPES, RISK_STATUS, TEMPLATE_KINDS, type RiskStatus } from "../core/smartforms/kinds";
import type { TemplateStructure } from "../core/smartforms/template";
import { connectionsOf, type DocumentValues, type Measure } from "../core/smartforms/answers";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The demo company's risk assessments and SPS documents: written as a safety engineer would (the task and
 * its measures, not the safety data sheet), at real seeded locations with the products held there, in every
 * state the status page tells apart: approved and in force, past its review date, a product whose safety
 * data sheet arrived after the approval, waiting for approval, in progress, a document in two versions, one
 * made on the old fixed form with its measures as rows, and two SPS documents. Dates count back from the
 * day the seed runs, so the overdue one stays overdue and the others stay in force.
 */

/* PPE bits: PPE_CHOICES order (safety glasses 1, goggles 2, face shield 4, chemical gloves 8, lab coat 32,
 * apron 128, gas respirator 512). */
const PPE = { glasses: 1, goggles: 2, faceShield: 4, gloves: 8, labCoat: 32, apron: 128, gasRespirator: 512 };
/* The standard risk assessment's single choice "How often" (f5) and multiple choice "Routes" (f7). */
const OFTEN = { everyShift: 1, daily: 2, weekly: 4, monthly: 8, rarely: 16 };
const ROUTE = { inhalation: 1, skin: 2, eyes: 4, swallowing: 8 };

interface SeedVersion {
  status: RiskStatus;
  /** Days before the seed ran. */
  createdDaysAgo: number;
  approvedDaysAgo?: number;
  /** Days before the seed ran that a newer version replaced it (an older approved version). */
  supersededDaysAgo?: number;
  values: (refs: Refs) => DocumentValues;
  author: string;
}

interface SeedDocument {
  type: number;
  template: string;
  title: string;
  /** A location name; null for a company-wide document. */
  location: string | null;
  versions: SeedVersion[];
  legacyMeasures?: (Omit<Measure, "done"> & { done?: boolean })[];
}

interface Refs {
  product: (name: string) => number;
  /** The first product (by name) held at a location, other than those named. */
  heldAt: (location: string, skip?: number) => number;
  location: (name: string) => number;
  user: (email: string) => number;
}

const measure = (text: string, responsible: string, due: string | null, done = false): Measure => ({
  text,
  responsible,
  due,
  done,
});

const ASSESSOR = "assessor@demo.test";
const ASSESSOR2 = "assessor2@demo.test";
const APPROVER = "raapprover@demo.test";

export const DEMO_RISK_ASSESSMENTS: SeedDocument[] = [
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Decanting acetone from 5 L cans into wash bottles",
    location: "Laboratory 1",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 100,
        approvedDaysAgo: 90,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Lab technicians fill 500 mL wash bottles from 5 L cans at the bench beside the flammables cabinet, two to three times a week. The can is opened, tipped by hand over a funnel and closed again; spills are wiped up with paper.",
          f2: [r.location("Laboratory 1")],
          f3: [r.product("Acetone")],
          f4: [r.user(ASSESSOR)],
          f5: OFTEN.weekly,
          f7: ROUTE.inhalation | ROUTE.eyes | ROUTE.skin,
          f8: false,
          f9: "Ethanol was tried for rinsing but leaves residues on the glassware used for HPLC; acetone stays.",
          f10: PPE.goggles | PPE.gloves | PPE.labCoat,
          f11: [
            measure(
              "Decant only under the extraction arm, never at the open bench.",
              "Lab manager",
              null,
              true,
            ),
            measure("Use a can pump instead of tipping the 5 L can by hand.", "Lab manager", null, true),
            measure(
              "No ignition sources within 2 m: the hot plate moves to the other bench.",
              "All lab staff",
              null,
              true,
            ),
          ],
          f12: { likelihood: 2, severity: 3 },
          f13: "Acceptable with the pump and extraction in use. Small quantities only at the bench.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Preparing 1 M sodium hydroxide solution from pellets",
    location: "Laboratory 2",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 640,
        approvedDaysAgo: 620,
        supersededDaysAgo: 60,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Weighing sodium hydroxide pellets and dissolving them in water in a beaker on the bench.",
          f2: [r.location("Laboratory 2")],
          f3: [r.product("Sodium hydroxide")],
          f5: OFTEN.weekly,
          f7: ROUTE.skin | ROUTE.eyes,
          f10: PPE.goggles | PPE.gloves,
          f12: { likelihood: 3, severity: 3 },
          f13: "Acceptable with goggles and gloves.",
        }),
      },
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 75,
        approvedDaysAgo: 60,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Weighing sodium hydroxide pellets in the fume cupboard and adding them slowly to cold water in a borosilicate flask standing in an ice bath; the solution heats strongly while the pellets dissolve. Version 2 after a beaker cracked and splashed the bench in March.",
          f2: [r.location("Laboratory 2")],
          f3: [r.product("Sodium hydroxide")],
          f4: [r.user(ASSESSOR2)],
          f5: OFTEN.weekly,
          f7: ROUTE.skin | ROUTE.eyes,
          f8: true,
          f9: "Ready-made 1 M solution ordered for routine titrations from next quarter; pellets remain for special strengths.",
          f10: PPE.faceShield | PPE.goggles | PPE.gloves | PPE.labCoat,
          f11: [
            measure(
              "Dissolve in a flask in an ice bath, never in a beaker on the open bench.",
              "Lab manager",
              null,
              true,
            ),
            measure(
              "Eye wash bottle within reach of the fume cupboard.",
              "Safety representative",
              null,
              true,
            ),
            measure("Order ready-made 1 M solution for routine titrations.", "Purchasing", null, false),
          ],
          f12: { likelihood: 2, severity: 3 },
          f13: "Acceptable; residual risk lower than in version 1 with the ice bath and face shield.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Diluting sulfuric acid for the titration bench",
    location: "Laboratory 2",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 440,
        approvedDaysAgo: 430,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Concentrated sulfuric acid is poured from the 2.5 L bottle into a measuring cylinder and added to water (acid into water) to make 0.5 M titrant, about once a month.",
          f2: [r.location("Laboratory 2")],
          f3: [r.product("Sulfuric acid 96 %")],
          f5: OFTEN.monthly,
          f7: ROUTE.skin | ROUTE.eyes | ROUTE.inhalation,
          f10: PPE.faceShield | PPE.gloves | PPE.apron,
          f11: [
            measure(
              "Bottle carrier for moving the 2.5 L bottle from the acids cabinet.",
              "Lab manager",
              null,
              true,
            ),
            measure("Always acid into water, in the fume cupboard.", "All lab staff", null, true),
          ],
          f12: { likelihood: 2, severity: 4 },
          f13: "Acceptable with the measures in place.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Cleaning glassware with isopropanol and ethanol",
    location: "Building A",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 160,
        approvedDaysAgo: 150,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Glassware from both laboratories is rinsed with isopropanol or ethanol over the sink in the wash-up corner and left to dry in the drying cabinet. Used solvent goes to the waste solvent can.",
          f2: [r.location("Building A")],
          f3: [r.product("Isopropanol"), r.product("Ethanol")],
          f5: OFTEN.daily,
          f7: ROUTE.inhalation | ROUTE.skin,
          f10: PPE.glasses | PPE.gloves,
          f11: [
            measure(
              "Drying cabinet without heating element for solvent-wet glassware.",
              "Facilities",
              null,
              true,
            ),
          ],
          f12: { likelihood: 2, severity: 2 },
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Toluene extraction of samples in the fume cupboard",
    location: "Laboratory 1",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 200,
        approvedDaysAgo: 190,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Liquid-liquid extraction of polymer samples with about 200 mL toluene per run in a separating funnel, in the fume cupboard, two runs a day.",
          f2: [r.location("Laboratory 1")],
          f3: [r.product("Toluene")],
          f5: OFTEN.daily,
          f7: ROUTE.inhalation | ROUTE.skin,
          f8: true,
          f9: "Heptane is being tested as an extraction solvent; results expected next year.",
          f10: PPE.goggles | PPE.gloves | PPE.labCoat,
          f11: [
            measure("Fume cupboard face velocity checked every year.", "Facilities", null, true),
            measure(
              "Laminated nitrile/neoprene gloves: ordinary nitrile gloves are not enough for toluene.",
              "Lab manager",
              null,
              true,
            ),
          ],
          f12: { likelihood: 2, severity: 4 },
          f13: "Acceptable in the fume cupboard. Pregnant employees do not do this task.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Filling ethanol tank T1 from road tankers",
    location: "Tank farm",
    versions: [
      {
        status: RISK_STATUS.approvalPending,
        createdDaysAgo: 12,
        author: ASSESSOR,
        values: (r) => ({
          f1: "The driver connects the tanker hose to the filling point of T1; our operator earths the tanker, opens the tank valve and watches the level gauge until the delivery is done (about 40 minutes, twice a month).",
          f2: [r.location("Tank farm")],
          f3: [r.product("Ethanol")],
          f4: [r.user(ASSESSOR)],
          f5: OFTEN.monthly,
          f7: ROUTE.inhalation | ROUTE.skin,
          f10: PPE.goggles | PPE.gloves,
          f11: [
            measure("Earthing clamp with indicator light at the filling point.", "Maintenance", null, false),
            measure("Overfill alarm tested before each delivery.", "Operator on duty", null, false),
          ],
          f12: { likelihood: 2, severity: 5 },
          f13: "Acceptable once the earthing clamp with indicator is installed.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Etching test pieces with hydrogen peroxide",
    location: "Laboratory 2",
    versions: [
      {
        status: RISK_STATUS.inProgress,
        createdDaysAgo: 5,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Copper test pieces are etched in 35 % hydrogen peroxide mixed with dilute acid in the fume cupboard. Still to describe: how the spent bath is neutralised.",
          f2: [r.location("Laboratory 2")],
          f3: [r.product("Hydrogen peroxide 35 %")],
          f7: ROUTE.skin | ROUTE.eyes,
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Charging batches on mixing line 1",
    location: "Production hall",
    versions: [
      {
        status: RISK_STATUS.inProgress,
        createdDaysAgo: 20,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Operators empty 25 kg sacks and 200 L drums into the mixer of line 1 through the top hatch. Dust and vapour at the hatch; the extraction hood is being replaced.",
          f2: [r.location("Mixing line 1")],
          f3: [r.heldAt("Mixing line 1")],
          f5: OFTEN.everyShift,
          f7: ROUTE.inhalation | ROUTE.skin,
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Touch-up painting in the workshop",
    location: "Workshop",
    versions: [
      {
        status: RISK_STATUS.approvalPending,
        createdDaysAgo: 9,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Maintenance staff touch up machine guards with brush and spray cans on the workshop bench, a few times a month.",
          f2: [r.location("Workshop")],
          f3: [r.heldAt("Paint cabinet")],
          f5: OFTEN.monthly,
          f7: ROUTE.inhalation | ROUTE.skin,
          f10: PPE.glasses | PPE.gloves | PPE.gasRespirator,
          f11: [
            measure(
              "Spray only in the ventilated booth, brush work at the bench.",
              "Workshop foreman",
              null,
              false,
            ),
          ],
          f12: { likelihood: 3, severity: 2 },
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Receiving and unloading hazardous goods deliveries",
    location: null,
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 45,
        approvedDaysAgo: 30,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Goods receivers at both sites check ADR labels, unload pallets with the forklift and move damaged packages to the returns area. Applies at every site of the company.",
          f3: [r.heldAt("Returns area")],
          f5: OFTEN.daily,
          f7: ROUTE.skin | ROUTE.inhalation,
          f10: PPE.glasses | PPE.gloves,
          f11: [
            measure("Spill kit at every loading dock.", "Site managers", null, true),
            measure(
              "Leaking packages go into the overpack drum before they are moved.",
              "Goods receivers",
              null,
              true,
            ),
          ],
          f12: { likelihood: 2, severity: 3 },
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Laboratory risk assessment",
    title: "Sample preparation in the quality control lab",
    location: "Quality control lab",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 40,
        approvedDaysAgo: 35,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Incoming raw material samples are dissolved in acetone for the viscosity and colour tests, 10–20 samples a day, 20 mL each.",
          f2: [r.location("Quality control lab")],
          f3: [r.product("Acetone")],
          f5: OFTEN.everyShift,
          f7: ROUTE.inhalation | ROUTE.eyes,
          f10: PPE.glasses | PPE.gloves | PPE.labCoat,
          f11: [measure("Sample vials capped straight after dissolving.", "QC analysts", null, true)],
          f12: { likelihood: 2, severity: 2 },
          f13: "Low risk with the quantities used.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment of a work task",
    title: "Refilling spray bottles with cleaning agents",
    location: "Cleaning room",
    versions: [
      {
        status: RISK_STATUS.inProgress,
        createdDaysAgo: 3,
        author: ASSESSOR,
        values: (r) => ({
          f1: "Cleaners dilute concentrate from 5 L cans into spray bottles in the cleaning room every morning.",
          f2: [r.location("Cleaning room")],
          f3: [r.heldAt("Cleaning agents cabinet")],
          f5: OFTEN.daily,
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.risk_assessment,
    template: "Risk assessment (old form)",
    title: "Floor cleaning in the canteen kitchen",
    location: "Office building",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 320,
        approvedDaysAgo: 300,
        author: ASSESSOR2,
        values: (r) => ({
          f1: "Kitchen floor washed with alkaline cleaner from the cleaning agents cabinet after every shift, with a mop and bucket.",
          f2: [r.heldAt("Cleaning agents cabinet")],
          f3: [r.location("Office building")],
          f4: "Alkaline cleaner: eye and skin irritation; slippery floor while wet.",
          f5: { likelihood: 3, severity: 2 },
        }),
      },
    ],
    legacyMeasures: [
      { text: "Dosing pump on the concentrate can.", responsible: "Facilities", due: null, done: true },
      {
        text: "Rubber gloves and goggles in the cleaning trolley.",
        responsible: "Cleaning supervisor",
        due: null,
        done: true,
      },
      { text: "Wet floor signs out while the floor dries.", responsible: "Cleaners", due: null },
    ],
  },
  {
    type: DOCUMENT_TYPES.sps,
    template: "Safe procedure sheet",
    title: "Acetone: safe handling in the laboratories",
    location: "Building A",
    versions: [
      {
        status: RISK_STATUS.approved,
        createdDaysAgo: 80,
        approvedDaysAgo: 70,
        author: ASSESSOR,
        values: (r) => ({
          f1: [r.product("Acetone")],
          f2: [r.location("Laboratory 1"), r.location("Quality control lab")],
          f3: "Rinsing glassware, dissolving samples.",
          f4: PPE.goggles | PPE.gloves | PPE.labCoat,
          f5: "Work under extraction. Keep cans closed. No open flames or hot plates nearby.",
          f6: "In the flammables cabinet, at most 10 L per laboratory.",
          f7: "Eyes: rinse 15 minutes at the eye wash. Inhaled: fresh air.",
          f8: "Absorb with the spill kit's pads; ventilate.",
          f9: "Alcohol-resistant foam or CO2.",
          f10: "Waste solvent can, collected monthly.",
        }),
      },
    ],
  },
  {
    type: DOCUMENT_TYPES.sps,
    template: "Safe procedure sheet",
    title: "Sodium hydroxide solution: safe handling at the tank",
    location: "Tank farm",
    versions: [
      {
        status: RISK_STATUS.inProgress,
        createdDaysAgo: 7,
        author: ASSESSOR2,
        values: (r) => ({
          f1: [r.product("Sodium hydroxide")],
          f2: [r.location("Sodium hydroxide tank T2")],
          f3: "Dosing from tank T2 to the production lines.",
          f4: PPE.faceShield | PPE.gloves | PPE.apron,
        }),
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Seeds DEMO_RISK_ASSESSMENTS into a company (after its templates, locations, products and users). */
export async function seedRiskAssessments(
  tx: Transaction,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const addMonths = (date: Date, months: number) => {
    const copy = new Date(date);
    copy.setUTCMonth(copy.getUTCMonth() + months);
    return copy;
  };

  const [templateRows, locationRows, userRows, productRows, company] = await Promise.all([
    tx
      .select({
        id: smartformTemplates.id,
        name: smartformTemplates.name,
        structure: smartformTemplates.structure,
      })
      .from(smartformTemplates)
      .where(eq(smartformTemplates.companyId, companyId)),
    tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId)),
    tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [ASSESSOR, ASSESSOR2, APPROVER]))),
    tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.companyId, companyId)),
    tx.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId)),
  ]);
  const find = <T extends { id: number }>(rows: T[], match: (row: T) => boolean, what: string): number => {
    const row = rows.find(match);
    if (!row) throw new Error(`seed risk assessments: no ${what}`);
    return row.id;
  };
  const heldRows = await tx
    .select({ location: locations.name, productId: products.id, productName: products.name })
    .from(locationProducts)
    .innerJoin(
      locations,
      and(eq(locations.companyId, locationProducts.companyId), eq(locations.id, locationProducts.locationId)),
    )
    .innerJoin(
      products,
      and(eq(products.companyId, locationProducts.companyId), eq(products.id, locationProducts.productId)),
    )
    .where(and(eq(locationProducts.companyId, companyId), eq(locationProducts.archived, false)))
    .orderBy(products.name);
  const refs: Refs = {
    product: (name) => find(productRows, (row) => row.name === name, `product ${name}`),
    location: (name) => find(locationRows, (row) => row.name === name, `location ${name}`),
    user: (email) => find(userRows, (row) => row.email === email, `user ${email}`),
    heldAt: (location, skip = 0) => {
      const held = heldRows.filter((row) => row.location === location);
      const row = held[skip] ?? held[0];
      if (!row) throw new Error(`seed risk assessments: nothing held at ${location}`);
      return row.productId;
    },
  };
  const approverId = refs.user(APPROVER);

  // Submitting asks for approval by the company's risk-assessment approver; assessments are reviewed yearly.
  const settings = (company[0]?.settings ?? {}) as Record<string, unknown>;
  await tx
    .update(companies)
    .set({
      settings: { ...settings, ra_approvers: [approverId], ra_approval_required: true, ra_review_months: 12 },
    })
    .where(eq(companies.id, companyId));

  // The sheets of the seeded products arrived on their issue date (the seed writes them all "now"), so an
  // assessment approved months ago is not reported as older than its products' sheets.
  await tx.execute(sql`
    UPDATE sds_documents SET created_at = least(created_at, date_issue::date::timestamptz)
    WHERE company_id = ${companyId} AND date_issue ~ '^\\d{4}-\\d{2}-\\d{2}$'`);

  for (const doc of DEMO_RISK_ASSESSMENTS) {
    const templateId = find(templateRows, (row) => row.name === doc.template, `template ${doc.template}`);
    const template = templateRows.find((row) => row.id === templateId)!;
    const structure = template.structure as unknown as TemplateStructure;
    const legacy = doc.template === "Risk assessment (old form)";
    let rootId: number | null = null;
    let lastId = 0;
    for (const [index, version] of doc.versions.entries()) {
      const idResult = await tx.execute(
        sql`SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id`,
      );
      const id = Number((idResult.rows[0] as { id: number }).id);
      rootId ??= id;
      const values = version.values(refs);
      const authorId = refs.user(version.author);
      const created = ago(version.createdDaysAgo);
      const approved = version.approvedDaysAgo === undefined ? null : ago(version.approvedDaysAgo);
      const submitted =
        version.status === RISK_STATUS.inProgress
          ? null
          : approved
            ? new Date(approved.getTime() - DAY)
            : ago(version.createdDaysAgo - 1);
      const updated = approved ?? submitted ?? created;
      await tx.insert(smartformDocuments).values({
        id,
        companyId,
        rootId,
        versionNo: index + 1,
        documentType: doc.type,
        templateId,
        kind: legacy ? TEMPLATE_KINDS.legacy : TEMPLATE_KINDS.smartforms,
        structure: structure as unknown as Record<string, unknown>,
        title: doc.title,
        languageId: 4,
        locationId: doc.location === null ? null : refs.location(doc.location),
        status: version.status,
        values,
        isLatest: index === doc.versions.length - 1,
        supersededAt: version.supersededDaysAgo === undefined ? null : ago(version.supersededDaysAgo),
        reviewDue: approved ? day(addMonths(approved, 12)) : null,
        createdBy: authorId,
        updatedBy: authorId,
        submittedBy: submitted ? authorId : null,
        submittedAt: submitted,
        approvedBy: approved ? approverId : null,
        approvedAt: approved,
        createdAt: created,
        updatedAt: updated,
      });
      const connections = connectionsOf(structure, values);
      if (connections.length > 0) {
        await tx.insert(smartformFieldConnections).values(
          connections.map((c) => ({
            companyId,
            documentId: id,
            fieldKey: c.field_key,
            productId: c.product_id,
            locationId: c.location_id,
          })),
        );
      }
      lastId = id;
    }
    if (doc.legacyMeasures) {
      await tx.insert(smartformLegacyMeasures).values(
        doc.legacyMeasures.map((m, position) => ({
          companyId,
          documentId: lastId,
          position,
          text: m.text,
          responsible: m.responsible,
          due: m.due,
          done: m.done ?? false,
        })),
      );
    }
  }

  // Toluene's supplier sent a revised sheet after the extraction assessment was approved: the status page
  // asks for that assessment to be looked at again.
  await tx
    .update(sdsDocuments)
    .set({ createdAt: ago(20) })
    .where(
      and(
        eq(sdsDocuments.companyId, companyId),
        eq(sdsDocuments.productId, refs.product("Toluene")),
        sql`${sdsDocuments.supersededById} IS NULL AND NOT ${sdsDocuments.pending}`,
      ),
    );
}
