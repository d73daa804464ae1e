import type { ApiApp, ApiDeps } from "../env";
import { registerPublisherRoutes } from "./routes";

/** Internal documents publisher (/publisherapi/v1): suppliers, substances and standard phrases. */
export function registerPublisherApi(api: ApiApp, deps: ApiDeps): void {
  registerPublisherRoutes(api, deps);
}
