import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordActivity } from "../activities/record";
import { isLocationInScope, productInScope, type ScopedActor } from "../locations/scope";
import { newSdsKey } from "../products/products";
import { getStorage } from "../storage";
import { recordSdsEvent } from "./record";

/** Copying a sheet into a new product, and setting a sheet expired: two changes that make SDS events. */

interface SourceSheet extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_name: string;
  key: string;
  file_key: string | null;
  file_name: string | null;
}

async function currentSheet(
  db: Pick<Database, "execute">,
  actor: ScopedActor,
  productId: number,
  key: string,
) {
  const { rows } = await db.execute<SourceSheet & { pending: boolean; superseded: boolean }>(sql`
    SELECT s.id, s.product_id, p.name AS product_name, s.key, s.file_key, s.file_name, s.pending,
      s.superseded_by_id IS NOT NULL AS superseded
    FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.company_id = ${actor.companyId} AND s.key = ${key}
      AND (${productId}::int = 0 OR s.product_id = ${productId})
      AND ${productInScope(actor, sql`p.id`)}`);
  return rows[0];
}

export type CopyOutcome =
  { ok: true; productId: number; sdsKey: string } | { ok: false; reason: "not_found" | "not_current" };

/**
 * A new product (the company's own, stock kind OrgDatabase) named `name` whose current sheet is a copy of
 * the current sheet `key` of product `productId`, optionally placed at a location: for a product sold under
 * another name with the same sheet. The PDF is copied too, so each product's file lives and goes on its own.
 */
export async function copySheet(
  db: Database,
  actor: ScopedActor,
  productId: number,
  input: { sds_key: string; name: string; location_id?: number | undefined },
): Promise<CopyOutcome> {
  const source = await currentSheet(db, actor, productId, input.sds_key);
  if (!source) return { ok: false, reason: "not_found" };
  if (source.pending || source.superseded) return { ok: false, reason: "not_current" };
  if (input.location_id !== undefined && !(await isLocationInScope(db, actor, input.location_id)))
    return { ok: false, reason: "not_found" };
  const storage = getStorage();
  let fileKey: string | null = null;
  if (source.file_key) {
    const file = await storage.get(source.file_key);
    if (file) {
      fileKey = `sds/${actor.companyId}/${randomUUID()}.pdf`;
      await storage.put(fileKey, file.body, { contentType: "application/pdf" });
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const created = await tx.execute<{ id: number }>(sql`
        INSERT INTO products (company_id, name, supplier, article_no, stock_kind)
        SELECT company_id, ${input.name}, supplier, article_no, 'OrgDatabase' FROM products
        WHERE company_id = ${actor.companyId} AND id = ${source.product_id}
        RETURNING id`);
      const newProduct = created.rows[0]!.id;
      const key = newSdsKey();
      await tx.execute(sql`
        INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, area_of_use,
          language_id, market_id, version, date_issue, msds_type, cas_no, ec_no, un_no, protection_sheet,
          signal_word, pictograms, hazard_statements, precautionary_statements, storage_class, substances,
          cas_numbers, physical, facts, file_key, file_name, file_size)
        SELECT company_id, ${newProduct}, ${key}, ${input.name}, supplier, article_no, area_of_use,
          language_id, market_id, version, date_issue, msds_type, cas_no, ec_no, un_no, protection_sheet,
          signal_word, pictograms, hazard_statements, precautionary_statements, storage_class, substances,
          cas_numbers, physical, facts, ${fileKey}, CASE WHEN ${fileKey}::text IS NULL THEN NULL ELSE file_name END,
          CASE WHEN ${fileKey}::text IS NULL THEN NULL ELSE file_size END
        FROM sds_documents WHERE company_id = ${actor.companyId} AND id = ${source.id}`);
      if (input.location_id !== undefined) {
        await tx.execute(sql`
          INSERT INTO location_products (company_id, location_id, product_id)
          VALUES (${actor.companyId}, ${input.location_id}, ${newProduct})`);
      }
      await recordSdsEvent(tx, {
        companyId: actor.companyId,
        kind: "copied",
        productId: newProduct,
        sdsKey: key,
        locationId: input.location_id ?? null,
        actorId: actor.userId,
        payload: {
          from_product: source.product_id,
          from_product_name: source.product_name,
          from: source.key,
        },
      });
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "products",
        action: "created",
        object: { type: "product", id: newProduct, label: input.name },
        after: { name: input.name, copied_from: source.key },
      });
      return { ok: true, productId: newProduct, sdsKey: key } as const;
    });
  } catch (error) {
    if (fileKey) await storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}

export type ExpireOutcome =
  { ok: true; expiredAt: string } | { ok: false; reason: "not_found" | "not_current" };

/**
 * Marks the current sheet `key` expired (its supplier withdrew it, or it no longer holds): it stays the
 * product's sheet until a newer one replaces it. Setting an expired sheet expired again changes nothing and
 * answers when it was first set.
 */
export async function setSheetExpired(db: Database, actor: ScopedActor, key: string): Promise<ExpireOutcome> {
  return db.transaction(async (tx) => {
    const sheet = await currentSheet(tx, actor, 0, key);
    if (!sheet) return { ok: false, reason: "not_found" } as const;
    if (sheet.pending || sheet.superseded) return { ok: false, reason: "not_current" } as const;
    const inserted = await tx.execute<{ created_at: Date | string }>(sql`
      INSERT INTO sds_expirations (company_id, sds_id, expired_by)
      VALUES (${actor.companyId}, ${sheet.id}, ${actor.userId})
      ON CONFLICT (company_id, sds_id) DO NOTHING
      RETURNING created_at`);
    const fresh = inserted.rows[0];
    if (!fresh) {
      const { rows } = await tx.execute<{ created_at: Date | string }>(sql`
        SELECT created_at FROM sds_expirations WHERE company_id = ${actor.companyId} AND sds_id = ${sheet.id}`);
      return { ok: true, expiredAt: new Date(rows[0]!.created_at).toISOString() } as const;
    }
    await recordSdsEvent(tx, {
      companyId: actor.companyId,
      kind: "expired",
      productId: sheet.product_id,
      sdsKey: sheet.key,
      actorId: actor.userId,
      payload: {},
    });
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "sds",
      action: "updated",
      object: { type: "sds", id: sheet.key, label: sheet.product_name },
      before: { expired: false },
      after: { expired: true },
    });
    return { ok: true, expiredAt: new Date(fresh.created_at).toISOString() } as const;
  });
}
