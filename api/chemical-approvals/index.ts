import type { ApiApp, ApiDeps } from "../env";
import { registerBoardGroupRoutes } from "./board-routes";
import { registerProductRequestFlowRoutes } from "./flow-routes";
import { registerProductRequestRoutes } from "./routes";
import { registerProductRequestV2Routes } from "./v2-routes";

/** Chemical approvals: boards, requests and their evaluation. */
export function registerChemicalApprovalsApi(api: ApiApp, deps: ApiDeps): void {
  registerBoardGroupRoutes(api, deps);
  registerProductRequestFlowRoutes(api, deps);
  registerProductRequestRoutes(api, deps);
  registerProductRequestV2Routes(api, deps);
}
