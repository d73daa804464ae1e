/**
 * Remix's default Node streaming entry, plus:
 * - the security headers of every document response: an enforced
 *   Content-Security-Policy with a fresh nonce per request, Referrer-Policy,
 *   X-Content-Type-Options, X-Frame-Options and HSTS over https
 *   (app/lib/security-headers.server.ts);
 * - request tracking and logs: loading this module (the server build does, before
 *   remix-serve listens) opens a request context for every request and logs one
 *   JSON line per response (server/logger.ts);
 * - a Server-Timing header on pages and data requests: the time spent in API
 *   calls (count and summed duration), rendering up to the first byte (pages),
 *   and the total since the request arrived;
 * - a valid document: React 18's output goes through createDocumentStream
 *   (app/lib/html-stream.server.ts), which drops the zero bytes its writer can
 *   leave and writes `</body></html>` after Remix's streamed data scripts.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  HandleErrorFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { getApi } from "../api/instance";
import { NonceProvider } from "./ui/Nonce";
import { hydrateLaterReady } from "./ui/hydrateLater";
import { getLogger, installRequestLogging, requestFields } from "../server/logger";
import { currentRequest, serverTimingHeader } from "../server/request-context";
import { setSecurityHeaders } from "./lib/security-headers.server";
import { createDocumentStream } from "./lib/html-stream.server";

const ABORT_DELAY = 5_000;

installRequestLogging();

// The served app builds its in-process API, and with it the background jobs (mail), as it starts rather
// than on the first request, so mail queued while no one visits is delivered at once (decision 019).
if (
  process.env.NODE_ENV === "production" &&
  !process.env.VITEST &&
  !process.env.API_BASE_URL &&
  process.env.OIDC_ISSUER
) {
  try {
    getApi();
  } catch (error) {
    getLogger().error({ err: error }, "the API could not start; it is tried again on the first request");
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Forms that hydrate later (app/ui/hydrateLater.tsx) render on the server like any other component once
  // their modules, which the server build starts loading as it starts, have arrived.
  await hydrateLaterReady();
  const renderStartedAt = performance.now();
  const context = currentRequest();
  if (context) context.kind = "document";
  const nonce = randomBytes(16).toString("base64");
  setSecurityHeaders(responseHeaders, nonce);
  // Bots and crawlers get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once everything has rendered, so no timer outlives the response (graceful shutdown waits for none).
    const render = { abort: () => {} };
    const abortTimer = setTimeout(() => render.abort(), ABORT_DELAY);
    const respond = () => {
      shellRendered = true;
      // React's output, repaired: no zero bytes, and the data scripts before the document's end tags.
      const body = createDocumentStream();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html");
      responseHeaders.set("Server-Timing", serverTimingHeader(context, renderStartedAt));
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell are reported through onShellError; log only streaming ones.
          if (shellRendered) getLogger().error({ ...requestFields(), err: error }, "render error");
        },
      },
    );
    render.abort = abort;
  });
}

/** Remix data requests (single fetch `.data`, after a form submission with JavaScript): Server-Timing. */
export function handleDataRequest(
  response: Response,
  _args: LoaderFunctionArgs | ActionFunctionArgs,
): Response {
  const context = currentRequest();
  if (context) context.kind = "data";
  try {
    response.headers.set("Server-Timing", serverTimingHeader(context));
  } catch {
    // a response with immutable headers keeps them as they are
  }
  return response;
}

/** Errors thrown by loaders, actions and rendering (not thrown Responses): one JSON line with the request id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return; // the client went away; nothing went wrong on our side
  getLogger().error({ ...requestFields(), err: error }, "unhandled error");
};
