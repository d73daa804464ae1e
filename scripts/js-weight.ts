/**
 * First-visit JavaScript of every route, read from a production build (no server needed).
 *
 * A document's `<Scripts>` (Remix with lazy route discovery) names, as module
 * scripts and `<link rel="modulepreload">`, the client entry and its imports and,
 * for every matched route (the route and its parents up to the root), the
 * route's module and its imports. Those are what a first visit downloads before
 * the page is interactive. Chunks the code loads later with `import()` are not
 * part of it. This reads the build's manifest (build/client/assets/manifest-*.js),
 * follows each module's static imports in the built files as well (in case the
 * manifest leaves one out), and gzips each file at level 6 (what the
 * `compression` middleware sends).
 *
 *   npx tsx scripts/js-weight.ts [build-dir]      (default: BUILD_DIR or build)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteWeight {
  id: string;
  /** The route's URL pattern, its parents' paths joined ("/products/:id"). */
  path: string;
  /** Every JS file the first visit loads, as URLs ("/assets/x.js"). */
  files: string[];
  /** Their summed gzip size (level 6) in bytes. */
  gzip: number;
}

/** The client manifest of a build (the `window.__remixManifest = {…}` file). */
export function readManifest(buildDir: string): Manifest {
  const assets = join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No client manifest in ${assets}; build first (npx remix vite:build).`);
  const source = readFileSync(join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(url: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (specifier?.startsWith(".")) found.push(posix.join(posix.dirname(url), specifier));
    else if (specifier?.startsWith("/")) found.push(specifier);
  }
  return found;
}

/** Per-route first-visit JavaScript of the build in `buildDir`, heaviest first. */
export function firstVisitWeights(buildDir: string): RouteWeight[] {
  const client = join(buildDir, "client");
  const manifest = readManifest(buildDir);
  const sources = new Map<string, string>();
  const sizes = new Map<string, number>();
  const read = (url: string) => {
    let source = sources.get(url);
    if (source === undefined) {
      source = readFileSync(join(client, url), "utf8");
      sources.set(url, source);
    }
    return source;
  };
  const gzipOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(read(url), { level: 6 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const next of staticImports(url, read(url))) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };

  const chainOf = (route: ManifestRoute): ManifestRoute[] => {
    const chain: ManifestRoute[] = [];
    for (
      let at: ManifestRoute | undefined = route;
      at;
      at = at.parentId ? manifest.routes[at.parentId] : undefined
    ) {
      chain.unshift(at);
    }
    return chain;
  };

  return Object.values(manifest.routes)
    .map((route) => {
      const chain = chainOf(route);
      const roots = [
        manifest.entry.module,
        ...manifest.entry.imports,
        ...chain.flatMap((match) => [match.module, ...(match.imports ?? [])]),
      ];
      const files = [...closure(roots)].sort();
      const path =
        "/" +
        chain
          .map((match) => match.path ?? "")
          .filter(Boolean)
          .join("/");
      return { id: route.id, path, files, gzip: files.reduce((sum, url) => sum + gzipOf(url), 0) };
    })
    .sort((a, b) => b.gzip - a.gzip || a.id.localeCompare(b.id));
}

/** Each file's gzip size, for finding what makes a route heavy. */
export function fileWeights(buildDir: string, files: string[]): { file: string; gzip: number }[] {
  return files
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(buildDir, "client", file)), { level: 6 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const weights = firstVisitWeights(buildDir);
  for (const route of weights) {
    console.log(
      `${kb(route.gzip).padStart(6)} KB  ${route.files.length} files  ${route.path}  (${route.id})`,
    );
  }
  const heaviest = weights[0];
  if (heaviest) {
    console.log(`\nThe heaviest, ${heaviest.id}, by file (gzip):`);
    for (const { file, gzip } of fileWeights(buildDir, heaviest.files))
      console.log(`${kb(gzip).padStart(6)} KB  ${file}`);
  }
}
