/**
 * Builds or checks the SDS corpus folder of the truth set (bench/SDS-CORPUS.md):
 *
 *   npx tsx bench/sds-corpus.ts <source>… [--out <dir>]
 *
 * A source is a corpus folder (`pdfs/<sha12>.pdf`), a git directory of one of
 * the source repositories (a bare or mirror clone: each file is read at the
 * commit the truth names) or a checked-out copy of one (read at the path the
 * truth names). Every file found is checked against the truth's sha256; with
 * `--out`, the matching ones are copied to `<dir>/pdfs/<sha12>.pdf`, the
 * layout `npm run bench -- sds --corpus <dir>` reads. Exits 1 when a file has a
 * different sha256 than the truth says.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { corpusPdfPath, readTruth, sha256Of, type TruthSheet } from "./sds-score";

function bytesFrom(source: string, sheet: TruthSheet): Uint8Array | null {
  if (existsSync(join(source, "pdfs"))) {
    const path = corpusPdfPath(source, sheet.sha256);
    return existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
  }
  if (existsSync(join(source, "objects")) && existsSync(join(source, "HEAD"))) {
    try {
      const blob = execFileSync(
        "git",
        ["--git-dir", source, "cat-file", "blob", `${sheet.source.commit}:${sheet.source.path}`],
        { maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"] },
      );
      return new Uint8Array(blob);
    } catch {
      return null; // not this repository, or not at that commit
    }
  }
  const path = join(source, sheet.source.path);
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
}

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const sources = args.filter((_, index) => outAt < 0 || (index !== outAt && index !== outAt + 1));
if (sources.length === 0 || (outAt >= 0 && out === undefined)) {
  console.error(
    "usage: npx tsx bench/sds-corpus.ts <corpus folder | git directory | checkout>… [--out <dir>]",
  );
  process.exit(2);
}

const { sheets } = readTruth();
let verified = 0;
const wrong: string[] = [];
const missing: string[] = [];
for (const sheet of sheets) {
  let found = false;
  for (const source of sources) {
    const bytes = bytesFrom(source, sheet);
    if (bytes === null) continue;
    if (sha256Of(bytes) !== sheet.sha256) {
      wrong.push(`${sheet.sha256.slice(0, 12)} in ${source}`);
      continue;
    }
    found = true;
    if (out !== undefined && resolve(out) !== resolve(source)) {
      mkdirSync(join(out, "pdfs"), { recursive: true });
      writeFileSync(corpusPdfPath(out, sheet.sha256), bytes);
    }
    break;
  }
  if (found) verified++;
  else missing.push(`${sheet.sha256.slice(0, 12)} ${sheet.source.repo} ${sheet.source.path}`);
}

console.log(
  `${verified} of ${sheets.length} truth sheets found with the right sha256${out ? `, copied to ${out}/pdfs` : ""}.`,
);
if (missing.length > 0) console.log(`Not found (${missing.length}):\n${missing.join("\n")}`);
if (wrong.length > 0) console.log(`A different sha256 (${wrong.length}):\n${wrong.join("\n")}`);
process.exit(wrong.length > 0 ? 1 : 0);
