import { route } from "@remix-run/route-config";

const dir = "features/sds-requests/routes";

/** Supplier SDS requests: the list, asking, and the review of an answer; under the app layout. */
export const sdsRequestRoutes = [
  route("sdsrequests", `${dir}/requests.tsx`),
  route("sdsrequests/new", `${dir}/request-new.tsx`),
  route("sdsrequests/:id", `${dir}/request.tsx`),
];

/** The supplier's page, opened from the mail without an account: outside the app layout (nothing else shows). */
export const sdsRequestPublicRoutes = [route("sds-update-request/:token", `${dir}/update-request.tsx`)];
