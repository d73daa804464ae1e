import type { MiddlewareHandler } from "hono";
import { getLogger, redactQuery, roundMs } from "../server/logger";
import {
  currentRequest,
  newRequestId,
  recordCaller,
  REQUEST_ID_HEADER,
  wellFormedRequestId,
} from "../server/request-context";
import type { ApiEnv } from "./env";

/**
 * One JSON log line per API call (`msg: "api"`): method, path, the query with
 * secret-looking values redacted, status, duration, request id, and the user
 * and company ids once authenticated. Never headers, tokens or bodies.
 *
 * The request id is the caller's X-Request-Id when well-formed (the app's API
 * client sends the page request's id, so a page and its API calls share one),
 * else the id of the HTTP request being answered, else a new one; the response
 * carries it in X-Request-Id.
 *
 * Registered first in api/app.ts, so it also sees 401s and errors; a 5xx line
 * includes the error.
 */
export const requestLogging: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const startedAt = performance.now();
  const context = currentRequest();
  const requestId =
    wellFormedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? context?.requestId ?? newRequestId();
  // The API's own HTTP request (not a call made in-process while answering a page).
  if (context && !context.kind && context.path === c.req.path) context.kind = "api";
  try {
    await next();
  } finally {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const user = c.get("user");
    const company = c.get("company");
    if (user && company) recordCaller(user.id, company.id);
    const status = c.res.status;
    const logger = getLogger();
    const level = status >= 500 ? "error" : "info";
    if (logger.isLevelEnabled(level)) {
      const url = c.req.url;
      const queryAt = url.indexOf("?");
      logger[level](
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          query: queryAt === -1 ? undefined : redactQuery(url.slice(queryAt)),
          status,
          durationMs: roundMs(performance.now() - startedAt),
          userId: user?.id,
          companyId: company?.id,
          ...(status >= 500 && c.error ? { err: c.error } : {}),
        },
        "api",
      );
    }
  }
};
