import type { ApiApp, ApiDeps } from "../env";
import { registerMailRoutes } from "./routes";

/** The mail outbox: what the product mailed, or stored, for the company (approval admins). */
export function registerOutboxApi(api: ApiApp, deps: ApiDeps): void {
  registerMailRoutes(api, deps);
}
