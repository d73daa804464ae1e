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

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
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
});
