/**
 * Preloaded into the app by the HTTP benchmark's soak (bench/http.ts, through
 * NODE_OPTIONS=--import): once a second it writes this process's V8 heap
 * figures to BENCH_HEAP_DIR/heap-<pid>.json, so the soak can sample the heap
 * beside the RSS without the app exposing anything. Every Node process started
 * with that environment writes its own file; the benchmark reads the app's.
 * Plain JavaScript: remix-serve runs under plain node, without tsx.
 */
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  const file = join(dir, `heap-${process.pid}.json`);
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
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
          external_mb: mb(process.memoryUsage().external),
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
