/**
 * Page weight for the HTTP benchmark (bench/http.ts): what a first visit to a
 * page downloads before it is interactive. The HTML as the app sends it, and
 * every JavaScript module the HTML names: <link rel="modulepreload">,
 * <script src> and the imports of its inline module scripts (Remix's entry
 * script imports the manifest and the matched routes' modules). Each file is
 * fetched from the app once and gzipped at level 6 (the default of the
 * `compression` middleware remix-serve uses), so the byte counts are what goes
 * over the wire. Stylesheets are counted the same way, for the record.
 * Modules the page only loads later (lazy route discovery, a link's target)
 * are not counted: they are not part of the first visit.
 */
import { gzipSync } from "node:zlib";

export interface PageWeight {
  route: string;
  path: string;
  html_bytes: number;
  html_gzip: number;
  js_files: number;
  js_bytes: number;
  js_gzip: number;
  css_files: number;
  css_gzip: number;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(2).find(Boolean);

/** The script and stylesheet URLs a page's HTML names, same-origin only. */
export function assetsOf(html: string, origin: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const add = (set: Set<string>, href: string | undefined) => {
    if (!href) return;
    const url = new URL(href.replace(/&amp;/g, "&"), origin);
    if (url.origin === origin) set.add(url.href);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload")) add(js, attribute(tag, "href"));
    if (rel.includes("stylesheet")) add(css, attribute(tag, "href"));
  }
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag ?? "", "src");
    if (src) add(js, src);
    else if (/type\s*=\s*["']?module/i.test(tag ?? "")) {
      for (const [, specifier] of (body ?? "").matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) {
        add(js, specifier);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

/** Fetches (once per URL, through `cache`) and measures a page's assets. */
export async function pageWeight(
  route: string,
  path: string,
  html: string,
  origin: string,
  cache: Map<string, Buffer>,
): Promise<PageWeight> {
  const fetchAsset = async (url: string) => {
    let body = cache.get(url);
    if (!body) {
      const response = await fetch(url);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      body = Buffer.from(await response.arrayBuffer());
      cache.set(url, body);
    }
    return body;
  };
  const { js, css } = assetsOf(html, origin);
  const scripts = await Promise.all(js.map(fetchAsset));
  const styles = await Promise.all(css.map(fetchAsset));
  const gzip = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;
  return {
    route,
    path,
    html_bytes: Buffer.byteLength(html),
    html_gzip: gzip(html),
    js_files: scripts.length,
    js_bytes: scripts.reduce((sum, body) => sum + body.length, 0),
    js_gzip: scripts.reduce((sum, body) => sum + gzip(body), 0),
    css_files: styles.length,
    css_gzip: styles.reduce((sum, body) => sum + gzip(body), 0),
  };
}
