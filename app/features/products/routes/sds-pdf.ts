import type { LoaderFunctionArgs } from "@remix-run/node";
import { sdsPdf } from "~/features/products/api.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { setFileHeaders } from "~/lib/security-headers.server";

const SDS_KEY_MAX = 64;
const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small HTML page for a sheet that does not exist (or is another company's): a resource route has no layout. */
async function notFoundPage(request: Request): Promise<Response> {
  const { t, locale } = await getTranslator(request);
  const title = t("product.pdf.notFoundTitle");
  const body = `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} – ${escapeHtml(t("app.name"))}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t("product.pdf.notFound"))}</p>
<p><a href="/main">${escapeHtml(t("error.home"))}</a></p></main></body>
</html>`;
  return new Response(body, {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy":
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

/**
 * /sds/{key}/pdf: the sheet's PDF (uploaded, or generated from the record),
 * shown inline, for signed-in users of the company that has it. Streams GET
 * /product/v1/sds-file through, never cached by browsers or proxies. Signing
 * in first: an anonymous request goes to sign-in and comes back here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const key = (params.key ?? "").trim();
  if (!key || key.length > SDS_KEY_MAX) return notFoundPage(request);
  const upstream = await sdsPdf(api, key);
  if (!upstream) return notFoundPage(request);
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: true });
  return new Response(upstream.body, { status: 200, headers });
}
