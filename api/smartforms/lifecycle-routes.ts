import type { ApiApp, ApiDeps } from "../env";

/** A document's life: submit, approve or send back, versions, legacy documents, deleting, translating, read and understood. */
export function registerLifecycleRoutes(_api: ApiApp, _deps: ApiDeps): void {}
