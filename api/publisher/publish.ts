import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sheetProblems, type SheetProblem } from "../../core/publisher/checks";
import type { Translate } from "../../core/translate";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import { newSdsKey } from "../products/products";
import { recordSdsEvent } from "../sds-events/record";
import { getStorage } from "../storage";
import { getSheet, phraseLanguages } from "./documents";
import type { Sheet } from "./schemas";
import { renderSheetPdf } from "./sheet-pdf";
import { getManufacturer, type Actor } from "./store";

/**
 * Publishing a draft of the company's own sheet: the checks (core/publisher/checks.ts), then its PDF, then a
 * sheet in the company's library that products use like any other (sds_documents, stock kind OrgDatabase).
 * The first publication of a sheet key makes its product; every later version, language or market is a
 * sheet of that same product, and a new version supersedes the current sheet of its language and market.
 * The draft becomes a frozen version that names its library sheet.
 */

export type PublishOutcome =
  | { ok: true; librarySdsKey: string }
  | { ok: false; reason: "notFound" | "published" | "changed" }
  | { ok: false; reason: "problems"; problems: SheetProblem[] };

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/** A problem in words (the API's English, or the caller's language). */
export function problemMessage(problem: SheetProblem, t: Translate): string {
  switch (problem.code) {
    case "sectionEmpty":
      return t("publisher.sheet.problem.sectionEmpty", { section: problem.section });
    case "subsectionEmpty":
      return t("publisher.sheet.problem.subsectionEmpty", { subsection: problem.subsection });
    case "signalWord":
      return problem.expected === null
        ? t("publisher.sheet.problem.signalWordNone")
        : t("publisher.sheet.problem.signalWord", {
            expected: t(`publisher.sheet.signalWord.${problem.expected}`),
          });
    case "pictogramMissing":
      return t("publisher.sheet.problem.pictogramMissing", { pictogram: problem.pictogram });
    case "pictogramExtra":
      return t("publisher.sheet.problem.pictogramExtra", { pictogram: problem.pictogram });
    case "cas":
      return t("publisher.sheet.problem.cas", { substance: problem.substance, cas: problem.cas });
    case "untranslated":
      return t("publisher.sheet.problem.untranslated", { phrase: problem.phrase });
  }
}

/** The problems that keep a document from being published (the checks over what is stored). */
export async function problemsOf(db: Executor, companyId: number, sheet: Sheet): Promise<SheetProblem[]> {
  const languages = await phraseLanguages(db, companyId, sheet.id);
  return sheetProblems({
    languageId: sheet.language_id,
    sections: sheet.sections,
    phrases: sheet.phrases.map((p) => ({
      subsection: p.subsection,
      sentenceId: p.sentence_id,
      statementCode: p.statement_code,
      code: p.code,
      languages: p.sentence_id === null ? [] : (languages.get(p.sentence_id) ?? []),
    })),
    substances: sheet.substances.map((s) => ({ name: s.name, cas: s.cas })),
    signalWord: sheet.signal_word,
    pictograms: sheet.pictograms,
  });
}

const codesOf = (sheet: Sheet, hazard: boolean) =>
  sheet.phrases
    .flatMap((p) => (p.statement_code ? [p.statement_code] : []))
    .filter((code) => code.startsWith("P") !== hazard);

/**
 * Publishes a draft. `revision`, when given, is the draft's revision the page showed: a draft changed since is
 * refused ("changed") and nothing is published, so no one publishes what they have not seen.
 */
export async function publishSheet(
  db: Database,
  actor: Actor,
  id: number,
  revision?: number,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<PublishOutcome> {
  const { companyId } = actor;
  const storage = getStorage();
  const fileKey = `sds/${companyId}/${randomUUID()}.pdf`;
  let stored = false;
  try {
    const outcome = await db.transaction(async (tx): Promise<PublishOutcome> => {
      const [locked] = await rowsOf<{ status: string; sds_key: string; revision: number }>(
        tx,
        sql`SELECT status, sds_key, revision FROM publisher_documents
          WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`,
      );
      if (!locked) return { ok: false, reason: "notFound" };
      if (locked.status !== "draft") return { ok: false, reason: "published" };
      if (revision !== undefined && locked.revision !== revision) return { ok: false, reason: "changed" };
      const sheet = (await getSheet(tx, companyId, id))!;
      const problems = await problemsOf(tx, companyId, sheet);
      if (problems.length > 0) return { ok: false, reason: "problems", problems };
      const supplier = (await getManufacturer(tx, companyId, sheet.manufacturer_id))!;

      const pdf = await renderSheetPdf(sheet, supplier, today);
      await storage.put(fileKey, pdf, { contentType: "application/pdf" });
      stored = true;

      // The product of the sheet key: made by its first publication, shared by every later one.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`publisher_documents:${companyId}:${locked.sds_key}`}))`,
      );
      const [existing] = await rowsOf<{ product_id: number }>(
        tx,
        sql`SELECT d.product_id FROM publisher_documents d
          JOIN products p ON p.company_id = d.company_id AND p.id = d.product_id
          WHERE d.company_id = ${companyId} AND d.sds_key = ${locked.sds_key} AND d.product_id IS NOT NULL
          ORDER BY d.published_at DESC LIMIT 1`,
      );
      let productId = existing?.product_id;
      if (productId === undefined) {
        const [created] = await rowsOf<{ id: number }>(
          tx,
          sql`INSERT INTO products (company_id, name, supplier, article_no, stock_kind)
            VALUES (${companyId}, ${sheet.product_name}, ${supplier.name}, ${sheet.article_no || null}, 'OrgDatabase')
            RETURNING id`,
        );
        productId = created!.id;
        await recordActivity(tx, {
          companyId,
          actorId: actor.userId,
          module: "products",
          action: "created",
          object: { type: "product", id: productId, label: sheet.product_name },
          after: { name: sheet.product_name, supplier: supplier.name, article_no: sheet.article_no || null },
        });
      }

      const librarySdsKey = newSdsKey();
      const casNumbers = [...new Set(sheet.substances.flatMap((s) => (s.cas ? [s.cas] : [])))];
      const substances = sheet.substances.map((s) => ({
        name: s.name,
        cas: s.cas,
        ec: s.ec,
        concentration_min: s.concentration_min,
        concentration_max: s.concentration_max,
      }));
      // Inserted pending, then made current once the sheet it replaces is superseded (one current sheet per
      // product, language and market).
      const [inserted] = await rowsOf<{ id: number }>(
        tx,
        sql`
        INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, language_id, market_id,
          version, date_issue, msds_type, cas_no, signal_word, pictograms, hazard_statements,
          precautionary_statements, substances, cas_numbers, file_key, file_name, file_size, pending)
        VALUES (${companyId}, ${productId}, ${librarySdsKey}, ${sheet.product_name}, ${supplier.name},
          ${sheet.article_no || null}, ${sheet.language_id}, ${sheet.market_id}, ${String(sheet.version)}, ${today},
          ${sheet.sds_type}, ${casNumbers.length === 1 ? casNumbers[0]! : null}, ${sheet.signal_word},
          ${sql.param(sheet.pictograms)}::text[], ${sql.param(codesOf(sheet, true))}::text[],
          ${sql.param(codesOf(sheet, false))}::text[], ${JSON.stringify(substances)}::jsonb,
          ${sql.param(casNumbers)}::text[], ${fileKey}, ${`${sheet.sds_key}-v${sheet.version}.pdf`.toLowerCase()},
          ${pdf.byteLength}, true)
        RETURNING id`,
      );
      const replaced = await rowsOf<{ key: string }>(
        tx,
        sql`UPDATE sds_documents SET superseded_by_id = ${inserted!.id}, updated_at = now()
          WHERE company_id = ${companyId} AND product_id = ${productId} AND language_id = ${sheet.language_id}
            AND market_id = ${sheet.market_id} AND superseded_by_id IS NULL AND NOT pending
          RETURNING key`,
      );
      await tx.execute(
        sql`UPDATE sds_documents SET pending = false WHERE company_id = ${companyId} AND id = ${inserted!.id}`,
      );
      await tx.execute(sql`
        UPDATE publisher_documents SET status = 'published', date_issue = ${today}, product_id = ${productId},
          library_sds_key = ${librarySdsKey}, published_at = now(), updated_at = now()
        WHERE company_id = ${companyId} AND id = ${id}`);
      await recordSdsEvent(tx, {
        companyId,
        kind: replaced.length > 0 ? "replaced" : "uploaded",
        productId,
        sdsKey: librarySdsKey,
        actorId: actor.userId,
        payload: {
          pending: false,
          version: String(sheet.version),
          language: sheet.language_id,
          market: sheet.market_id,
          published_from: sheet.sds_key,
          ...(replaced[0] ? { replaced: replaced[0].key } : {}),
        },
      });
      await recordActivity(tx, {
        companyId,
        actorId: actor.userId,
        module: "documents",
        action: "updated",
        object: { type: "sheet", id, label: sheet.product_name },
        before: { status: "draft" },
        after: {
          status: "published",
          sds_key: sheet.sds_key,
          version: sheet.version,
          library_sds_key: librarySdsKey,
          date_issue: today,
        },
      });
      return { ok: true, librarySdsKey };
    });
    if (!outcome.ok && stored) await storage.delete(fileKey).catch(() => undefined);
    return outcome;
  } catch (error) {
    if (stored) await storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}
