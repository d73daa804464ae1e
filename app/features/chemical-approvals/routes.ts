import { index, route } from "@remix-run/route-config";

const dir = "features/chemical-approvals/routes";

/** Requests: lists, the form, and the request page where evaluators and approvers act. */
export const chemicalApprovalRoutes = [
  route("chemical-approvals", `${dir}/layout.tsx`, [
    index(`${dir}/index.tsx`),
    route("requests", `${dir}/requests.tsx`, { index: true }),
    route("requests/new", `${dir}/request-new.tsx`),
    route("requests/:id/edit", `${dir}/request-edit.tsx`),
    route("requests/:id/approve", `${dir}/request.tsx`),
  ]),
];

/** Approval boards, shown under company settings. */
export const boardRoutes = [
  route("chemical-approval", `${dir}/boards.tsx`, { index: true }),
  route("chemical-approval/:groupId", `${dir}/board.tsx`),
];

/** A request's files: attachments and the SDS PDF. */
export const chemicalApprovalResourceRoutes = [
  route("chemical-approvals/requests/:id/attachments/:attId", `${dir}/attachment.ts`),
  route("chemical-approvals/requests/:id/sds", `${dir}/request-sds.ts`),
];
