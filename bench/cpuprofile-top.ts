/**
 * The top of a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it):
 * where the busy time went, by package and by function (self time, idle left
 * out). See docs/performance.md, "Profiling".
 *
 *   npx tsx bench/cpuprofile-top.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from "node:fs";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** The npm package of a script, "app" for the app's own build, else the script (node: internals, natives). */
export function packageOf(url: string): string {
  if (!url) return "(native, GC, I/O)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (/\/build[^/]*\/server\//.test(url)) return "(app)";
  return url.startsWith("node:") ? url : (url.split("/").pop() ?? url);
}

export function summarise(profile: Profile, rows = 25) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfTime) {
    const frame = frames.get(id)!;
    if (frame.functionName === "(idle)") continue;
    busy += micros;
    const pkg = packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const name = `${frame.functionName || "(anonymous)"} (${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ""})`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, micros]) => ({ name, percent: Math.round((1000 * micros) / busy) / 10 }));
  return { busyMs: Math.round(busy / 1000), packages: top(byPackage), functions: top(byFunction) };
}

if (process.argv[1]?.endsWith("cpuprofile-top.ts")) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error("usage: npx tsx bench/cpuprofile-top.ts <file.cpuprofile> [rows]");
    process.exit(2);
  }
  const summary = summarise(JSON.parse(readFileSync(file, "utf8")) as Profile, Number(rows ?? 25));
  console.log(`Busy (not idle) CPU time: ${summary.busyMs} ms\n`);
  console.log("| Package | % of busy time |\n| --- | ---: |");
  for (const row of summary.packages) console.log(`| ${row.name} | ${row.percent} |`);
  console.log("\n| Function (self time) | % of busy time |\n| --- | ---: |");
  for (const row of summary.functions) console.log(`| ${row.name} | ${row.percent} |`);
}
