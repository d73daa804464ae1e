import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * i18next and react-i18next in the browser are the app's small stand-ins in
 * app/ui/browser-i18n (see there): the server renders with the real libraries,
 * the client hydrates and renders with a text lookup that gives the same
 * result for what the app uses, about 15 KB gzip less on every first visit.
 * Anything else of those libraries that client code imports fails the build
 * (the stand-ins don't export it), so the two cannot drift apart unnoticed.
 */
function browserI18n(): Plugin {
  const standIns: Record<string, string> = {
    i18next: fileURLToPath(new URL("./app/ui/browser-i18n/i18next.ts", import.meta.url)),
    "react-i18next": fileURLToPath(new URL("./app/ui/browser-i18n/react-i18next.tsx", import.meta.url)),
  };
  return {
    name: "chemsafe:browser-i18n",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (options?.ssr) return null;
      return standIns[source] ?? null;
    },
  };
}

/** The libraries every page runs: React, React DOM and Remix's runtime (with React Router). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[\w-]+|react-router|react-router-dom|turbo-stream)\//;

/**
 * The app's code every page runs (the root route, its texts, toasts, error page,
 * the signed-in layout's header and navigation), shared by the root and the
 * app layout, and the error summary most forms show (a few hundred bytes, cheaper
 * here than as a file of its own). Each separate file is gzipped on its own, so a handful of small
 * files cost more than one; the first visit's JavaScript budget
 * (tests/ops/first-visit-js.test.ts) counts every byte.
 */
const SHELL =
  /\/app\/(entry\.client\.tsx|root\.tsx|i18n\.ts|ui\/(ErrorPage|ErrorSummary|meta|Toasts|Nonce|Breadcrumbs|described-by|browser-i18n\/)|lib\/errors\.ts|features\/shell\/(components\/(MainNav|SiteHeader)|layout-id|routes\/app-layout))|\/core\/(access|languages|modules)\.ts/;

/**
 * The browser's chunks: the framework in one file that changes only with a
 * dependency upgrade (so browsers keep it cached across deployments), the shell
 * in another; everything else as Rollup splits it (per route, shared pieces).
 */
function manualChunks(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  // Vite's helper for `import()` (it preloads a lazy chunk's imports): every page with a lazy chunk
  // runs it, pages whose forms hydrate later (app/ui/hydrateLater.tsx) without conform, so it is not in `forms`.
  if (SHELL.test(id) || id.includes("vite/preload-helper")) return "shell";
  // What every form with client validation runs from its first render: conform and app/ui/lazyValidation.
  // Not the error summary: pages with a plain form and no conform (a smart-form document) show it too, and
  // would otherwise load conform (10 KB gzip) with it.
  if (/\/node_modules\/@conform-to\/(react|dom)\/|\/app\/ui\/lazyValidation\.ts/.test(id)) return "forms";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  build: isSsrBuild
    ? {}
    : {
        // Browsers with ES2022 (2021 on) run the app's scripts untranspiled; older ones get the
        // server-rendered pages, which work without JavaScript.
        target: "es2022",
        rollupOptions: { output: { manualChunks } },
      },
  plugins: [
    browserI18n(),
    remix({
      // BUILD_DIR lets parallel work build and serve side by side; `build` otherwise.
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
