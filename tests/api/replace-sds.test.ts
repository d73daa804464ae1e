import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationProduct, SdsDiff, SdsSummary } from "../../api/products/schemas";
import { sdsDocuments, type SdsDocumentRow } from "../../db/schema";
import {
  ADMIN,
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

/**
 * Newer safety data sheets: GET /location/v2/updatedsds, the preview and
 * POST /location/v2/replace-sds. On the demo seed Toluene (at the Flammables
 * cabinet) has a pending en/GB sheet, version 2.0, with one more H statement,
 * one P statement fewer and a changed substance concentration.
 */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const APPLIED = { message: "This safety data sheet has already been applied." };

const idOfProduct = (name: string, companyId: number = DEMO) => productIdOf(h.db, companyId, name);

const sheetsOf = (productId: number) =>
  h.db.select().from(sdsDocuments).where(eq(sdsDocuments.productId, productId)).orderBy(asc(sdsDocuments.id));

/** The product's en/GB sheets: the current one and the pending one. */
async function enGbOf(
  productId: number,
): Promise<{ current: SdsDocumentRow; pending: SdsDocumentRow | undefined }> {
  const sheets = (await sheetsOf(productId)).filter((s) => s.languageId === 4 && s.marketId === 4);
  const current = sheets.find((s) => !s.pending && s.supersededById === null);
  if (!current) throw new Error("no current en/GB sheet");
  return { current, pending: sheets.find((s) => s.pending) };
}

const allSheets = () => h.db.select().from(sdsDocuments).orderBy(asc(sdsDocuments.id));

/** A pending copy of a sheet (another version), inserted straight into the database. */
async function insertPending(
  from: SdsDocumentRow,
  changes: Partial<SdsDocumentRow>,
): Promise<SdsDocumentRow> {
  const { id: _id, labelLower: _l, search: _s, createdAt: _c, updatedAt: _u, ...fields } = from;
  const [row] = await h.db
    .insert(sdsDocuments)
    .values({ ...fields, supersededById: null, pending: true, ...changes })
    .returning();
  return row!;
}

async function get<T>(email: string, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await h.call(email, `/api${path}`, { headers });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return (res.body as { data: T }).data;
}

const apply = (email: string, body: unknown) =>
  h.call(email, "/api/location/v2/replace-sds", { method: "POST", body });

describe("GET /location/v2/updatedsds", () => {
  it("lists Toluene's pending sheet with the current sheet it would replace", async () => {
    const toluene = await idOfProduct("Toluene");
    const { current, pending } = await enGbOf(toluene);
    const list = await get<
      {
        product_id: number;
        name: string;
        current: SdsSummary | null;
        pending: SdsSummary;
        locations: number;
      }[]
    >(WORKER, "/location/v2/updatedsds");
    const entry = list.find((e) => e.product_id === toluene);
    expect(entry).toBeDefined();
    expect(entry!.name).toBe("Toluene");
    expect(entry!.pending).toMatchObject({
      key: pending!.key,
      version: "2.0",
      pending: true,
      superseded: false,
      language: 4,
      market: 4,
    });
    expect(entry!.current).toMatchObject({
      key: current.key,
      pending: false,
      superseded: false,
      language: 4,
      market: 4,
    });
    expect(entry!.locations).toBe(1);
    // Only pending sheets of the caller's company.
    const pendingIds = new Set(
      (
        await h.db
          .select()
          .from(sdsDocuments)
          .where(and(eq(sdsDocuments.companyId, DEMO), eq(sdsDocuments.pending, true)))
      ).map((s) => s.key),
    );
    expect(list.map((e) => e.pending.key).sort()).toEqual([...pendingIds].sort());
    const theirs = await get<{ product_id: number }[]>(OTHER_ADMIN, "/location/v2/updatedsds");
    expect(theirs.some((e) => e.product_id === toluene)).toBe(false);
  });
});

describe("GET /location/v2/replace-sds/preview", () => {
  it("shows what the pending Toluene sheet changes", async () => {
    const toluene = await idOfProduct("Toluene");
    const flammables = await locationIdOf(h.db, DEMO, "Flammables cabinet");
    const { current, pending } = await enGbOf(toluene);
    const diff = await get<SdsDiff>(
      ADMIN,
      `/location/v2/replace-sds/preview?prodid=${toluene}&sds_key=${pending!.key}`,
    );
    expect(diff.from.key).toBe(current.key);
    expect(diff.to.key).toBe(pending!.key);
    const addedH = pending!.hazardStatements.filter((code) => !current.hazardStatements.includes(code));
    expect(addedH.length).toBeGreaterThanOrEqual(1);
    expect(diff.hazard_statements.added.map((s) => s.code)).toEqual(addedH);
    expect(diff.hazard_statements.added[0]!.text.length).toBeGreaterThan(10);
    expect(diff.hazard_statements.added[0]!.language).toBe("en");
    expect(diff.hazard_statements.removed).toEqual([]);
    const removedP = current.precautionaryStatements.filter(
      (code) => !pending!.precautionaryStatements.includes(code),
    );
    expect(diff.precautionary_statements.removed.map((s) => s.code)).toEqual(
      removedP.map((c) => c.replace(/\s+/g, "")),
    );
    expect(diff.precautionary_statements.added).toEqual([]);
    expect(diff.substances.changed).toHaveLength(1);
    expect(diff.substances.changed[0]!.from.concentration_min).not.toBe(
      diff.substances.changed[0]!.to.concentration_min,
    );
    expect(diff.substances.added).toEqual([]);
    expect(diff.substances.removed).toEqual([]);
    expect(diff.pictograms).toEqual({ added: [], removed: [] });
    expect(diff.signal_word.changed).toBe(false);
    expect(diff.storage_class).toEqual({
      from: current.storageClass,
      to: pending!.storageClass,
      changed: false,
    });
    expect(diff.locations).toEqual([
      {
        id: flammables,
        name: "Flammables cabinet",
        path: "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
      },
    ]);
    // Nothing was applied.
    expect((await enGbOf(toluene)).pending?.id).toBe(pending!.id);
  });

  it("gives the statement texts in the request language", async () => {
    const toluene = await idOfProduct("Toluene");
    const { pending } = await enGbOf(toluene);
    const diff = await get<SdsDiff>(
      ADMIN,
      `/location/v2/replace-sds/preview?prodid=${toluene}&sds_key=${pending!.key}`,
      { "X-LANGUAGE": "6" },
    );
    expect(diff.hazard_statements.added[0]!.language).toBe("de");
  });

  it("answers 422 for the current sheet, 404 for another company's or another product's sheet", async () => {
    const toluene = await idOfProduct("Toluene");
    const acetone = await idOfProduct("Acetone");
    const { current, pending } = await enGbOf(toluene);
    const currentRes = await h.call(
      ADMIN,
      `/api/location/v2/replace-sds/preview?prodid=${toluene}&sds_key=${current.key}`,
    );
    expect(currentRes.status).toBe(422);
    expect(currentRes.body).toEqual({
      message: "The given data was invalid.",
      errors: { sds_key: ["This safety data sheet is already the current one."] },
    });
    const foreign = await h.call(
      OTHER_ADMIN,
      `/api/location/v2/replace-sds/preview?prodid=${toluene}&sds_key=${pending!.key}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    const theirToluene = await idOfProduct("Toluene", OTHER);
    expect(
      (
        await h.call(
          OTHER_ADMIN,
          `/api/location/v2/replace-sds/preview?prodid=${theirToluene}&sds_key=${pending!.key}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await h.call(ADMIN, `/api/location/v2/replace-sds/preview?prodid=${acetone}&sds_key=${pending!.key}`))
        .status,
    ).toBe(404);
    const missing = await h.call(ADMIN, `/api/location/v2/replace-sds/preview?prodid=abc`);
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual(["prodid", "sds_key"]);
  });

  it("answers 404 with a message when there is no current sheet in that language and market", async () => {
    const isopropanol = await idOfProduct("Isopropanol");
    const { current } = await enGbOf(isopropanol);
    const lonely = await insertPending(current, {
      key: "TEST-IPA-IT",
      languageId: 9,
      marketId: 9,
      version: "1.0",
    });
    const res = await h.call(
      ADMIN,
      `/api/location/v2/replace-sds/preview?prodid=${isopropanol}&sds_key=${lonely.key}`,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: "The product has no current safety data sheet in this language and market to compare with.",
    });
  });
});

describe("POST /location/v2/replace-sds", () => {
  it("refuses users without add_product and other companies, changing nothing", async () => {
    const toluene = await idOfProduct("Toluene");
    const { pending } = await enGbOf(toluene);
    const before = await allSheets();
    const worker = await apply(WORKER, { product_id: toluene, sds_key: pending!.key });
    expect(worker.status).toBe(403);
    expect(worker.body).toEqual({ message: "Permission denied" });
    const foreign = await apply(OTHER_ADMIN, { product_id: toluene, sds_key: pending!.key });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    const wrongProduct = await apply(ADMIN, {
      product_id: await idOfProduct("Acetone"),
      sds_key: pending!.key,
    });
    expect(wrongProduct.status).toBe(404);
    for (const [body, field] of [
      [{ product_id: toluene }, "sds_key"],
      [{ product_id: "x", sds_key: pending!.key }, "product_id"],
      [{ product_id: toluene, sds_key: pending!.key, force: true }, "force"],
    ] as const) {
      const res = await apply(ADMIN, body);
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual([field]);
    }
    expect(await allSheets()).toEqual(before);
  });

  it("applies Toluene's pending sheet: the old one is superseded, every location shows the new one", async () => {
    const toluene = await idOfProduct("Toluene");
    const flammables = await locationIdOf(h.db, DEMO, "Flammables cabinet");
    const { current, pending } = await enGbOf(toluene);
    const preview = await get<SdsDiff>(
      ADMIN,
      `/location/v2/replace-sds/preview?prodid=${toluene}&sds_key=${pending!.key}`,
    );
    const before = await get<LocationProduct>(
      ADMIN,
      `/location/v3/${flammables}/products/${toluene}?language=4`,
    );
    expect(before.sds?.key).toBe(current.key);

    const res = await apply("hse@demo.test", { product_id: toluene, sds_key: pending!.key });
    expect(res.status, res.text).toBe(200);
    const diff = (res.body as { data: SdsDiff }).data;
    expect(diff.hazard_statements).toEqual(preview.hazard_statements);
    expect(diff.substances).toEqual(preview.substances);
    expect(diff.locations).toEqual(preview.locations);
    expect(diff.from).toMatchObject({ key: current.key, superseded: true });
    expect(diff.to).toMatchObject({ key: pending!.key, pending: false });

    const sheets = await sheetsOf(toluene);
    expect(sheets.find((s) => s.id === current.id)).toMatchObject({
      supersededById: pending!.id,
      pending: false,
    });
    expect(sheets.find((s) => s.id === pending!.id)).toMatchObject({ supersededById: null, pending: false });

    const after = await get<LocationProduct>(
      ADMIN,
      `/location/v3/${flammables}/products/${toluene}?language=4`,
    );
    expect(after.sds).toMatchObject({ key: pending!.key, version: "2.0" });
    expect(after.hazard_statements).toEqual(pending!.hazardStatements);
    const updated = await get<{ product_id: number }[]>(ADMIN, "/location/v2/updatedsds");
    expect(updated.some((e) => e.product_id === toluene)).toBe(false);

    // Applied once: the second time is a conflict, and nothing changes.
    const snapshot = await allSheets();
    const again = await apply(ADMIN, { product_id: toluene, sds_key: pending!.key });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(APPLIED);
    expect(await allSheets()).toEqual(snapshot);
    // The old sheet is an older version now: not pending, so it cannot be applied either.
    expect((await apply(ADMIN, { product_id: toluene, sds_key: current.key })).body).toEqual(APPLIED);
  });

  it("lets exactly one of two concurrent applies win", async () => {
    const acetone = await idOfProduct("Acetone");
    const { current } = await enGbOf(acetone);
    const newer = await insertPending(current, {
      key: "TEST-ACETONE-9",
      version: "9.0",
      dateIssue: "2025-12-01",
      hazardStatements: [...current.hazardStatements, "H412"],
    });
    const results = await Promise.all([
      apply(ADMIN, { product_id: acetone, sds_key: newer.key }),
      apply("safety@demo.test", { product_id: acetone, sds_key: newer.key }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const currentSheets = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM sds_documents
      WHERE product_id = ${acetone} AND language_id = 4 AND market_id = 4 AND superseded_by_id IS NULL AND NOT pending`);
    expect(currentSheets.rows.map((r) => r.id)).toEqual([newer.id]);
    const winner = results.find((r) => r.status === 200)!.body as { data: SdsDiff };
    expect(winner.data.hazard_statements.added.map((s) => s.code)).toEqual(["H412"]);
  });

  it("makes a pending sheet without a current one in its language and market current", async () => {
    const isopropanol = await idOfProduct("Isopropanol");
    const { current } = await enGbOf(isopropanol);
    const italian = await insertPending(current, { key: "TEST-IPA-IT-2", languageId: 9, marketId: 9 });
    const res = await apply(ADMIN, { product_id: isopropanol, sds_key: italian.key });
    expect(res.status, res.text).toBe(200);
    const diff = (res.body as { data: SdsDiff }).data;
    expect(diff.to.key).toBe(italian.key);
    expect(diff.from.key).toBe(italian.key);
    expect(diff.hazard_statements.added.map((s) => s.code)).toEqual(current.hazardStatements);
    const row = (await sheetsOf(isopropanol)).find((s) => s.id === italian.id);
    expect(row).toMatchObject({ pending: false, supersededById: null });
  });
});
