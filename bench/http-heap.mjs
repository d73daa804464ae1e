/**
 * Preloaded into the app by the HTTP benchmark's soak (bench/http.ts, through
 * NODE_OPTIONS=--import): once a second it writes this process's V8 heap
 * figures to BENCH_HEAP_DIR/heap-<pid>.json, so the soak can sample the heap
 * beside the RSS without the app exposing anything. Every Node process started
 * with that environment writes its own file; the benchmark reads the app's.
 * Plain JavaScript: remix-serve runs under plain node, without tsx.
 *
 * The heap in use rises and falls with every collection, so on its own it says
 * little about a leak; what survives a full (major) collection does. That is
 * read right after each one the process does by itself (a PerformanceObserver
 * of "gc" entries), never by forcing a collection.
 */
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants, PerformanceObserver } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  const file = join(dir, `heap-${process.pid}.json`);
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  let afterMajorGc = null;
  let majorGcs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        afterMajorGc = mb(getHeapStatistics().used_heap_size);
        majorGcs++;
      }
    }
  }).observe({ entryTypes: ["gc"] });
  const write = () => {
    try {
      const heap = getHeapStatistics();
      // Written aside and renamed, so a reader never sees half a file.
      writeFileSync(
        `${file}.tmp`,
        JSON.stringify({
          at: Date.now(),
          heap_used_mb: mb(heap.used_heap_size),
          heap_total_mb: mb(heap.total_heap_size),
          heap_after_major_gc_mb: afterMajorGc,
          major_gcs: majorGcs,
        }),
      );
      renameSync(`${file}.tmp`, file);
    } catch {
      // the directory went away: the run is over
    }
  };
  setInterval(write, 1000).unref();
  write();
}
