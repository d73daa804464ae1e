import { route } from "@remix-run/route-config";

const dir = "features/substitution/routes";

/** Substitution: choose, compare and decide (/substitute), and what replaced what (/substitution-history). */
export const substitutionRoutes = [
  route("substitute", `${dir}/substitute.tsx`),
  route("substitution-history", `${dir}/history.tsx`),
];
