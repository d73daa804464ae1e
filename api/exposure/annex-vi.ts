import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import type { AnnexViCmrEntry } from "../../core/exposure/registrable";

/**
 * CLP Annex VI's CMR 1A/1B entries by CAS number, read once from reference/regulatory/ (ECHA's Table 3 up to
 * ATP23; attribution in reference/NOTICE.md). Only the entries with a carcinogenic, mutagenic or reprotoxic
 * category 1A or 1B are kept: the exposure register is what reads them.
 */

const FILE = "clp_annex_vi_atp23.csv";

let byCas: Map<string, AnnexViCmrEntry[]> | undefined;

/** The reference folder: from the working directory, else beside this module (also right in build/server/). */
function dataFile(): string {
  const candidates = [
    join(process.cwd(), "reference", "regulatory", FILE),
    fileURLToPath(new URL(`../../reference/regulatory/${FILE}`, import.meta.url)),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`CLP Annex VI table not found; looked in ${candidates.join(", ")}`);
  return found;
}

interface Row {
  index_no: string;
  atp: string;
  celex: string;
  chemical_name: string;
  cas_numbers: string;
  in_application_from: string;
  cmr_1a_1b: string;
}

function load(): Map<string, AnnexViCmrEntry[]> {
  if (byCas) return byCas;
  const rows = parse(readFileSync(dataFile(), "utf8"), { columns: true, skip_empty_lines: true }) as Row[];
  const map = new Map<string, AnnexViCmrEntry[]>();
  for (const row of rows) {
    if (!row.cmr_1a_1b) continue;
    const casNumbers = row.cas_numbers
      .split(/[;,\s]+/)
      .map((cas) => cas.trim())
      .filter((cas) => /^\d{2,7}-\d{2}-\d$/.test(cas));
    const entry: AnnexViCmrEntry = {
      indexNo: row.index_no,
      name: row.chemical_name,
      casNumbers,
      categories: row.cmr_1a_1b,
      atp: row.atp,
      celex: row.celex,
      applies: row.in_application_from,
    };
    for (const cas of casNumbers) map.set(cas, [...(map.get(cas) ?? []), entry]);
  }
  byCas = map;
  return map;
}

/** The CMR 1A/1B entries naming this CAS number (none for an unknown or malformed one). */
export function annexViCmrEntries(cas: string): readonly AnnexViCmrEntry[] {
  return load().get(cas.trim()) ?? [];
}
