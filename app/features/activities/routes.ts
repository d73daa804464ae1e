import { route } from "@remix-run/route-config";

/** The company's audit trail (company administrators). */
export const activityRoutes = [route("activities", "features/activities/routes/activities.tsx")];
