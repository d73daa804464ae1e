import { sql } from "drizzle-orm";
import type { Executor } from "../api/locations/tree";
import {
  REQUEST_FORM_GROUPS,
  type EvaluationStatus,
  type RequestStatus,
} from "../core/chemical-approvals/request-rules";

/**
 * Demo chemical approval requests of Demo Chemicals: one in each
 * status, so every list, filter and page has something to show. Runs after
 * the locations, users, approval boards and products are seeded; looks them
 * up by name and email and throws when one is missing. No files: the
 * requests have no attached SDS (the approved one points at its product's
 * seeded sheet).
 */

interface SeedEvaluation {
  member: string;
  status: EvaluationStatus;
  comment?: string;
  /** Hours before now. */
  hoursAgo: number;
}

export interface SeedRequest {
  name: string;
  requester: string;
  status: RequestStatus;
  locations: string[];
  /** The board that evaluates it (set once the evaluation started). */
  board?: string;
  /** Days before now that it was created; submitted a little later. */
  daysAgo: number;
  fields: Record<string, unknown>;
  evaluations?: SeedEvaluation[];
  conclusion?: { by: string; comment: string };
  /** Approved: the library product it became (its current English sheet is msds_key). */
  product?: string;
}

export const SEED_REQUESTS: SeedRequest[] = [
  {
    name: "Citric acid monohydrate",
    requester: "requester@demo.test",
    status: "DRAFT",
    locations: ["Laboratory 2"],
    daysAgo: 2,
    fields: {
      supplier: "Sigma-Aldrich",
      cas_nr: "5949-29-1",
      usage_description: "Descaling of the water baths and glassware washers.",
      indoor_usage: true,
      estimated_frequency_of_use: "weekly",
      ppes: ["safety_glasses", "chemical_gloves"],
    },
  },
  {
    name: "Brake cleaner spray",
    requester: "requester2@demo.test",
    status: "NEW",
    locations: ["Bay 1"],
    daysAgo: 4,
    fields: {
      supplier: "CRC Industries",
      article_nr: "BC-500",
      usage_description: "Degreasing brake parts of the forklifts during service.",
      indoor_usage: true,
      estimated_annual_usage: 24,
      estimated_annual_usage_unit: "pcs",
      estimated_frequency_of_use: "monthly",
      estimated_use_length: "00:15",
      env_exposures: ["air_emission", "hazardous_waste"],
      handling_description: "Spray in the ventilated workshop bay only; no ignition sources.",
      storage_location: "Flammables locker in Bay 1",
      max_amount_stored: 12,
      max_amount_stored_unit: "pcs",
      waste_location: "Aerosol waste drum",
      ppes: ["safety_glasses", "chemical_gloves"],
      is_user_exposure: true,
      estimated_daily_exposure: "00:15",
    },
  },
  {
    name: "Dichloromethane",
    requester: "requester@demo.test",
    status: "UNDER_EVALUATION",
    locations: ["Laboratory 1"],
    board: "Laboratory board",
    daysAgo: 9,
    fields: {
      synonym: "Methylene chloride",
      supplier: "Merck",
      article_nr: "106050",
      cas_nr: "75-09-2",
      usage_description: "Extraction solvent for the residue analysis method.",
      indoor_usage: true,
      estimated_annual_usage: 20,
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "several_weekly",
      estimated_use_length: "02:00",
      env_exposures: ["air_emission", "hazardous_waste"],
      handling_description: "Only in the fume cupboard; closed transfer from the bottle.",
      storage_location: "Flammables cabinet",
      max_amount_stored: 5,
      max_amount_stored_unit: "L",
      max_amount_to_be_ordered: 10,
      max_amount_to_be_ordered_unit: "L",
      waste_location: "Halogenated solvent waste",
      waste_handling_description: "Collected separately as halogenated waste.",
      ppes: ["goggles", "chemical_gloves", "lab_coat"],
      ppe_type_details: "Viton or PVA gloves: nitrile gives no protection against dichloromethane.",
      is_user_exposure: true,
      estimated_daily_exposure: "01:00",
    },
    evaluations: [
      {
        member: "evaluator@demo.test",
        status: "APPROVED",
        comment: "Acceptable in the fume cupboard with the right gloves. Check substitution yearly.",
        hoursAgo: 30,
      },
      { member: "evaluator2@demo.test", status: "PENDING", hoursAgo: 48 },
    ],
  },
  {
    name: "Sodium hypochlorite solution 15 %",
    requester: "requester@demo.test",
    status: "READY_FOR_APPROVAL",
    locations: ["Quality control lab"],
    board: "Laboratory board",
    daysAgo: 14,
    fields: {
      supplier: "VWR",
      cas_nr: "7681-52-9",
      usage_description: "Disinfection of the sample fridge and work benches.",
      indoor_usage: true,
      estimated_annual_usage: 10,
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "weekly",
      estimated_use_length: "00:30",
      env_exposures: ["waste_water"],
      storage_location: "Bases cabinet, away from acids",
      max_amount_stored: 5,
      max_amount_stored_unit: "L",
      ppes: ["goggles", "chemical_gloves"],
    },
    evaluations: [
      {
        member: "evaluator@demo.test",
        status: "APPROVED",
        comment: "Store apart from acids.",
        hoursAgo: 200,
      },
      {
        member: "evaluator2@demo.test",
        status: "APPROVED",
        comment: "Fine; dilute before use as the SDS says.",
        hoursAgo: 180,
      },
    ],
  },
  {
    name: "Benzene",
    requester: "requester2@demo.test",
    status: "REJECTED",
    locations: ["Laboratory 2"],
    board: "Laboratory board",
    daysAgo: 30,
    fields: {
      supplier: "Merck",
      cas_nr: "71-43-2",
      usage_description: "Reference solvent for an old UV method.",
      indoor_usage: true,
      estimated_annual_usage: 1,
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "rarely",
    },
    evaluations: [
      {
        member: "evaluator@demo.test",
        status: "REJECTED",
        comment: "Carcinogenic (H350, H340). The method can use toluene instead.",
        hoursAgo: 600,
      },
      { member: "evaluator2@demo.test", status: "REJECTED", comment: "Agree: substitute.", hoursAgo: 590 },
    ],
    conclusion: {
      by: "approver@demo.test",
      comment: "Rejected: carcinogen. Please request toluene for the method instead.",
    },
  },
  {
    name: "Isopropanol",
    requester: "requester@demo.test",
    status: "APPROVED",
    locations: ["Laboratory 1"],
    board: "Laboratory board",
    daysAgo: 60,
    fields: {
      synonym: "2-Propanol",
      supplier: "Merck",
      cas_nr: "67-63-0",
      sds_market: 4,
      sds_language: 4,
      usage_description: "Cleaning of optics and surfaces.",
      indoor_usage: true,
      estimated_annual_usage: 30,
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "daily",
      estimated_use_length: "00:10",
      storage_location: "Flammables cabinet",
      max_amount_stored: 10,
      max_amount_stored_unit: "L",
      ppes: ["safety_glasses", "chemical_gloves"],
    },
    evaluations: [
      { member: "evaluator@demo.test", status: "APPROVED", comment: "Approved.", hoursAgo: 1300 },
      { member: "evaluator2@demo.test", status: "APPROVED", comment: "OK in the cabinet.", hoursAgo: 1290 },
    ],
    conclusion: { by: "approver@demo.test", comment: "Approved for the laboratories." },
    product: "Isopropanol",
  },
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function idsByKey(
  tx: Executor,
  query: ReturnType<typeof sql>,
  wanted: readonly string[],
  what: string,
): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; id: number }>(await tx.execute(query));
  const map = new Map(rows.map((row) => [row.key, row.id]));
  for (const key of wanted) if (!map.has(key)) throw new Error(`seed requests: no ${what} ${key}`);
  return map;
}

/**
 * The product_requests columns a seed's `fields` fill: every field of the form but the name (set apart),
 * the locations and files (tables of their own) and the draft flag (the status says it).
 */
const NOT_COLUMNS: readonly string[] = ["name", "location_ids", "attached_sds", "is_draft", "attachments"];
const COLUMNS = Object.values(REQUEST_FORM_GROUPS)
  .flat()
  .filter((field) => !NOT_COLUMNS.includes(field));

/** Seeds SEED_REQUESTS into the company (Demo Chemicals); returns the new request ids in order. */
export async function seedProductRequests(tx: Executor, companyId: number): Promise<number[]> {
  const emails = [
    ...new Set(
      SEED_REQUESTS.flatMap((r) => [
        r.requester,
        ...(r.evaluations ?? []).map((e) => e.member),
        ...(r.conclusion ? [r.conclusion.by] : []),
      ]),
    ),
  ];
  const locationNames = [...new Set(SEED_REQUESTS.flatMap((r) => r.locations))];
  const boardNames = [...new Set(SEED_REQUESTS.flatMap((r) => (r.board ? [r.board] : [])))];
  const productNames = [...new Set(SEED_REQUESTS.flatMap((r) => (r.product ? [r.product] : [])))];
  const users = await idsByKey(
    tx,
    sql`SELECT email AS key, id FROM users WHERE company_id = ${companyId} AND email = ANY(${sql.param(emails)}::text[])`,
    emails,
    "user",
  );
  const idsByName = (table: string, names: string[], what: string) =>
    idsByKey(
      tx,
      sql`SELECT name AS key, id FROM ${sql.raw(table)}
      WHERE company_id = ${companyId} AND name = ANY(${sql.param(names)}::text[])`,
      names,
      what,
    );
  const places = await idsByName("locations", locationNames, "location");
  const boards = await idsByName("chemical_board_groups", boardNames, "board");
  const products = await idsByName("products", productNames, "product");

  const ids: number[] = [];
  for (const request of SEED_REQUESTS) {
    const created = sql`now() - make_interval(days => ${request.daysAgo})`;
    const submitted =
      request.status === "DRAFT"
        ? sql`NULL`
        : sql`now() - make_interval(days => ${request.daysAgo}) + interval '2 hours'`;
    const updated =
      request.status === "DRAFT" || request.status === "NEW"
        ? created
        : sql`now() - make_interval(days => ${Math.max(0, request.daysAgo - 3)})`;
    let productId: number | null = null;
    let msdsKey: string | null = null;
    if (request.product) {
      productId = products.get(request.product)!;
      const [sheet] = rowsOf<{ key: string }>(
        await tx.execute(sql`
          SELECT key FROM sds_documents
          WHERE company_id = ${companyId} AND product_id = ${productId} AND superseded_by_id IS NULL AND NOT pending
          ORDER BY (language_id = 4) DESC, (market_id = 4) DESC, id LIMIT 1`),
      );
      if (!sheet) throw new Error(`seed requests: no sheet of ${request.product}`);
      msdsKey = sheet.key;
    }
    const values = COLUMNS.map((column) => {
      const value = request.fields[column];
      if (column === "env_exposures" || column === "ppes") {
        return sql`${sql.param(Array.isArray(value) ? value : [])}::text[]`;
      }
      if (column === "indoor_usage" || column === "outdoor_usage" || column === "is_user_exposure") {
        return sql`${value === true}`;
      }
      return value === undefined ? sql`NULL` : sql`${value}`;
    });
    const concludedBy = request.conclusion ? users.get(request.conclusion.by)! : null;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO product_requests (company_id, requester_id, status, name, board_group_id, comment,
          concluded_by_id, concluded_at, product_id, msds_key, submitted_at, created_at, updated_at,
          ${sql.raw(COLUMNS.join(", "))})
        VALUES (${companyId}, ${users.get(request.requester)!}, ${request.status}, ${request.name},
          ${request.board ? boards.get(request.board)! : null}, ${request.conclusion?.comment ?? null},
          ${concludedBy}, ${concludedBy ? updated : sql`NULL`}, ${productId}, ${msdsKey}, ${submitted},
          ${created}, ${updated}, ${sql.join(values, sql`, `)})
        RETURNING id`),
    );
    const id = row!.id;
    ids.push(id);
    await tx.execute(sql`
      INSERT INTO product_request_locations (company_id, request_id, location_id)
      SELECT ${companyId}, ${id}, unnest(${sql.param(request.locations.map((name) => places.get(name)!))}::int[])`);
    for (const evaluation of request.evaluations ?? []) {
      const at = sql`now() - make_interval(hours => ${evaluation.hoursAgo})`;
      const decided = evaluation.status === "APPROVED" || evaluation.status === "REJECTED";
      await tx.execute(sql`
        INSERT INTO product_request_evaluations (company_id, request_id, member_id, status, is_approved, comment,
          created_at, updated_at)
        VALUES (${companyId}, ${id}, ${users.get(evaluation.member)!}, ${evaluation.status},
          ${decided ? evaluation.status === "APPROVED" : null}, ${evaluation.comment ?? null},
          ${created} + interval '3 hours', ${at})`);
    }
  }
  return ids;
}
