import type { ApiApp, ApiDeps } from "../env";
import { registerDocumentRoutes } from "./document-routes";
import { registerEditorRoutes } from "./editor-routes";
import { registerPublisherRoutes } from "./routes";
import { registerUsageRoutes } from "./usage-routes";

/**
 * Internal documents publisher (/publisherapi/v1 and /editor): suppliers, substances and standard phrases,
 * and the company's own sheets written from them. The sheets' routes come first: their fixed paths
 * (manufacturer/availableMarkets, manufacturer/substance) would otherwise be taken for manufacturer/{id}.
 */
export function registerPublisherApi(api: ApiApp, deps: ApiDeps): void {
  registerDocumentRoutes(api, deps);
  // Where substances are used: before decision 069's routes, whose substancelist paths it extends.
  registerUsageRoutes(api, deps);
  registerEditorRoutes(api, deps);
  registerPublisherRoutes(api, deps);
}
