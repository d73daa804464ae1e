import { redirect } from "@remix-run/node";
import { getApi } from "../../api/instance";
import type { ApiErrorBody } from "../../api/http/envelope";
import { config } from "./env.server";
import {
  currentRequest,
  forgetPerRequest,
  recordApiCall,
  REQUEST_ID_HEADER,
} from "../../server/request-context";

/**
 * Sends one API request, in-process or over HTTP (API_BASE_URL), carrying the
 * current request's id in X-Request-Id, and adds its duration (up to the
 * response's headers) to the request's Server-Timing totals. After a call that
 * may change data, what the request remembered (the session, the user) is
 * forgotten, so the page rendered after an action reads it afresh.
 */
async function dispatch(target: string, init: RequestInit): Promise<Response> {
  const context = currentRequest();
  if (context) {
    const headers = new Headers(init.headers);
    headers.set(REQUEST_ID_HEADER, context.requestId);
    init.headers = headers;
  }
  const startedAt = performance.now();
  try {
    const { apiBaseUrl } = config();
    return await (apiBaseUrl
      ? fetch(`${apiBaseUrl}${target}`, init)
      : getApi().request(`/api${target}`, init));
  } finally {
    recordApiCall(performance.now() - startedAt);
    if (init.method !== "GET" && init.method !== "HEAD") forgetPerRequest();
  }
}

/** An API answer that was not 2xx; `body` holds its message/error/errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error ?? `API error ${status}`);
    this.name = "ApiError";
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  accessToken: string;
  language: number;
  /** Called on 401 'Unauthenticated': must throw (usually a redirect to /auth). */
  onUnauthenticated?: () => never;
}

/** Query parameters are sent only when non-empty: the API reads a missing and an empty parameter alike. */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Calls the ChemSafe API as the signed-in user: in-process by default, over
 * HTTP when API_BASE_URL is set. Every call carries the bearer token and the
 * active language id as X-LANGUAGE and User-Language.
 */
export function createApiClient(options: ApiClientOptions) {
  async function send(method: string, path: string, body?: unknown, query?: Query): Promise<Response> {
    const headers = new Headers({
      "X-LANGUAGE": String(options.language),
      "User-Language": String(options.language),
      Accept: "application/json",
    });
    // No token: a public operation (a read link's page carries its own token in the body).
    if (options.accessToken) headers.set("Authorization", `Bearer ${options.accessToken}`);
    const init: RequestInit = { method, headers };
    if (body instanceof FormData) {
      // multipart/form-data: fetch sets the Content-Type with its boundary.
      init.body = body;
    } else if (body !== undefined) {
      headers.set("Content-Type", "application/json");
      init.body = JSON.stringify(body);
    }
    return dispatch(path + toQueryString(query), init);
  }

  async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    const response = await send(method, path, body, query);
    if (response.ok) {
      return (response.status === 204 ? undefined : await response.json()) as T;
    }
    const errorBody = (await response.json().catch(() => ({}))) as ApiErrorBody;
    if (response.status === 401 && errorBody.error === "Unauthenticated" && options.onUnauthenticated) {
      options.onUnauthenticated();
    }
    throw new ApiError(response.status, errorBody);
  }

  return {
    get: <T>(path: string, query?: Query) => call<T>("GET", path, undefined, query),
    post: <T>(path: string, body?: unknown, query?: Query) => call<T>("POST", path, body ?? {}, query),
    put: <T>(path: string, body?: unknown) => call<T>("PUT", path, body ?? {}),
    /** PATCH: the parts given replace those parts (PATCH /editor/sds/{id}). */
    patch: <T>(path: string, body?: unknown) => call<T>("PATCH", path, body ?? {}),
    delete: <T>(path: string, query?: Query) => call<T>("DELETE", path, undefined, query),
    /** POST multipart/form-data (file uploads), e.g. POST /product/v1/sds. */
    postForm: <T>(path: string, form: FormData) => call<T>("POST", path, form),
    /**
     * GET whose body is not JSON (a PDF): the API's Response as it is when 2xx,
     * else ApiError like every other call.
     */
    async raw(path: string, query?: Query): Promise<Response> {
      const response = await send("GET", path, undefined, query);
      if (response.ok) return response;
      const errorBody = (await response.json().catch(() => ({}))) as ApiErrorBody;
      if (response.status === 401 && errorBody.error === "Unauthenticated" && options.onUnauthenticated) {
        options.onUnauthenticated();
      }
      throw new ApiError(response.status, errorBody);
    },
    /** POST whose answer is not JSON (a PDF made from the body): the API's Response when 2xx, else ApiError. */
    async postRaw(path: string, body: unknown): Promise<Response> {
      const response = await send("POST", path, body);
      if (response.ok) return response;
      const errorBody = (await response.json().catch(() => ({}))) as ApiErrorBody;
      if (response.status === 401 && errorBody.error === "Unauthenticated" && options.onUnauthenticated) {
        options.onUnauthenticated();
      }
      throw new ApiError(response.status, errorBody);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The response that sends a user whose API session ended back to sign-in. */
export function unauthenticatedRedirect(to: string, headers?: HeadersInit): never {
  throw redirect(to, { headers });
}

/**
 * GET on a public operation of the API (no bearer token), e.g. the interface
 * texts, which the sign-in page needs before anyone has signed in. Same
 * transport as createApiClient (in-process, or HTTP with API_BASE_URL) and the
 * same language headers. Throws ApiError when the answer is not 2xx.
 */
export async function getPublic<T>(path: string, query: Query = {}, language = 4): Promise<T> {
  const init: RequestInit = {
    method: "GET",
    headers: {
      "X-LANGUAGE": String(language),
      "User-Language": String(language),
      Accept: "application/json",
    },
  };
  const response = await dispatch(path + toQueryString(query), init);
  if (!response.ok) {
    throw new ApiError(response.status, (await response.json().catch(() => ({}))) as ApiErrorBody);
  }
  return (await response.json()) as T;
}

/**
 * POST on a public operation of the API (no bearer token; e.g. a read link's page, whose token travels in
 * the body): the API's Response as it is when 2xx (JSON or a PDF), else ApiError like every other call.
 */
export async function postPublic(path: string, body: unknown, language = 4): Promise<Response> {
  // A multipart form (a supplier's upload) goes as it is: its Content-Type carries the boundary.
  const multipart = body instanceof FormData;
  const response = await dispatch(path, {
    method: "POST",
    headers: {
      "X-LANGUAGE": String(language),
      "User-Language": String(language),
      ...(multipart ? {} : { "Content-Type": "application/json" }),
      Accept: "application/json, application/pdf",
    },
    body: multipart ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.json().catch(() => ({}))) as ApiErrorBody);
  }
  return response;
}
