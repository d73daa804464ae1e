import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { authenticate } from "./auth";
import { API_BASE_PATH, type ApiApp, type ApiDeps, type ApiEnv } from "./env";
import { onApiError, onApiNotFound, validationHook } from "./http/errors";
import { languageMiddleware } from "./http/language";
import { apiBodyLimit } from "./http/multipart";
import { requestLogging } from "./logging";
import { buildOpenApiDocument, registerSecurityScheme } from "./openapi";
import { renderReference } from "./reference";
import { registerChemicalApprovalsApi } from "./chemical-approvals";
import { registerCompanySettingsApi } from "./company-settings";
import { registerLocationsApi } from "./locations";
import { registerOnboardingApi } from "./onboarding";
import { registerOutboxApi } from "./outbox";
import { registerProductsApi } from "./products";
import { registerSiteApi } from "./site";
import { FRONTEND_TEXTS_PATH, registerTextsApi } from "./texts";
import { registerUsersApi } from "./users";
import { registerActivitiesApi } from "./activities";
import { registerSupportApi } from "./support";
import { registerGdprApi } from "./gdpr";
import { registerSmartformsApi } from "./smartforms";
import { registerExposureApi } from "./exposure";
import { registerReadUnderstoodApi } from "./read-understood";
import { READ_LINK_PUBLIC_PATHS, registerReadLinksApi } from "./read-links";
import { SDS_REQUEST_PUBLIC_PATHS, registerSdsRequestsApi } from "./sds-requests";
import { registerWorkplaceDescriptionsApi } from "./workplace-descriptions";
import { registerWpdPosterApi } from "./wpd-poster";
import { registerLegislationApi } from "./legislation";
import { registerAmountsApi } from "./amounts";
// Custom lists
import { registerCustomListsApi } from "./custom-lists";
import { registerSubstitutionApi } from "./substitution";
import { registerTrainingApi } from "./training";
import { registerPublisherApi } from "./publisher";
import { registerSdsEventsApi } from "./sds-events";
// Change impact of a new sheet version
import { registerSdsChangeImpactApi } from "./sds-change-impact";
import { registerCustomReportsApi } from "./custom-reports";

const REFERENCE_PATH = `${API_BASE_PATH}/reference`;

/** Paths (under /api) served without a bearer token: the API's own documentation and the interface texts. */
const PUBLIC_PATHS = new Set([
  `${API_BASE_PATH}/openapi.json`,
  REFERENCE_PATH,
  `${API_BASE_PATH}${FRONTEND_TEXTS_PATH}`,
  // A read link's page and sheets: the read-link token in the body is the key (api/read-links).
  ...READ_LINK_PUBLIC_PATHS,
  // A supplier's request page and answers: the request's token in the body is the key (api/sds-requests).
  ...SDS_REQUEST_PUBLIC_PATHS,
]);
/** Is the path one of the reference's pages (public too)? */
const isReferencePage = (path: string) =>
  path.startsWith(`${REFERENCE_PATH}/`) && !path.slice(REFERENCE_PATH.length + 1).includes("/");

/** API responses hold tenant data: never cached, never sniffed. */
const responseHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.header("Cache-Control", "no-store");
  c.header("X-Content-Type-Options", "nosniff");
  await next();
};

/**
 * The ChemSafe API under /api. `api.request("/api/user/v1/user", { headers })`
 * in tests, `api.fetch(request)` from the Remix resource route.
 *
 * Every path except the documentation requires a bearer token, including
 * unknown ones: an unauthenticated caller gets 401 before any 404.
 */
export function createApi(deps: ApiDeps): ApiApp {
  const api: ApiApp = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath(API_BASE_PATH);
  api.onError(onApiError);
  api.notFound(onApiNotFound);

  api.use("*", requestLogging, responseHeaders, languageMiddleware, apiBodyLimit(API_BASE_PATH));
  const requireUser = authenticate(deps);
  api.use("*", (c, next) =>
    PUBLIC_PATHS.has(c.req.path) || isReferencePage(c.req.path) ? next() : requireUser(c, next),
  );

  registerSecurityScheme(api);
  registerUsersApi(api, deps);
  registerSiteApi(api);
  registerTextsApi(api, deps);
  registerOnboardingApi(api, deps);
  registerLocationsApi(api, deps);
  registerProductsApi(api, deps);
  registerOutboxApi(api, deps);
  registerChemicalApprovalsApi(api, deps);
  registerActivitiesApi(api, deps);
  registerSupportApi(api, deps);
  registerGdprApi(api, deps);
  registerCompanySettingsApi(api, deps);
  registerSmartformsApi(api, deps);
  registerLegislationApi(api, deps);
  registerExposureApi(api, deps);
  registerReadUnderstoodApi(api, deps);
  registerReadLinksApi(api, deps);
  registerSdsRequestsApi(api, deps);
  registerWorkplaceDescriptionsApi(api, deps);
  registerWpdPosterApi(api, deps);
  registerAmountsApi(api, deps);
  // Custom lists
  registerCustomListsApi(api, deps);
  registerSubstitutionApi(api, deps);
  registerTrainingApi(api, deps);
  registerSdsEventsApi(api, deps);
  // Change impact of a new sheet version
  registerSdsChangeImpactApi(api, deps);
  // Internal documents publisher: suppliers, substances and standard phrases
  registerPublisherApi(api, deps);
  registerCustomReportsApi(api, deps);

  api.get("/openapi.json", (c) => c.json(buildOpenApiDocument(api)));
  // The document and its reference pages are the same until the next start: built once, when first asked for.
  let reference: ReturnType<typeof renderReference> | undefined;
  const referencePages = () => (reference ??= renderReference(buildOpenApiDocument(api), REFERENCE_PATH));
  const referenceHeaders = (c: Context<ApiEnv>) =>
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  api.get("/reference", (c) => {
    referenceHeaders(c);
    return c.html(referencePages().index);
  });
  api.get("/reference/:page", (c) => {
    referenceHeaders(c);
    const html = referencePages().pages.get(c.req.param("page"));
    return html ? c.html(html) : c.html(referencePages().index, 404);
  });
  return api;
}
