import { route } from "@remix-run/route-config";

/** The mail outbox, a section of company settings. */
export const outboxRoutes = [route("outbox", "features/outbox/routes/outbox.tsx")];
