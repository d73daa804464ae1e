// The import direction of the code base, checked on every import:
//
//   core/    plain TypeScript rules shared by every layer: imports nothing of ours outside core/ and no
//            framework (zod is its one package).
//   server/  the Node process (logging, request context): core, server.
//   db/      schema, client, migrations: core, db.
//   api/     the /api contract: core, server, db, api.
//   app/     the Remix app: core, server, app, and only *types* from api/ (so the app can call the API over
//            HTTP, API_BASE_URL, without bundling it). Three composition points start, mount or call
//            the API in process and may import api/instance; the session store, the rate limits and the
//            health checks keep the web server's own state in db/.
//   seed/, scripts/, bench/, tests/, oidc/: tools around the product, free to import any layer.
//
// Relative and "~/" imports are resolved to a repo path; packages are checked for core/ only.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Which layers each layer may import (values; `import type` from api is allowed for app too). */
const ALLOWED = {
  core: ["core"],
  server: ["core", "server"],
  db: ["core", "db"],
  api: ["core", "server", "db", "api"],
  app: ["core", "server", "app"],
};
const TYPE_ONLY = { app: ["api"] };
/** Files of app/ that wire the API in: the server entry (starts it), the in-process client, the /api mount. */
const API_COMPOSITION = new Set([
  "app/entry.server.tsx",
  "app/lib/api-client.server.ts",
  "app/features/shell/routes/api.ts",
]);
/**
 * Files of app/ that keep the web server's own state in PostgreSQL, not tenant data: the session store,
 * the rate-limit counters and the health checks. Everything else reaches data through the API.
 */
const APP_DB_ACCESS = new Set([
  "app/lib/session.server.ts",
  "app/lib/rate-limit.server.ts",
  "app/lib/health.server.ts",
]);
/** The only packages core/ may use. */
const CORE_PACKAGES = new Set(["zod"]);

function layerOf(repoPath) {
  const top = repoPath.split("/")[0];
  return top in ALLOWED ? top : null;
}

function repoPathOf(filename) {
  return path.relative(ROOT, filename).split(path.sep).join("/");
}

function targetOf(fromRepoPath, spec) {
  if (spec.startsWith("~/")) return path.posix.normalize("app/" + spec.slice(2));
  if (spec.startsWith("./") || spec.startsWith("../")) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRepoPath), spec));
  }
  return null;
}

function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return (
    node.type === "ImportDeclaration" &&
    specifiers.length > 0 &&
    specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type")
  );
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Enforces the import direction between core, server, db, api and app." },
    schema: [],
    messages: {
      layer:
        "{{from}}/ must not import {{to}}/ ({{spec}}): see eslint-rules/layers.js for the allowed direction.",
      typeOnly: "app/ may import only types from api/ ({{spec}}): use `import type`.",
      corePackage: "core/ imports no package but zod ({{spec}}): core holds plain rules both sides share.",
    },
  },
  create(context) {
    const from = repoPathOf(context.filename);
    const fromLayer = layerOf(from);
    if (!fromLayer) return {};
    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const spec = source.value;
      const target = targetOf(from, spec);
      if (target === null) {
        if (fromLayer === "core" && !spec.startsWith("node:") && !CORE_PACKAGES.has(spec.split("/")[0])) {
          context.report({ node: source, messageId: "corePackage", data: { spec } });
        }
        if (fromLayer === "core" && spec.startsWith("node:")) {
          context.report({ node: source, messageId: "corePackage", data: { spec } });
        }
        return;
      }
      const toLayer = layerOf(target) ?? target.split("/")[0];
      if (ALLOWED[fromLayer].includes(toLayer)) return;
      if (toLayer === "db" && APP_DB_ACCESS.has(from)) return;
      if (TYPE_ONLY[fromLayer]?.includes(toLayer)) {
        if (isTypeOnly(node)) return;
        if (API_COMPOSITION.has(from) && target.startsWith("api/instance")) return;
        context.report({ node: source, messageId: "typeOnly", data: { spec } });
        return;
      }
      context.report({ node: source, messageId: "layer", data: { from: fromLayer, to: toLayer, spec } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
