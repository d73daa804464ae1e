/**
 * `npm run bench`: the benchmarks. Each starts its own embedded PostgreSQL in
 * a temporary directory; nothing here touches data/ or runs under `npm test`.
 */
import { markdownTable, RESULTS_FILE, runLocationsBench, writeResults } from "./locations";

const started = Date.now();
console.log("Locations: one company with 10,000 locations …");
const result = await runLocationsBench();
console.log(`\n## Locations (${result.locations} in one company, PostgreSQL ${result.postgres})\n`);
console.log("Through the API, in-process (bearer token verified on every call):\n");
console.log(markdownTable(result.api));
console.log("\nThe tree stored three ways, the same queries in SQL (changes rolled back):\n");
console.log(markdownTable(result.storage_alternatives));
console.log(
  `\nA closure table needs ${result.closure_table_rows} rows for these ${result.locations} locations.`,
);
writeResults(result);
console.log(`\nWritten to ${RESULTS_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
