import { orNotFound } from "../../lib/api-failure.server";
import { setFileHeaders } from "../../lib/security-headers.server";

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * The API's print view or PDF of a version, streamed to the browser: never cached, never sniffed. The HTML
 * page may use its own inline styles and nothing else (no scripts, nothing loaded from elsewhere), so an
 * answer can never run in the app's origin. Anything the user may not see is the not-found page.
 */
export async function streamPrint(call: () => Promise<Response>, format: "html" | "pdf"): Promise<Response> {
  const upstream = await orNotFound(call(), { forbiddenIsNotFound: true });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: true });
  if (format === "html") {
    headers.set(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  }
  return new Response(upstream.body, { status: 200, headers });
}
