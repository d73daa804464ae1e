import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";
import {
  addRequestLocations,
  APPROVER,
  BASE,
  clearBoardsOfLocations,
  createBoard,
  EVALUATOR,
  REQUESTER,
  REQUESTER2,
  userIdsByEmail,
} from "./approval-support";

/**
 * GET /chemical-approval/v1/product-requests/{id}/insights: the hazards of the
 * attached SDS (or of a library product with the same CAS number), the TRGS
 * 510 check against what is kept at each requested location, and similar
 * library products. Requests, a board and a few locations are made in SQL in
 * this file's own database.
 */

let h: ApiHarness;

let userId: (email: string) => number;

/** Acetone as read from a supplier's PDF, with codes the facts must drop (H999, GHS99, a bad CAS). */
const ACETONE_FACTS = {
  hazard_statements: ["H225", "H319", "H336", "H999"],
  precautionary_statements: ["P210", "P305 + P351 + P338"],
  pictograms: ["GHS02", "GHS07", "GHS99"],
  signal_word: "Danger",
  storage_class: "3",
  cas_numbers: ["67-64-1", "67-64-2"],
};

let acetone: number;

async function newLocation(name: string, parent: string): Promise<number> {
  const created = await h.db.execute<{ id: number }>(sql`
    INSERT INTO locations (company_id, parent_id, name)
    VALUES (${DEMO}, ${await locationIdOf(h.db, DEMO, parent)}, ${name}) RETURNING id`);
  return created.rows[0]!.id;
}

async function place(locationId: number, productId: number): Promise<void> {
  await h.db.execute(sql`
    INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${locationId}, ${productId})`);
}

beforeAll(async () => {
  h = await createHarness();
  userId = await userIdsByEmail(h.db);
  acetone = await productIdOf(h.db, DEMO, "Acetone");

  await clearBoardsOfLocations(h.db);
  await createBoard(h.db, "Insights board", ["Building A"], [userId(EVALUATOR)]);

  // A room that keeps only acetone, an empty one, and one with a product whose storage class is unknown.
  await place(await newLocation("Insights solvent room", "Building A"), acetone);
  await newLocation("Insights empty room", "Building A");
  const unknown = await h.db.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name, supplier) VALUES (${DEMO}, 'Insights unlabelled drum', 'Nobody')
    RETURNING id`);
  await place(await newLocation("Insights unknown room", "Building A"), unknown.rows[0]!.id);
});

afterAll(async () => {
  await h.close();
});

interface Spec {
  name?: string;
  casNr?: string | null;
  attached?: boolean;
  facts?: Record<string, unknown> | null;
  locations?: string[];
  companyId?: number;
  productId?: number | null;
}

async function createRequest(spec: Spec = {}): Promise<number> {
  const companyId = spec.companyId ?? DEMO;
  const requester = companyId === DEMO ? REQUESTER : OTHER_ADMIN;
  const created = await h.db.execute<{ id: number }>(sql`
    INSERT INTO product_requests (company_id, requester_id, status, name, cas_nr, attached_sds_key,
      attached_sds_name, attached_sds_facts, product_id)
    VALUES (${companyId}, ${userId(requester)}, 'UNDER_EVALUATION', ${spec.name ?? "Insights request"},
      ${spec.casNr ?? null}, ${spec.attached ? `requests/${companyId}/insights.pdf` : null},
      ${spec.attached ? "insights.pdf" : null}, ${spec.facts ? JSON.stringify(spec.facts) : null}::jsonb,
      ${spec.productId ?? null})
    RETURNING id`);
  const id = created.rows[0]!.id;
  await addRequestLocations(h.db, companyId, id, spec.locations ?? []);
  return id;
}

interface Insights {
  hazards: {
    signal_word: string | null;
    pictograms: string[];
    hazard_statements: { code: string; text: string; printed: string | null }[];
    precautionary_statements: { code: string; text: string; printed: string | null }[];
    storage_class: string | null;
    source: string | null;
    reading: {
      outcome: string;
      ocr: boolean;
      classification: string;
      code_sources: Record<string, string>;
    } | null;
  };
  storage: {
    location: { id: number; name: string; path: string };
    compatibility: string;
    product_count: number;
    conflicts: {
      product: { id: number; name: string };
      storage_class: string | null;
      compatibility: string;
      note: number | null;
    }[];
  }[];
  similar: {
    product: { id: number; name: string };
    sds_key: string | null;
    reason: string;
    signal_word: string | null;
    pictograms: string[];
    locations: number;
  }[];
}

async function insights(email: string, id: number, headers: Record<string, string> = {}): Promise<Insights> {
  const res = await h.call(email, `${BASE}/${id}/insights`, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Insights }).data;
}

const at = (data: Insights, name: string) => {
  const found = data.storage.find((entry) => entry.location.name === name);
  if (!found) throw new Error(`no storage entry for ${name}`);
  return found;
};

describe("GET /{id}/insights", () => {
  it("summarises the attached SDS: known codes only, statement texts, storage class", async () => {
    const id = await createRequest({
      name: "Insights acetone",
      casNr: "67-64-1",
      attached: true,
      facts: ACETONE_FACTS,
    });
    const { hazards } = await insights(EVALUATOR, id);
    expect(hazards).toEqual({
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazard_statements: [
        { code: "H225", text: "Highly flammable liquid and vapour.", printed: null },
        { code: "H319", text: "Causes serious eye irritation.", printed: null },
        { code: "H336", text: "May cause drowsiness or dizziness.", printed: null },
      ],
      precautionary_statements: [
        { code: "P210", text: expect.stringContaining("Keep away from heat"), printed: null },
        { code: "P305+P351+P338", text: expect.stringContaining("IF IN EYES"), printed: null },
      ],
      storage_class: "3",
      source: "attached_sds",
      // Facts stored before readings had outcomes were read from a text layer.
      reading: { outcome: "read", ocr: false, classification: "classified", code_sources: {} },
    });
  });

  it("says how the attached sheet was read: a scan, a slow sheet or a not-classified one is not 'nothing found'", async () => {
    const readingOf = async (facts: Record<string, unknown>, casNr: string | null = null) =>
      (await insights(EVALUATOR, await createRequest({ attached: true, facts, casNr }))).hazards;

    const scan = await readingOf({ outcome: "no_text", classification: "none_found" });
    expect(scan).toMatchObject({ source: "attached_sds", pictograms: [], hazard_statements: [] });
    expect(scan.reading).toMatchObject({ outcome: "no_text", classification: "none_found" });

    expect((await readingOf({ outcome: "timed_out" })).reading?.outcome).toBe("timed_out");
    expect((await readingOf({ outcome: "unreadable" })).reading?.outcome).toBe("unreadable");
    expect((await readingOf({ classification: "not_classified" })).reading).toMatchObject({
      outcome: "read",
      classification: "not_classified",
    });

    // The supplier's own wording beside the official one where it differs; the same words are not repeated.
    const worded = await readingOf({
      ...ACETONE_FACTS,
      statement_texts: { H225: "Highly flammable liquid and vapour", H319: "Irritating to eyes." },
    });
    expect(worded.hazard_statements.find((s) => s.code === "H225")?.printed).toBeNull();
    expect(worded.hazard_statements.find((s) => s.code === "H319")?.printed).toBe("Irritating to eyes.");

    const ocr = await readingOf({
      ...ACETONE_FACTS,
      ocr: true,
      code_sources: { GHS07: "derived", H319: "sentence", P210: "made up" },
    });
    expect(ocr.reading).toEqual({
      outcome: "read",
      ocr: true,
      classification: "classified",
      code_sources: { GHS07: "derived", H319: "sentence" },
    });

    // A scan with the same CAS number as a library product: the library's hazards, and still the scan's outcome.
    const standIn = await readingOf({ outcome: "no_text" }, "67-64-1");
    expect(standIn).toMatchObject({
      source: "library",
      signal_word: "Danger",
      reading: { outcome: "no_text" },
    });
  });

  it("gives the statement texts in the request language", async () => {
    const id = await createRequest({ attached: true, facts: ACETONE_FACTS });
    const { hazards } = await insights(EVALUATOR, id, { "X-LANGUAGE": "6" });
    expect(hazards.hazard_statements[0]).toEqual({
      code: "H225",
      text: "Flüssigkeit und Dampf leicht entzündbar.",
      printed: null,
    });
  });

  it("checks the storage at each requested location against what is kept there", async () => {
    const id = await createRequest({
      attached: true,
      facts: ACETONE_FACTS,
      locations: ["Fume cupboard", "Insights solvent room", "Insights empty room", "Insights unknown room"],
    });
    const data = await insights(EVALUATOR, id);
    expect(data.storage.map((entry) => entry.location.name).sort()).toEqual(
      ["Fume cupboard", "Insights empty room", "Insights solvent room", "Insights unknown room"].sort(),
    );

    // Hydrogen peroxide (5.1B) with a flammable liquid (3): TRGS 510 note 7, reported as INCOMPATIBLE.
    const cupboard = at(data, "Fume cupboard");
    expect(cupboard.compatibility).toBe("INCOMPATIBLE");
    expect(cupboard.location.path).toBe("Oslo plant › Building A › Laboratory 2 › Fume cupboard");
    expect(cupboard.conflicts[0]!.compatibility).toBe("INCOMPATIBLE");
    expect(cupboard.conflicts).toContainEqual({
      product: {
        id: await productIdOf(h.db, DEMO, "Hydrogen peroxide 35 %"),
        name: "Hydrogen peroxide 35 %",
      },
      storage_class: "5.1B",
      compatibility: "INCOMPATIBLE",
      note: 7,
    });
    expect(cupboard.conflicts.map((c) => c.product.name)).not.toContain("Ethanol");
    expect(cupboard.product_count).toBeGreaterThanOrEqual(2);

    expect(at(data, "Insights solvent room")).toMatchObject({
      compatibility: "COMPATIBLE",
      product_count: 1,
      conflicts: [],
    });
    expect(at(data, "Insights empty room")).toMatchObject({
      compatibility: "COMPATIBLE",
      product_count: 0,
      conflicts: [],
    });
    expect(at(data, "Insights unknown room")).toMatchObject({
      compatibility: "MISSING_INFORMATION",
      product_count: 1,
      conflicts: [
        {
          product: { name: "Insights unlabelled drum" },
          storage_class: null,
          compatibility: "MISSING_INFORMATION",
          note: null,
        },
      ],
    });
  });

  it("lists similar library products: the same CAS number first, then similar names", async () => {
    const id = await createRequest({
      name: "Acetone",
      casNr: "67-64-1",
      attached: true,
      facts: ACETONE_FACTS,
    });
    const { similar } = await insights(EVALUATOR, id);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(10);
    expect(similar[0]).toMatchObject({
      product: { id: acetone, name: "Acetone" },
      reason: "same_cas",
      sds_key: expect.stringMatching(/^SDS-/),
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
    });
    // Flammables cabinet and Reagent shelf (seed), Insights solvent room (this file).
    expect(similar[0]!.locations).toBe(3);
    expect(similar.find((item) => item.product.name === "Acetone, technical grade")?.reason).toBe("same_cas");
    const reasons = similar.map((item) => item.reason);
    expect(
      reasons.slice(reasons.lastIndexOf("same_cas") + 1).every((reason) => reason === "similar_name"),
    ).toBe(true);

    const byName = await insights(EVALUATOR, await createRequest({ name: "Acetone" }));
    expect(byName.similar.find((item) => item.product.id === acetone)?.reason).toBe("similar_name");
  });

  it("without an attached SDS, takes the hazards from a library product with the same CAS number", async () => {
    const data = await insights(
      APPROVER,
      await createRequest({ casNr: "67-64-1", locations: ["Insights solvent room"] }),
    );
    expect(data.hazards).toMatchObject({
      source: "library",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      storage_class: "3",
    });
    expect(data.hazards.hazard_statements.map((s) => s.code)).toContain("H225");
    expect(at(data, "Insights solvent room").compatibility).toBe("COMPATIBLE");

    // An attached PDF from which nothing could be read: the library too.
    const unreadable = await insights(
      APPROVER,
      await createRequest({ casNr: "67-64-1", attached: true, facts: null }),
    );
    expect(unreadable.hazards.source).toBe("library");
  });

  it("says nothing it does not know: no SDS, no CAS match → no hazards, storage MISSING_INFORMATION", async () => {
    const data = await insights(
      REQUESTER,
      await createRequest({ name: "Zzqx unknown blend", locations: ["Insights solvent room"] }),
    );
    expect(data.hazards).toEqual({
      signal_word: null,
      pictograms: [],
      hazard_statements: [],
      precautionary_statements: [],
      storage_class: null,
      source: null,
      reading: null,
    });
    expect(at(data, "Insights solvent room")).toMatchObject({
      compatibility: "MISSING_INFORMATION",
      product_count: 1,
      conflicts: [],
    });
    expect(data.similar).toEqual([]);

    const attachedEmpty = await insights(REQUESTER, await createRequest({ attached: true, facts: {} }));
    expect(attachedEmpty.hazards.source).toBe("attached_sds");
    expect(attachedEmpty.hazards.pictograms).toEqual([]);
  });

  it("leaves out the request's own product once approved", async () => {
    const data = await insights(
      APPROVER,
      await createRequest({
        name: "Acetone",
        casNr: "67-64-1",
        attached: true,
        facts: ACETONE_FACTS,
        productId: acetone,
        locations: ["Insights solvent room"],
      }),
    );
    expect(data.similar.map((item) => item.product.id)).not.toContain(acetone);
    expect(at(data, "Insights solvent room").product_count).toBe(0);
  });

  it("is for those who may see the request: 404 for others and other companies, 403 without the flag", async () => {
    const id = await createRequest({ attached: true, facts: ACETONE_FACTS });
    for (const email of [REQUESTER, EVALUATOR, APPROVER]) {
      expect((await h.call(email, `${BASE}/${id}/insights`)).status, email).toBe(200);
    }
    for (const email of [REQUESTER2, OTHER_ADMIN]) {
      const res = await h.call(email, `${BASE}/${id}/insights`);
      expect(res.status, email).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await h.call(WORKER, `${BASE}/${id}/insights`)).status).toBe(403);
    const other = await createRequest({ companyId: OTHER, locations: ["Paint shop"] });
    expect((await h.call(APPROVER, `${BASE}/${other}/insights`)).status).toBe(404);
    expect((await h.call(OTHER_ADMIN, `${BASE}/${other}/insights`)).status).toBe(200);
    expect((await h.call(APPROVER, `${BASE}/999999/insights`)).status).toBe(404);
    expect((await h.call(APPROVER, `${BASE}/abc/insights`)).status).toBe(404);
  });
});
