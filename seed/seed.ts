import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { QUESTIONNAIRE_DEFINITION } from "../api/onboarding/form";
import type { OnboardingAnswers } from "../core/onboarding";
import { PERMISSION_FLAGS } from "../core/permissions";
import type { Database } from "../db/client";
import {
  chemicalBoardGroupMembers,
  chemicalBoardGroups,
  companies,
  locationFavorites,
  locations,
  onboardingForms,
  onboardingSubmissions,
  users,
} from "../db/schema";
import { seedGreylists } from "./greylist";
import { seedSmartformTemplates } from "./smartform-templates";
import { seedRiskAssessments } from "./risk-assessments";
import { seedReadUnderstood } from "./read-understood";
import { seedTraining } from "./training";
import { seedPublisher, seedPublisherDocuments } from "./publisher";
import { seedPublisherVersions } from "./publisher-versions";
import { seedExposureRecords } from "./exposure-records";
import { seedDocumentLife } from "./smartform-lifecycle";
import { seedExposurePlans } from "./exposure-plans";
import { seedWorkplaceDescriptions } from "./workplace-descriptions";
import { seedDemoProducts } from "./products";
import { seedProductRequests } from "./requests";
import { seedDemoActivities } from "./activities";
import { seedReadLinks } from "./read-links";
import { seedSdsRequests } from "./sds-requests";
import { seedSubstitutions } from "./substitutions";
import { seedSdsEvents } from "./sds-events";
import { ensureShippedLists } from "../api/legislation/store";

const everyFlag = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true]));

/** Fixed ids so that links, docs and tests can name the demo tenants. */
export const DEMO_COMPANY_IDS = {
  demoChemicals: 1000001,
  freshStart: 1000002,
  otherIndustries: 1000003,
  /** A second company without onboarding, so both e2e projects can walk it (newcomer2@fresh.test). */
  freshStartTwo: 1000004,
  /** A company with the emptyState feature whose user is not walked through onboarding. */
  greenfield: 1000005,
} as const;

export const DEMO_USERS = [
  {
    email: "admin@demo.test",
    name: "Anna Admin",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: everyFlag,
    isPersonal: true,
    exposure: true,
  },
  {
    email: "evaluator@demo.test",
    name: "Erik Evaluator",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { chemical_approval_request: true },
    isPersonal: true,
  },
  {
    email: "worker@demo.test",
    name: "Wenche Worker",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isPersonal: true,
  },
  {
    email: "guest@demo.test",
    name: "Gustav Guest",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isGuestUser: true,
  },
  {
    email: "newcomer@fresh.test",
    name: "Nora Newcomer",
    companyId: DEMO_COMPANY_IDS.freshStart,
    permissions: { edit_location: true },
    isPersonal: true,
  },
  {
    email: "admin@other.test",
    name: "Oliver Other",
    companyId: DEMO_COMPANY_IDS.otherIndustries,
    permissions: everyFlag,
    isPersonal: true,
  },
  {
    email: "newcomer2@fresh.test",
    name: "Nina Newcomer",
    companyId: DEMO_COMPANY_IDS.freshStartTwo,
    permissions: { edit_location: true },
    isPersonal: true,
  },
  {
    email: "safety@demo.test",
    name: "Siri Safety",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    // A safety manager: products, locations, workplace descriptions, read links, internal documents.
    permissions: {
      add_product: true,
      edit_location: true,
      wpd: true,
      qr: true,
      read_link_admin: true,
      local_publisher: true,
    },
    isPersonal: true,
  },
  {
    email: "hse@demo.test",
    name: "Hanna Hse",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    // An HSE coordinator who keeps the location tree.
    permissions: { add_product: true, edit_location: true },
    isPersonal: true,
  },
  {
    email: "operator@demo.test",
    name: "Ola Operator",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isPersonal: true,
  },
  {
    email: "starter@fresh.test",
    name: "Stian Starter",
    companyId: DEMO_COMPANY_IDS.greenfield,
    permissions: { edit_location: true },
    isPersonal: true,
  },
  // Company administrators (decision 037), one per area so the end-to-end specs never share one.
  ...(
    [
      ["useradmin@demo.test", "Ulla Useradmin"],
      ["settings@demo.test", "Sven Settings"],
      ["privacy@demo.test", "Petra Privacy"],
      ["auditor@demo.test", "Alma Auditor"],
    ] as const
  ).map(([email, name]) => ({
    email,
    name,
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { user_admin: true },
    isPersonal: true,
  })),
  // A depot manager limited to one site by a top node (decision 038): sees Bergen depot and what is below
  // it, nothing of the Oslo plant. Every flag, so what they can't reach is the top node's doing.
  {
    email: "depot@demo.test",
    name: "Dag Depot",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: everyFlag,
    isPersonal: true,
  },
  // A person who left the company: /gdpr's end-to-end spec exports and erases their personal data.
  {
    email: "leaver@demo.test",
    name: "Lena Leaver",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isPersonal: true,
  },
  // Smart forms and risk assessments (decision 041), one user per end-to-end spec: a template
  // administrator, two assessors, the approver the risk-assessment settings name, a reader of the lists and
  // a requester on the version 2 approval form with an evaluator for it.
  ...(
    [
      ["forms@demo.test", "Frida Forms", { smartforms_admin: true }],
      ["assessor@demo.test", "Asle Assessor", {}],
      ["assessor2@demo.test", "Astrid Assessor", {}],
      ["raapprover@demo.test", "Randi Riskapprover", {}],
      ["riskviewer@demo.test", "Rolf Riskviewer", {}],
      ["cav2@demo.test", "Carl Requester", { chemical_approval_request: true }],
      ["evaluator5@demo.test", "Eva Evaluator", { chemical_approval_request: true }],
    ] as const
  ).map(([email, name, permissions]) => ({
    email,
    name,
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: permissions as Record<string, boolean>,
    isPersonal: true,
  })),
  // The exposure register (decision 047), one user per end-to-end spec: two keepers of the register
  // (exposure_admin), an occupational physician who reads it (exposure_reader), and the people it applies
  // to (the exposure switch), who read their own records and report their own occasions.
  ...(
    [
      ["keeper@demo.test", "Kari Keeper", { exposure_admin: true }, false],
      ["recorder@demo.test", "Roar Recorder", { exposure_admin: true }, false],
      ["physician@demo.test", "Per Physician", { exposure_reader: true }, false],
      ["welder@demo.test", "Vidar Welder", {}, true],
      ["painter@demo.test", "Pia Painter", {}, true],
      ["labtech@demo.test", "Lars Labtech", {}, true],
      ["cleaner@demo.test", "Cecilie Cleaner", {}, true],
    ] as const
  ).map(([email, name, permissions, exposure]) => ({
    email,
    name,
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: permissions as Record<string, boolean>,
    exposure,
    isPersonal: true,
  })),
  // Chemical approvals (decision 018): requesters, board members of the two demo boards, a concluder.
  ...(
    [
      ["requester@demo.test", "Rita Requester", { chemical_approval_request: true }],
      ["requester2@demo.test", "Rune Requester", { chemical_approval_request: true }],
      ["evaluator2@demo.test", "Elin Evaluator", { chemical_approval_request: true }],
      ["evaluator3@demo.test", "Emil Evaluator", { chemical_approval_request: true }],
      ["evaluator4@demo.test", "Ella Evaluator", { chemical_approval_request: true }],
      [
        "approver@demo.test",
        "Aksel Approver",
        { chemical_approval_request: true, chemical_approval_admin: true },
      ],
    ] as const
  ).map(([email, name, permissions]) => ({
    email,
    name,
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions,
    isPersonal: true,
  })),
  // Standard phrases of the internal documents publisher: their end-to-end spec's keeper (adds, edits,
  // translates and deletes the company's phrases).
  {
    email: "phrases@demo.test",
    name: "Paula Phrases",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { local_publisher: true, local_publisher_delete: true },
    isPersonal: true,
  },
  // The versions page of the publisher's own sheets: its end-to-end spec's keeper (makes new versions and
  // deletes drafts of the demo glass cleaner, seed/publisher-versions.ts).
  {
    email: "versions@demo.test",
    name: "Vera Versions",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { local_publisher: true, local_publisher_delete: true },
    isPersonal: true,
  },
  // The editor of the company's own sheets (/new-document): its end-to-end spec's keeper (starts, writes,
  // publishes and deletes sheets).
  {
    email: "sheets@demo.test",
    name: "Sara Sheets",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { local_publisher: true, local_publisher_delete: true },
    isPersonal: true,
  },
] as const;

/** The users who have not been offered onboarding yet: every other demo sign-in goes straight to /main. */
export const ONBOARDING_NEWCOMERS = ["newcomer@fresh.test", "newcomer2@fresh.test"] as const;

/** A location tree to seed: a name, its children, and whether it was archived (with its subtree). */
interface SeedLocation {
  name: string;
  archived?: boolean;
  children?: SeedLocation[];
}

const leaves = (...names: string[]): SeedLocation[] => names.map((name) => ({ name }));

/**
 * The demo trees: site → building → room → cabinet. Names are unique within a
 * company (tests and docs name them). Laboratory 1 keeps exactly one child and
 * Other Industries' tree stays as small as the tests expect.
 */
export const DEMO_LOCATIONS: Record<number, SeedLocation[]> = {
  [DEMO_COMPANY_IDS.demoChemicals]: [
    {
      name: "Oslo plant",
      children: [
        {
          name: "Building A",
          children: [
            { name: "Laboratory 1", children: leaves("Flammables cabinet") },
            { name: "Laboratory 2", children: leaves("Acids cabinet", "Bases cabinet", "Fume cupboard") },
            { name: "Quality control lab", children: leaves("Reagent shelf", "Sample fridge") },
            // Closed down: archived together with its cabinet (the hierarchy shows it on request).
            { name: "Old laboratory", archived: true, children: leaves("Old solvent cabinet") },
          ],
        },
        {
          name: "Building B",
          children: [
            { name: "Warehouse", children: leaves("Rack A", "Rack B", "Drum store") },
            { name: "Production hall", children: leaves("Mixing line 1", "Mixing line 2") },
            { name: "Workshop", children: leaves("Paint cabinet", "Lubricants cabinet") },
          ],
        },
        { name: "Tank farm", children: leaves("Ethanol tank T1", "Sodium hydroxide tank T2") },
      ],
    },
    {
      name: "Bergen depot",
      children: [
        { name: "Storage hall", children: leaves("Bay 1", "Bay 2", "Hazardous goods cage") },
        {
          name: "Office building",
          children: [
            { name: "Cleaning room", children: leaves("Cleaning agents cabinet") },
            { name: "Canteen kitchen" },
            { name: "First aid room" },
          ],
        },
        { name: "Loading dock", children: leaves("Returns area") },
      ],
    },
  ],
  [DEMO_COMPANY_IDS.otherIndustries]: [
    { name: "Leeds works", children: [{ name: "Paint shop" }, { name: "Store room" }] },
  ],
};

/** Top nodes of the demo users (by name, in the user's company): where each may look. */
export const DEMO_TOP_NODES: { email: string; locations: string[] }[] = [
  { email: "depot@demo.test", locations: ["Bergen depot"] },
];

/** Favourite locations of the demo users (by name, in the user's company). */
export const DEMO_FAVORITES: { email: string; locations: string[] }[] = [
  { email: "admin@demo.test", locations: ["Laboratory 1", "Warehouse"] },
];

/**
 * The approval boards of Demo Chemicals (decision 018): each names its
 * location (whose subtree inherits it) and its members (by email).
 */
export const DEMO_BOARDS: { name: string; locations: string[]; members: string[] }[] = [
  {
    name: "Laboratory board",
    locations: ["Building A"],
    members: ["evaluator@demo.test", "evaluator2@demo.test"],
  },
  {
    name: "Depot board",
    locations: ["Bergen depot"],
    members: ["evaluator3@demo.test", "evaluator4@demo.test"],
  },
  // Version 2 approvals (requests on templates): a board of its own, so its evaluator never joins the
  // evaluations the version 1 specs count.
  {
    name: "Production board",
    locations: ["Production hall"],
    members: ["evaluator5@demo.test"],
  },
];

/** Seeds DEMO_BOARDS into Demo Chemicals (after its locations and users). */
async function seedDemoBoards(tx: Transaction): Promise<void> {
  const companyId = DEMO_COMPANY_IDS.demoChemicals;
  for (const board of DEMO_BOARDS) {
    const [row] = await tx
      .insert(chemicalBoardGroups)
      .values({ companyId, name: board.name })
      .returning({ id: chemicalBoardGroups.id });
    if (!row) throw new Error(`seed: board ${board.name} not inserted`);
    const places = await tx
      .update(locations)
      .set({ chemicalBoardGroupId: row.id })
      .where(and(eq(locations.companyId, companyId), inArray(locations.name, board.locations)))
      .returning({ id: locations.id });
    if (places.length !== board.locations.length) throw new Error(`seed: locations of ${board.name}`);
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, board.members)));
    if (members.length !== board.members.length) throw new Error(`seed: members of ${board.name}`);
    await tx
      .insert(chemicalBoardGroupMembers)
      .values(members.map((member) => ({ companyId, boardGroupId: row.id, userId: member.id })));
  }
}

/** The questionnaire answers of the companies that have been onboarded. */
export const DEMO_SUBMISSIONS: { email: string; answers: OnboardingAnswers }[] = [
  {
    email: "admin@demo.test",
    answers: {
      industry: "manufacturing",
      employees: "50_249",
      management: "spreadsheets",
      goals: ["sds", "risk_assessment", "substitution", "approval"],
      product_count: 420,
      comment: "We want one place for the safety data sheets of both sites.",
    },
  },
  {
    email: "admin@other.test",
    answers: { industry: "automotive", employees: "10_49", management: "paper", goals: ["sds", "exposure"] },
  },
];

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The onboarding forms (form 1, the questionnaire); idempotent, so it also updates an older definition. */
export async function seedOnboardingForms(db: Database | Transaction): Promise<void> {
  const { id, ...definition } = QUESTIONNAIRE_DEFINITION;
  await db
    .insert(onboardingForms)
    .values({ id, definition })
    .onConflictDoUpdate({ target: onboardingForms.id, set: { definition, updatedAt: sql`now()` } });
}

async function insertLocations(
  tx: Transaction,
  companyId: number,
  nodes: SeedLocation[],
  parent: { id: number; archivedRootId: number | null } | null = null,
): Promise<void> {
  for (const node of nodes) {
    const [row] = await tx
      .insert(locations)
      .values({ companyId, parentId: parent?.id ?? null, name: node.name })
      .returning({ id: locations.id });
    if (!row) throw new Error(`seed: location ${node.name} not inserted`);
    // An archived location archives its subtree with it (same archived_root_id).
    const archivedRootId = parent?.archivedRootId ?? (node.archived ? row.id : null);
    if (archivedRootId !== null) {
      await tx.update(locations).set({ archived: true, archivedRootId }).where(eq(locations.id, row.id));
    }
    if (node.children) await insertLocations(tx, companyId, node.children, { id: row.id, archivedRootId });
  }
}

/** Whether the database already holds data (a second start must not seed again). */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo companies and users into an empty database, all or nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await tx.insert(companies).values([
      {
        id: DEMO_COMPANY_IDS.demoChemicals,
        name: "Demo Chemicals AS",
        settings: { document_rnu: true },
        features: { emptyState: false, replaceSds: true, sps: true, guidance: true },
      },
      {
        id: DEMO_COMPANY_IDS.freshStart,
        name: "Fresh Start AS",
        settings: { document_rnu: false },
        features: { emptyState: true, replaceSds: false, sps: false, guidance: true },
      },
      {
        id: DEMO_COMPANY_IDS.otherIndustries,
        name: "Other Industries Ltd",
        settings: { document_rnu: true },
        features: { emptyState: false, replaceSds: true, sps: false, guidance: false },
      },
      {
        id: DEMO_COMPANY_IDS.freshStartTwo,
        name: "Fresh Start Two AS",
        settings: { document_rnu: false },
        features: { emptyState: true, replaceSds: false, sps: false, guidance: true },
      },
      {
        id: DEMO_COMPANY_IDS.greenfield,
        name: "Greenfield Labs AS",
        // A smaller licence than the other demo companies (My page → Licences).
        settings: {
          document_rnu: false,
          licenses: [
            "products",
            "search",
            "locations",
            "locationHierarchy",
            "riskAssessments",
            "sdsRequests",
            "readUnderstood",
          ],
        },
        features: { emptyState: true, replaceSds: false, sps: false, guidance: true },
      },
    ]);
    await tx.insert(users).values(
      DEMO_USERS.map((user) => ({
        ...user,
        permissions: { ...user.permissions },
      })),
    );

    // Onboarding: form 1, the location trees (and favourites), the answers of the onboarded companies,
    // and the "has been prompted" flag for everyone but the newcomers.
    await seedOnboardingForms(tx);
    for (const [companyId, tree] of Object.entries(DEMO_LOCATIONS)) {
      await insertLocations(tx, Number(companyId), tree);
    }
    // The approval boards of the demo company.
    await seedDemoBoards(tx);
    // Products, their safety data sheets and where they are kept (seed/products.ts).
    await seedDemoProducts(tx);
    // Chemical approval requests in every status (seed/requests.ts), after the boards and products.
    await seedProductRequests(tx, DEMO_COMPANY_IDS.demoChemicals);
    for (const limited of DEMO_TOP_NODES) {
      const [user] = await tx
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(eq(users.email, limited.email));
      if (!user) throw new Error(`seed: no user ${limited.email}`);
      const rows = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.companyId, user.companyId), inArray(locations.name, limited.locations)));
      if (rows.length !== limited.locations.length) throw new Error(`seed: top nodes of ${limited.email}`);
      await tx
        .update(users)
        .set({ topnodes: rows.map((row) => row.id) })
        .where(eq(users.id, user.id));
    }
    // The audit trail those seeded changes would have written (seed/activities.ts).
    await seedDemoActivities(tx, DEMO_COMPANY_IDS.demoChemicals);
    // The greylists of company settings (seed/greylist.ts).
    await seedGreylists(tx, DEMO_COMPANY_IDS);
    // The smart-form templates of the demo companies (seed/smartform-templates.ts).
    await seedSmartformTemplates(tx, DEMO_COMPANY_IDS.demoChemicals);
    await seedSmartformTemplates(tx, DEMO_COMPANY_IDS.otherIndustries);
    // Approval of risk assessments and a document of the older form (seed/smartform-lifecycle.ts).
    await seedDocumentLife(tx, DEMO_COMPANY_IDS.demoChemicals);
    for (const favorite of DEMO_FAVORITES) {
      const [user] = await tx
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(eq(users.email, favorite.email));
      if (!user) throw new Error(`seed: no user ${favorite.email}`);
      const rows = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.companyId, user.companyId), inArray(locations.name, favorite.locations)));
      if (rows.length !== favorite.locations.length) throw new Error(`seed: favourites of ${favorite.email}`);
      await tx
        .insert(locationFavorites)
        .values(rows.map((row) => ({ companyId: user.companyId, userId: user.id, locationId: row.id })));
    }
    const byEmail = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email, companyId: users.companyId })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_SUBMISSIONS.map((submission) => submission.email),
            ),
          )
      ).map((user) => [user.email, user]),
    );
    for (const { email, answers } of DEMO_SUBMISSIONS) {
      const user = byEmail.get(email);
      if (!user) throw new Error(`seed: no user ${email}`);
      await tx
        .insert(onboardingSubmissions)
        .values({ companyId: user.companyId, userId: user.id, formId: QUESTIONNAIRE_DEFINITION.id, answers });
    }
    await tx
      .update(users)
      .set({ onboardingPromptedAt: sql`now()` })
      .where(notInArray(users.email, [...ONBOARDING_NEWCOMERS]));
    // The demo company's risk assessments and SPS documents (seed/risk-assessments.ts), after its templates.
    await seedRiskAssessments(tx, DEMO_COMPANY_IDS.demoChemicals);
    // A year of the demo company's exposure records (seed/exposure-records.ts).
    await seedExposureRecords(tx, DEMO_COMPANY_IDS.demoChemicals);
    // The demo company's exposure plans (seed/exposure-plans.ts), after its products and risk assessments.
    await seedExposurePlans(tx, DEMO_COMPANY_IDS.demoChemicals);
    // The demo company's workplace descriptions (seed/workplace-descriptions.ts), after its products.
    await seedWorkplaceDescriptions(tx, DEMO_COMPANY_IDS.demoChemicals);
    // Read and understood: its people, assignments and a confirmation (seed/read-understood.ts).
    await seedReadUnderstood(tx, DEMO_COMPANY_IDS.demoChemicals);
    // One demo read link (seed/read-links.ts).
    await seedReadLinks(tx, DEMO_COMPANY_IDS.demoChemicals);
    // Two demo supplier SDS requests, one open with a printed token (seed/sds-requests.ts).
    await seedSdsRequests(tx, DEMO_COMPANY_IDS.demoChemicals);
    // Two demo substitutions, one approved and one waiting for a decision (seed/substitutions.ts).
    await seedSubstitutions(tx, DEMO_COMPANY_IDS.demoChemicals);
    // Training: courses, completions and two people of its own (seed/training.ts), after read and understood.
    await seedTraining(tx, DEMO_COMPANY_IDS.demoChemicals);
    // A few SDS events and actions (seed/sds-events.ts), after the requests they refer to.
    await seedSdsEvents(tx, DEMO_COMPANY_IDS.demoChemicals);
    // The publisher's suppliers, substances and company phrases (seed/publisher.ts).
    await seedPublisher(tx, DEMO_COMPANY_IDS.demoChemicals);
    // The publisher's demo sheet of the company's own (seed/publisher.ts).
    await seedPublisherDocuments(tx, DEMO_COMPANY_IDS.demoChemicals);
    // A second sheet in two languages for the sheet versions page (seed/publisher-versions.ts).
    await seedPublisherVersions(tx, DEMO_COMPANY_IDS.demoChemicals);
  });
  // The shipped legislation lists, and every company's products screened against them (api/legislation).
  await ensureShippedLists(db);
  return true;
}
