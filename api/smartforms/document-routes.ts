import type { ApiApp, ApiDeps } from "../env";

/** Documents: create, read, save, field connections, and the HTML and PDF views. */
export function registerDocumentRoutes(_api: ApiApp, _deps: ApiDeps): void {}
