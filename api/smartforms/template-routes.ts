import type { ApiApp, ApiDeps } from "../env";

/** Templates: the list by kind, create, read, save, translate, and each kind's standard tabs. */
export function registerTemplateRoutes(_api: ApiApp, _deps: ApiDeps): void {}
