import { sql } from "drizzle-orm";
import type { Executor } from "../locations/tree";
import { getStorage } from "../storage";
import { enqueueSheetReading } from "../jobs";
import { findUploads, stageUpload, type PendingUpload, type UploadOwner } from "../uploads/pending";

import { READ_OUTCOMES, parseFacts, type ReadOutcome, type SdsFacts } from "./sds-facts";
import { ocrTools } from "./sds-ocr";
import { readSds, warmPdfReader, type SdsReading } from "./sds-reader";
import { DEFAULT_LANGUAGE_ID, localeOf } from "../../core/languages";

/**
 * Product sheets staged for the upload forms (/products/new, /replace-sds)
 * and read on upload (docs/decisions/035-reading-uploaded-sheets.md). A PDF is staged
 * like a request's file (api/uploads/pending.ts, purpose product_sds, under
 * sds/{company}/ so that saving moves the key to the sheet unchanged), then
 * read at once within a short budget: most sheets are read by then and the
 * form comes back filled in. A slower sheet is read again in the background
 * with the full time limit, by the sds.read queue job when jobs run in this
 * process (a crash or restart does not lose it: pg-boss retries), else by a
 * reading in this process; either writes its progress (pages read of pages)
 * and then the outcome and facts to the staged row, where the form finds
 * them when it is reloaded.
 */

/** How long the upload's own request waits for the reading before handing it to the background. */
export const INLINE_READ_MS = 2_000;
/** The background reading's limit: a long sheet's text, or the OCR of a scan's first pages. */
const BACKGROUND_READ_MS = 60_000;
let inlineBudget = INLINE_READ_MS;

/** Tests set the inline budget (0: every sheet goes to the background; large: read inline); undefined resets it. */
export function setInlineReadBudgetForTests(ms: number | undefined): void {
  inlineBudget = ms ?? INLINE_READ_MS;
}

export type ReadState = "reading" | "done";

export interface StagedSheet {
  token: string;
  file_name: string;
  size: number;
  reading: {
    state: ReadState;
    outcome: ReadOutcome | null;
    pages: number;
    pages_read: number;
    facts: SdsFacts | null;
  };
}

interface ReadingRow extends Record<string, unknown> {
  token: string;
  file_name: string;
  size: number;
  read_state: string | null;
  read_outcome: string | null;
  read_pages: number | null;
  read_pages_read: number | null;
  read_facts: unknown;
}

function toSheet(row: ReadingRow): StagedSheet {
  const outcome = READ_OUTCOMES.find((candidate) => candidate === row.read_outcome) ?? null;
  const done = row.read_state === "done" && outcome !== null;
  return {
    token: row.token,
    file_name: row.file_name,
    size: row.size,
    reading: {
      state: done ? "done" : "reading",
      outcome: done ? outcome : null,
      pages: row.read_pages ?? 0,
      pages_read: row.read_pages_read ?? 0,
      facts: done ? parseFacts(row.read_facts) : null,
    },
  };
}

/** A background reading that has not written for this long is taken to be lost (its process ended). */
export const LOST_READING_SECONDS = 60;

/**
 * The caller's staged sheet and its reading, or null (unknown, consumed, or
 * someone else's). A background reading that has written nothing for
 * LOST_READING_SECONDS (its process ended, or its job was lost) is started
 * again; the row is claimed first, so two requests do not both start it.
 */
export async function stagedSheet(
  db: Executor,
  owner: UploadOwner,
  token: string,
): Promise<StagedSheet | null> {
  const [upload] = await findUploads(db, owner, [token], "product_sds");
  if (!upload) return null;
  const result = await db.execute<ReadingRow>(sql`
    SELECT token, file_name, size, read_state, read_outcome, read_pages, read_pages_read, read_facts
    FROM pending_uploads WHERE token = ${upload.token}`);
  const row = result.rows[0];
  if (!row) return null;
  if (row.read_state === "reading") {
    const claimed = await db.execute(sql`
      UPDATE pending_uploads SET read_updated_at = now()
      WHERE token = ${upload.token} AND read_state = 'reading'
        AND read_updated_at < now() - make_interval(secs => ${LOST_READING_SECONDS})
      RETURNING token`);
    if (claimed.rows.length > 0) await readInBackground(db, upload.token);
  }
  return toSheet(row);
}

async function storeReading(db: Executor, token: string, reading: SdsReading): Promise<void> {
  await db.execute(sql`
    UPDATE pending_uploads
    SET read_state = 'done', read_outcome = ${reading.outcome}, read_pages = ${reading.pages},
      read_pages_read = ${reading.pages_read}, read_facts = ${JSON.stringify(reading.facts)}::jsonb,
      read_updated_at = now()
    WHERE token = ${token} AND purpose = 'product_sds'`);
}

/** Readings started in this process while jobs do not run, so tests (and a stop) can wait for them. */
const inProcess = new Set<Promise<void>>();

/** Resolves when every background reading of this process has ended. */
export async function backgroundReadingsSettled(): Promise<void> {
  while (inProcess.size > 0) await Promise.allSettled([...inProcess]);
}

/**
 * Reads a staged sheet with the full time limit, writing its progress to the
 * row after each page and the outcome and facts at the end. Nothing happens
 * when the row is gone (saved or removed meanwhile) or already read. The
 * sds.read job and the in-process fallback both run this.
 */
export async function readStagedSheet(db: Executor, token: string): Promise<void> {
  const result = await db.execute<{
    file_key: string;
    read_state: string | null;
    language: number | null;
  }>(sql`
    SELECT p.file_key, p.read_state, u.language
    FROM pending_uploads p LEFT JOIN users u ON u.id = p.user_id AND u.company_id = p.company_id
    WHERE p.token = ${token} AND p.purpose = 'product_sds'`);
  const row = result.rows[0];
  if (!row || row.read_state === "done") return;
  const stored = await getStorage().get(row.file_key);
  if (!stored) return;
  // Progress writes run one after another and never hold the reading up; the last one is awaited.
  let progress: Promise<unknown> = Promise.resolve();
  const reading = await readSds(stored.body, {
    // A scan is recognised here, where the user sees progress: in the uploader's language and English.
    ocr: { languageHints: [localeOf(row.language ?? DEFAULT_LANGUAGE_ID).slice(0, 2)] },
    timeoutMs: BACKGROUND_READ_MS,
    onProgress: (pagesRead, pagesToRead) => {
      progress = progress
        .then(() =>
          db.execute(sql`
            UPDATE pending_uploads
            SET read_pages_read = ${pagesRead}, read_pages = ${pagesToRead}, read_updated_at = now()
            WHERE token = ${token} AND read_state IS DISTINCT FROM 'done'`),
        )
        .catch(() => undefined);
    },
  });
  await progress;
  await storeReading(db, token, reading);
}

/**
 * Hands a staged sheet to the background: the queue when jobs run in this
 * process, else a reading in this process (whose failure is only logged: the
 * row then stays "reading" until the upload is removed).
 */
async function readInBackground(db: Executor, token: string): Promise<void> {
  if (await enqueueSheetReading(token)) return;
  const reading = readStagedSheet(db, token)
    .catch((error: unknown) => console.error("[sds] background reading failed:", error))
    .finally(() => inProcess.delete(reading));
  inProcess.add(reading);
}

/**
 * Stages a checked PDF (checkPdf passed) of the caller and reads it: within
 * the inline budget the answer holds the reading; otherwise the pages read so
 * far and state "reading", while the background reads the whole sheet.
 */
export async function stageProductSheet(
  db: Executor,
  owner: UploadOwner,
  file: { bytes: Uint8Array; fileName: string },
): Promise<StagedSheet> {
  const upload: PendingUpload = await stageUpload(db, owner, {
    bytes: file.bytes,
    fileName: file.fileName,
    contentType: "application/pdf",
    extension: "pdf",
    folder: "sds",
    purpose: "product_sds",
  });
  // The library's first load is not the sheet's reading time.
  await warmPdfReader();
  const reading = await readSds(file.bytes, { timeoutMs: inlineBudget });
  const base = { token: upload.token, file_name: upload.fileName, size: upload.size };
  // A scan goes to the background too when it can be recognised there (OCR takes seconds a page).
  const recognisable = reading.outcome === "no_text" && (await ocrTools()) !== null;
  if (reading.outcome !== "timed_out" && !recognisable) {
    await storeReading(db, upload.token, reading);
    return { ...base, reading: { state: "done", ...reading } };
  }
  await db.execute(sql`
    UPDATE pending_uploads
    SET read_state = 'reading', read_pages = ${reading.pages}, read_pages_read = ${reading.pages_read},
      read_updated_at = now()
    WHERE token = ${upload.token}`);
  await readInBackground(db, upload.token);
  return {
    ...base,
    reading: {
      state: "reading",
      outcome: null,
      pages: reading.pages,
      pages_read: reading.pages_read,
      facts: null,
    },
  };
}
