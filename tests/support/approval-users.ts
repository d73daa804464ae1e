/**
 * The demo users of chemical approvals (README "Demo accounts") and the
 * request API's path, for the API and route tests of approvals.
 */

/** Request approvals (chemical_approval_request). */
export const REQUESTER = "requester@demo.test";
export const REQUESTER2 = "requester2@demo.test";
/** Laboratory board: evaluator@ and evaluator2@; Depot board: evaluator3@ and evaluator4@. */
export const EVALUATOR = "evaluator@demo.test";
export const EVALUATOR2 = "evaluator2@demo.test";
export const EVALUATOR3 = "evaluator3@demo.test";
export const EVALUATOR4 = "evaluator4@demo.test";
/** Approval administrator (chemical_approval_request and chemical_approval_admin). */
export const APPROVER = "approver@demo.test";

/** The product request API, as the app's API client names it (the API tests add /api). */
export const REQUESTS_API = "/chemical-approval/v1/product-requests";
