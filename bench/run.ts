/**
 * `npm run bench`: the benchmarks. Each starts its own embedded PostgreSQL in
 * a temporary directory; nothing here touches data/ or runs under `npm test`.
 * `npm run bench -- products` (or `locations`, or `http [options]`) runs one of them;
 * `npm run bench -- products-sql [paths] [--explain]` lists the statements of the product pages.
 * `npm run bench -- sds [--corpus <dir>]` scores the SDS reader against real sheets (only when asked).
 */
import * as httpBench from "./http";

// The locations and products benchmarks are loaded only when they run: tsx compiles what is imported,
// and a quick `npm run bench -- http …` need not wait for them.

const only = process.argv[2];
if (only !== undefined && !["locations", "products", "http", "products-sql", "sds"].includes(only)) {
  console.error(`unknown benchmark ${only}: locations, products, http, products-sql or sds`);
  process.exit(2);
}
// The SDS reader against the hand-checked sheets (never part of a full run: it needs the PDF corpus).
if (only === "sds") {
  const { corpusDirOf } = await import("./sds-score");
  const sdsBench = await import("./sds");
  const corpus = corpusDirOf(process.argv.slice(3));
  const started = Date.now();
  const result = await sdsBench.runSdsBench(corpus);
  if (result === null) {
    console.log(
      `SDS corpus not found at ${corpus} (--corpus <dir> or SDS_CORPUS; see bench/SDS-CORPUS.md): nothing measured.`,
    );
    process.exit(0);
  }
  console.log(`## SDS reading\n\n${sdsBench.markdownReport(result)}`);
  sdsBench.writeSdsResults(result);
  console.log(
    `\nWritten to ${sdsBench.RESULTS_JSON} and ${sdsBench.RESULTS_MD} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exit(0);
}
// The statements of the product pages (never part of a full run: it keeps its data under .tmp/bench-sql).
if (only === "products-sql") {
  await import("./products-sql");
  process.exit(0);
}
// Options of the HTTP benchmark (`npm run bench -- http --sizes small`); checked before anything runs.
const httpOptions = httpBench.parseHttpOptions(only === "http" ? process.argv.slice(3) : []);

if (only === undefined || only === "locations") {
  const { markdownTable, RESULTS_FILE, runLocationsBench, writeResults } = await import("./locations");
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
}

if (only === undefined || only === "products") {
  const productsBench = await import("./products");
  const productsStarted = Date.now();
  console.log(`\nProducts: one company with ${productsBench.SIZES.join(", ")} products …`);
  const products = await productsBench.runProductsBench();
  console.log(`\n## Products (PostgreSQL ${products.postgres}, ${products.runs} calls per scenario)\n`);
  console.log("Through the API, in-process, p95 in ms:\n");
  console.log(productsBench.markdownTable(products));
  for (const slow of products.slow) {
    console.log(
      `\nOver ${productsBench.BUDGET_P95_MS} ms p95 at ${slow.products} products: ${slow.operation} (${slow.p95_ms} ms)`,
    );
    for (const query of slow.queries) console.log(`\n${query.sql}\n${query.plan}`);
  }
  productsBench.writeResults(products);
  console.log(
    `\nWritten to ${productsBench.RESULTS_FILE} in ${((Date.now() - productsStarted) / 1000).toFixed(1)} s.`,
  );
}

if (only === "http" && httpOptions.report) {
  httpBench.writeHttpResults(httpBench.readHttpResults());
  console.log(`${httpBench.RESULTS_MD} written again from ${httpBench.RESULTS_JSON}.`);
} else if (only === undefined || only === "http") {
  const httpStarted = Date.now();
  console.log(`\nHTTP: the production build under load, sizes ${httpOptions.sizes.join(", ")} …`);
  const result = await httpBench.runHttpBench(httpOptions);
  console.log(`\n## HTTP\n\n${httpBench.markdownReport(result)}`);
  httpBench.writeHttpResults(result);
  console.log(
    `\nWritten to ${httpBench.RESULTS_JSON} and ${httpBench.RESULTS_MD} in ${((Date.now() - httpStarted) / 1000).toFixed(1)} s.`,
  );
}
