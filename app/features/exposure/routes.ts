import { exposureHistoryRoutes } from "./routes-history";
import { exposurePlansRoutes } from "./routes-plans";
import { exposureRecordsRoutes } from "./routes-records";
import { exposureRegisterRoutes } from "./routes-register";

/**
 * The exposure register (docs/decisions/047-exposure-register.md): plans, records, the register and its
 * lists, and a person's history. Each part keeps its URL table beside this one; a person's own history on
 * My page is the my-page feature's tab.
 */
export const exposureRoutes = [
  ...exposurePlansRoutes,
  ...exposureRecordsRoutes,
  ...exposureRegisterRoutes,
  ...exposureHistoryRoutes,
];
