import { sql } from "drizzle-orm";
import { insertVersion } from "../../api/smartforms/store";
import type { TemplateStructure } from "../../core/smartforms/template";
import { TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { LEGACY_STRUCTURE } from "../../core/smartforms/default-templates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import type { PermissionFlag } from "../../core/permissions";
import { ONBOARDING_MODULES } from "../../api/onboarding/has-data";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * The isolation and permission matrices, driven by the OpenAPI
 * document: every operation the API serves must have a case below, so a new
 * endpoint fails this file until someone says how it is isolated.
 *
 * - Isolation: an operation that takes an id of a company's data is called by
 *   Other Industries' admin (every flag) with Demo Chemicals' ids: it answers
 *   404 `{ message: "Not found" }`, and Demo Chemicals' data is unchanged.
 * - Permissions: a mutating operation that needs a flag is called by a Demo
 *   Chemicals user without flags (worker@) with valid ids: 403, nothing changes.
 * - Top nodes: an operation on locations, products and their sheets is called by a Demo Chemicals user
 *   with every flag whose top node is Bergen depot (depot@) with ids of the Oslo plant: it answers as for
 *   another company (404, or the 422 of an unknown id) and changes nothing.
 */

/** Demo Chemicals' ids the cases use (resolved from the seed). */
interface Ids {
  location: number;
  otherLocation: number;
  product: number;
  sdsKey: string;
  pendingProduct: number;
  pendingSdsKey: string;
  locationProduct: number;
  user: number;
  /** Seeded chemical approval requests by state, an evaluation of each kind, a board. */
  draftRequest: number;
  newRequest: number;
  evaluatedRequest: number;
  pendingEvaluation: number;
  readyRequest: number;
  rejectedRequest: number;
  approvedRequest: number;
  board: number;
  /** The support tab: a support contact and a finished export (inserted here: the seed has none). */
  contact: number;
  companyExport: number;
  /** Company settings: a greylist entry. */
  greylistEntry: number;
  /** Chemical approvals version 2: the seeded chemical_approval_request template. */
  requestTemplate: number;
  /** Smart-form documents: a risk assessment in progress at the Flammables cabinet and its template. */
  smartformDocument: number;
  smartformTemplate: number;
  /** Smart-form templates: a seeded smart-form template. */
  template: number;
  /** Smart forms, a document's life: the seeded document of the older form and one of its measures. */
  legacyDocument: number;
  legacyMeasure: number;
  /** Exposure records: a record at the matrix's location, and the person it names (welder@). */
  exposureRecord: string;
  /** Exposure plans: a plan at the matrix's location (made here) and a person the register applies to. */
  exposurePlan: string;
  exposurePerson: number;
  /** Read and understood: the current sheet of the matrix's product and an assignment of it (made here). */
  rnuSheet: number;
  rnuAssignment: number;
  /** Read links: the seeded demo read link (seed/read-links.ts). */
  readLink: number;
  /** SDS requests: the seeded open request for the matrix's product (seed/sds-requests.ts). */
  sdsRequest: number;
  /** Workplace descriptions: the current version of a seeded description at the Oslo plant. */
  wpd: number;
  /** Custom lists: a list of Demo Chemicals and an entry of it (made here: the seed has none). */
  customList: number;
  customEntry: number;
  /** Actions: the seeded action made by hand at Laboratory 1 about Acetone (seed/sds-events.ts). */
  sdsAction: number;
  /** Change impact: a replaced event of the matrix's product (made here: its sheet replaced by itself). */
  sdsImpactEvent: number;
  /** Custom reports: a shared report of Demo Chemicals' admin (made here). */
  customReport: number;
}

interface Call {
  path: string;
  method?: string;
  body?: unknown;
}

type Case = {
  /** How the operation is called with Demo Chemicals' ids; absent: it takes no id of a company's data. */
  withIds?: (ids: Ids) => Call;
  /** Why it takes no id (required when withIds is absent). */
  noId?: string;
  /** For mutations: the flags it needs (403 without), or why every user may call it. */
  needs?: readonly PermissionFlag[];
  openToAll?: string;
  /** The 404 body when the contract gives it another shape (favourites carry a status). */
  notFoundBody?: unknown;
  /**
   * 422 instead of 404: the foreign id is inside a create body and is validated like any other field
   * ("Unknown location: 4."); the answer still names nothing of the other company's.
   */
  refusesAs422?: string;
};

const FAVORITES_NOT_FOUND = { status: "error", message: "Not found" };

const CASES: Record<string, Case> = {
  // The caller's own account and company.
  "get /api/user/v1/user": { noId: "the caller's own user" },
  "post /api/user/v1/user": {
    noId: "the caller's own user",
    openToAll: "every user edits their own profile",
  },
  "get /api/user/v1/user/personal-data": { noId: "the caller's own data" },
  "get /api/site/v1/company/settings": { noId: "the caller's company" },
  "get /api/site/v1/frontendtexts": { noId: "public interface texts" },
  "get /api/site/v1/incompatibility-categories": { noId: "a fixed list" },
  // Onboarding: the caller's own state.
  "get /api/onboarding-api/v1/form/1": { noId: "a global form" },
  "get /api/onboarding-api/v1/form/1/is-eligible": { noId: "the caller's own state" },
  "post /api/onboarding-api/v1/form/1/submit": {
    noId: "the caller's answers",
    openToAll: "every user may answer",
  },
  "post /api/onboarding-api/v1/form/1/dismiss": {
    noId: "the caller's state",
    openToAll: "the caller's own state",
  },
  "post /api/onboarding-api/v1/location-prompt/dismiss": {
    noId: "the caller's state",
    openToAll: "the caller's own state",
  },
  "post /api/onboarding-api/v1/prompted": { noId: "the caller's state", openToAll: "the caller's own state" },
  "get /api/onboarding-api/v1/state": { noId: "the caller's own state" },
  ...Object.fromEntries(
    ONBOARDING_MODULES.map((module) => [
      `get /api/onboarding-api/v1/has-${module}`,
      { noId: "a yes/no about the caller's company" },
    ]),
  ),
  // Locations.
  "get /api/hierarchy/v1/locations": { noId: "lists the caller's company" },
  "post /api/hierarchy/v1/locations": {
    withIds: (ids) => ({
      path: "/api/hierarchy/v1/locations",
      method: "POST",
      body: { name: "Isolation probe", parent_id: ids.location },
    }),
    needs: ["edit_location"],
  },
  "get /api/hierarchy/v1/locations/template": {
    withIds: (ids) => ({ path: `/api/hierarchy/v1/locations/template?locationId=${ids.location}` }),
  },
  "get /api/hierarchy/v1/locations/{id}": {
    withIds: (ids) => ({ path: `/api/hierarchy/v1/locations/${ids.location}` }),
  },
  "put /api/hierarchy/v1/locations/{id}": {
    withIds: (ids) => ({
      path: `/api/hierarchy/v1/locations/${ids.location}`,
      method: "PUT",
      body: { name: "Renamed by a probe" },
    }),
    needs: ["edit_location"],
  },
  "get /api/location/v3": { noId: "lists the caller's company" },
  "get /api/user/v1/user/favorites": { noId: "the caller's own favourites" },
  "post /api/user/v1/user/favorites/create": {
    withIds: (ids) => ({
      path: "/api/user/v1/user/favorites/create",
      method: "POST",
      body: { data: { locations: [ids.location] } },
    }),
    openToAll: "a personal user's own favourites",
    notFoundBody: FAVORITES_NOT_FOUND,
  },
  "post /api/user/v1/user/favorites/delete": {
    withIds: (ids) => ({
      path: "/api/user/v1/user/favorites/delete",
      method: "POST",
      body: { data: { locations: [ids.location] } },
    }),
    openToAll: "a personal user's own favourites",
    notFoundBody: FAVORITES_NOT_FOUND,
  },
  // Search and products.
  "get /api/search/v1/sqproductsearch": { noId: "searches the caller's company" },
  "get /api/search/v1/global": { noId: "searches the caller's company" },
  "get /api/product/v1/getAllScales": { noId: "a fixed list" },
  "get /api/product/v1/sds-info": {
    withIds: (ids) => ({ path: `/api/product/v1/sds-info?sds_key=${ids.sdsKey}` }),
  },
  "get /api/product/v1/sds-file": {
    withIds: (ids) => ({ path: `/api/product/v1/sds-file?sds_key=${ids.sdsKey}` }),
  },
  "get /api/product/v1/get-locations": {
    withIds: (ids) => ({ path: `/api/product/v1/get-locations?prodid=${ids.product}` }),
  },
  "get /api/product/v1/products": {
    withIds: (ids) => ({ path: `/api/product/v1/products?prodid=${ids.product}` }),
  },
  "get /api/product/v1/actions": { noId: "the caller's own permissions" },
  "post /api/product/v1/updateProductAmount": {
    withIds: (ids) => ({
      path: "/api/product/v1/updateProductAmount",
      method: "POST",
      body: { items: [{ location_product_id: ids.locationProduct, amount: 99, unit: "L" }] },
    }),
    needs: ["add_product"],
  },
  "get /api/product/v1/{id}": { withIds: (ids) => ({ path: `/api/product/v1/${ids.product}` }) },
  "put /api/product/v1/{id}": {
    withIds: (ids) => ({ path: `/api/product/v1/${ids.product}`, method: "PUT", body: { name: "Probe" } }),
    needs: ["add_product"],
  },
  "post /api/product/v1/sds": {
    noId: "creates a new product from an upload (covered by tests/api/sds-upload*.test.ts)",
    needs: ["add_product"],
  },
  "post /api/product/v1/sds-uploads": {
    noId: "stages the caller's own file (tests/api/sds-staging.test.ts)",
    needs: ["add_product"],
  },
  "get /api/product/v1/sds-uploads/{token}": {
    noId: "a token of the caller's own staged file: another user's or company's answers 404 (tests/api/sds-staging.test.ts)",
  },
  // Products at locations.
  "get /api/location/v3/{id}/products": {
    withIds: (ids) => ({ path: `/api/location/v3/${ids.location}/products` }),
  },
  "get /api/location/v2/products": { noId: "lists the caller's company" },
  "get /api/location/v3/{id}/products/{prodId}": {
    withIds: (ids) => ({ path: `/api/location/v3/${ids.location}/products/${ids.product}` }),
  },
  "get /api/location/v3/{id}/has-product": {
    withIds: (ids) => ({ path: `/api/location/v3/${ids.location}/has-product?sds_key=${ids.sdsKey}` }),
  },
  "get /api/location/v3/{id}/storage-conflicts": {
    withIds: (ids) => ({ path: `/api/location/v3/${ids.location}/storage-conflicts` }),
  },
  "get /api/location/v2/forms/{id}": {
    withIds: (ids) => ({ path: `/api/location/v2/forms/${ids.location}` }),
  },
  "post /api/location/v2/{id}/products": {
    withIds: (ids) => ({
      path: `/api/location/v2/${ids.otherLocation}/products`,
      method: "POST",
      body: { products: [{ product_id: ids.product }] },
    }),
    needs: ["add_product"],
  },
  "post /api/location/v2/copymoveproductstolocations": {
    withIds: (ids) => ({
      path: "/api/location/v2/copymoveproductstolocations",
      method: "POST",
      body: {
        action: "move",
        from_location_id: ids.location,
        products: [ids.product],
        location_ids: [ids.otherLocation],
      },
    }),
    needs: ["add_product"],
  },
  ...Object.fromEntries(
    (["delete", "archive", "unarchive"] as const).map((action) => [
      `post /api/location/v2/{id}/products/${action}`,
      {
        withIds: (ids: Ids) => ({
          path: `/api/location/v2/${ids.location}/products/${action}`,
          method: "POST",
          body: { products: [ids.product] },
        }),
        needs: ["add_product"] as const,
      },
    ]),
  ),
  "post /api/location/v2/{id}/products/categorise": {
    withIds: (ids) => ({
      path: `/api/location/v2/${ids.location}/products/categorise`,
      method: "POST",
      body: { products: [ids.product], incompatibility_category_id: "3" },
    }),
    needs: ["add_product"],
  },
  "get /api/location/v2/updatedsds": { noId: "lists the caller's company" },
  "get /api/location/v2/replace-sds/preview": {
    withIds: (ids) => ({
      path: `/api/location/v2/replace-sds/preview?prodid=${ids.pendingProduct}&sds_key=${ids.pendingSdsKey}`,
    }),
  },
  "post /api/location/v2/replace-sds": {
    withIds: (ids) => ({
      path: "/api/location/v2/replace-sds",
      method: "POST",
      body: { product_id: ids.pendingProduct, sds_key: ids.pendingSdsKey },
    }),
    needs: ["add_product"],
  },
  // Chemical approvals: every operation needs chemical_approval_request; board writes and the outbox
  // also chemical_approval_admin.
  "get /api/chemical-approval/v1/locations": { noId: "lists the caller's company" },
  "get /api/chemical-approval/v1/options/frequencies": { noId: "a fixed list" },
  "get /api/chemical-approval/v1/options/ppe": { noId: "a fixed list" },
  "get /api/chemical-approval/v1/options/env-exposures": { noId: "a fixed list" },
  "post /api/chemical-approval/v1/uploads": {
    noId: "stages the caller's own file (tests/api/product-request-uploads.test.ts)",
    needs: ["chemical_approval_request"],
  },
  "post /api/chemical-approval/v1/product-requests": {
    noId: "lists the caller's company",
    openToAll: "a read (the list)",
  },
  "post /api/chemical-approval/v1/product-requests/draft": {
    refusesAs422: "location ids in the body are form fields",
    withIds: (ids) => ({
      path: "/api/chemical-approval/v1/product-requests/draft",
      method: "POST",
      body: { name: "Isolation probe", is_draft: true, location_ids: [ids.location] },
    }),
    needs: ["chemical_approval_request"],
  },
  "get /api/chemical-approval/v1/product-requests/{id}": {
    withIds: (ids) => ({ path: `/api/chemical-approval/v1/product-requests/${ids.evaluatedRequest}` }),
  },
  "put /api/chemical-approval/v1/product-requests/{id}/draft": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.draftRequest}/draft`,
      method: "PUT",
      body: { name: "Probe", is_draft: true },
    }),
    needs: ["chemical_approval_request"],
  },
  "put /api/chemical-approval/v1/product-requests/{id}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.draftRequest}`,
      method: "PUT",
      body: { name: "Probe", is_draft: false, location_ids: [ids.location] },
    }),
    needs: ["chemical_approval_request"],
  },
  "delete /api/chemical-approval/v1/product-requests/{id}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.draftRequest}`,
      method: "DELETE",
    }),
    needs: ["chemical_approval_request"],
  },
  "put /api/chemical-approval/v1/product-requests/{id}/archive": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.rejectedRequest}/archive`,
      method: "PUT",
    }),
    needs: ["chemical_approval_request"],
  },
  "put /api/chemical-approval/v1/product-requests/{id}/unarchive": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.rejectedRequest}/unarchive`,
      method: "PUT",
    }),
    needs: ["chemical_approval_request"],
  },
  "get /api/chemical-approval/v1/product-requests/{id}/download-attachment": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.approvedRequest}/download-attachment`,
    }),
  },
  "get /api/chemical-approval/v1/product-requests/{id}/download-attachment/{attId}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.approvedRequest}/download-attachment/1`,
    }),
  },
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.newRequest}/evaluation`,
      method: "POST",
    }),
    needs: ["chemical_approval_request"],
  },
  "put /api/chemical-approval/v1/product-requests/{id}/evaluation/{evalId}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.evaluatedRequest}/evaluation/${ids.pendingEvaluation}`,
      method: "PUT",
      body: { is_approved: true, comment: "Probe" },
    }),
    needs: ["chemical_approval_request"],
  },
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation/{evalId}/remind": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.evaluatedRequest}/evaluation/${ids.pendingEvaluation}/remind`,
      method: "POST",
    }),
    needs: ["chemical_approval_request"],
  },
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation/complete": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.evaluatedRequest}/evaluation/complete`,
      method: "POST",
    }),
    needs: ["chemical_approval_request"],
  },
  "post /api/chemical-approval/v1/product-requests/{id}/conclude": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.readyRequest}/conclude`,
      method: "POST",
      body: { is_approved: true, comment: "Probe" },
    }),
    needs: ["chemical_approval_request", "chemical_approval_admin"],
  },
  "post /api/chemical-approval/v1/product-requests/{id}/reset": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.rejectedRequest}/reset`,
      method: "POST",
    }),
    needs: ["chemical_approval_request", "chemical_approval_admin"],
  },
  "get /api/chemical-approval/v1/product-requests/{id}/insights": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/product-requests/${ids.evaluatedRequest}/insights`,
    }),
  },
  "get /api/chemical-approval/v1/board-groups": { noId: "lists the caller's company" },
  "get /api/chemical-approval/v1/board-members": { noId: "lists the caller's company" },
  "get /api/hierarchy/v1/board-groups": { noId: "lists the caller's company" },
  "post /api/chemical-approval/v1/board-groups": {
    refusesAs422: "location ids in the body are form fields",
    withIds: (ids) => ({
      path: "/api/chemical-approval/v1/board-groups",
      method: "POST",
      body: { name: "Isolation probe board", locations: [ids.otherLocation], members: [] },
    }),
    needs: ["chemical_approval_request", "chemical_approval_admin"],
  },
  "get /api/chemical-approval/v1/board-groups/{id}": {
    withIds: (ids) => ({ path: `/api/chemical-approval/v1/board-groups/${ids.board}` }),
  },
  "put /api/chemical-approval/v1/board-groups/{id}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v1/board-groups/${ids.board}`,
      method: "PUT",
      body: { name: "Renamed by a probe", locations: [], members: [] },
    }),
    needs: ["chemical_approval_request", "chemical_approval_admin"],
  },
  "delete /api/chemical-approval/v1/board-groups/{id}": {
    withIds: (ids) => ({ path: `/api/chemical-approval/v1/board-groups/${ids.board}`, method: "DELETE" }),
    needs: ["chemical_approval_request", "chemical_approval_admin"],
  },
  // The mail outbox (approval admins).
  "get /api/mail/v1/outbox": { noId: "lists the caller's company" },
  // The audit trail (company administrators): read-only, scoped to the caller's company; an actor or object
  // id of another company matches no row (tests/api/activities-list.test.ts).
  "get /api/activity/v1/activities": { noId: "lists the caller's company" },
  "get /api/activity/v1/actors": { noId: "lists the caller's company" },
  // Users administration (user_admin; its GETs' 403 in tests/api/users-admin.test.ts).
  "get /api/user/v1/users": { noId: "lists the caller's company" },
  "get /api/user/v1/users/{id}": { withIds: (ids) => ({ path: `/api/user/v1/users/${ids.user}` }) },
  "post /api/user/v1/users": {
    withIds: (ids) => ({
      path: "/api/user/v1/users",
      method: "POST",
      body: { name: "Isolation probe", email: "probe@isolation.test", topnodes: [ids.location] },
    }),
    needs: ["user_admin"],
    refusesAs422: "a top node is validated like any field: not one of the caller's locations",
  },
  "put /api/user/v1/users/{id}": {
    withIds: (ids) => ({
      path: `/api/user/v1/users/${ids.user}`,
      method: "PUT",
      body: { name: "Renamed by a probe", email: "probe2@isolation.test" },
    }),
    needs: ["user_admin"],
  },
  "post /api/user/v1/users/{id}/deactivate": {
    withIds: (ids) => ({ path: `/api/user/v1/users/${ids.user}/deactivate`, method: "POST" }),
    needs: ["user_admin"],
  },
  "post /api/user/v1/users/{id}/reactivate": {
    withIds: (ids) => ({ path: `/api/user/v1/users/${ids.user}/reactivate`, method: "POST" }),
    needs: ["user_admin"],
  },
  "post /api/user/v1/users/{id}/invitation": {
    withIds: (ids) => ({ path: `/api/user/v1/users/${ids.user}/invitation`, method: "POST" }),
    needs: ["user_admin"],
  },
  // Support tab and personal data (user_admin).
  "get /api/site/v1/company/contacts": { noId: "lists the caller's company" },
  "post /api/site/v1/company/contacts": {
    noId: "creates a contact of the caller's company",
    needs: ["user_admin"],
  },
  "put /api/site/v1/company/contacts/{id}": {
    withIds: (ids) => ({
      path: `/api/site/v1/company/contacts/${ids.contact}`,
      method: "PUT",
      body: { name: "Renamed by a probe" },
    }),
    needs: ["user_admin"],
  },
  "delete /api/site/v1/company/contacts/{id}": {
    withIds: (ids) => ({ path: `/api/site/v1/company/contacts/${ids.contact}`, method: "DELETE" }),
    needs: ["user_admin"],
  },
  "get /api/site/v1/company/system-status": { noId: "the installation's status" },
  "get /api/site/v1/company/exports": { noId: "lists the caller's company" },
  "post /api/site/v1/company/exports": {
    noId: "exports the caller's company (tests/api/support.test.ts)",
    needs: ["user_admin"],
  },
  "get /api/site/v1/company/exports/{id}": {
    withIds: (ids) => ({ path: `/api/site/v1/company/exports/${ids.companyExport}` }),
  },
  "get /api/site/v1/company/exports/{id}/file": {
    withIds: (ids) => ({ path: `/api/site/v1/company/exports/${ids.companyExport}/file` }),
  },
  "get /api/site/v1/personal-data/people": { noId: "searches the caller's company" },
  "get /api/site/v1/personal-data/people/{id}": {
    withIds: (ids) => ({ path: `/api/site/v1/personal-data/people/${ids.user}` }),
  },
  "get /api/site/v1/personal-data/people/{id}/export": {
    withIds: (ids) => ({ path: `/api/site/v1/personal-data/people/${ids.user}/export` }),
  },
  "get /api/site/v1/personal-data/people/{id}/export.pdf": {
    withIds: (ids) => ({ path: `/api/site/v1/personal-data/people/${ids.user}/export.pdf` }),
  },
  "post /api/site/v1/personal-data/people/{id}/anonymise": {
    withIds: (ids) => ({
      path: `/api/site/v1/personal-data/people/${ids.user}/anonymise`,
      method: "POST",
      body: { confirm: true },
    }),
    needs: ["user_admin"],
  },
  // Company settings (user_admin): each tab saves the caller's own company; the greylist by entry id.
  // (Their 403s are in tests/api/company-settings.test.ts: the loop below calls operations with ids only.)
  ...Object.fromEntries(
    ["system", "risk-assessment", "products", "storage", "documents"].map((tab) => [
      `put /api/site/v1/company/settings/${tab}`,
      { noId: "the caller's own company", needs: ["user_admin"] } satisfies Case,
    ]),
  ),
  "get /api/site/v1/greylist": { noId: "lists the caller's company" },
  "get /api/site/v1/primary-markets": { noId: "a fixed list, marked by the caller's company" },
  "post /api/site/v1/greylist/save": {
    withIds: (ids) => ({
      path: "/api/site/v1/greylist/save",
      method: "POST",
      body: { id: ids.greylistEntry, cas: "64-17-5", name: "Probe", reason: "", level: "banned" },
    }),
    needs: ["user_admin"],
  },
  "get /api/site/v1/greylist/{id}/edit": {
    withIds: (ids) => ({ path: `/api/site/v1/greylist/${ids.greylistEntry}/edit` }),
  },
  "delete /api/site/v1/greylist/{id}": {
    withIds: (ids) => ({ path: `/api/site/v1/greylist/${ids.greylistEntry}`, method: "DELETE" }),
    needs: ["user_admin"],
  },
  // Chemical approvals version 2 (part cav2): requests on templates.
  "get /api/chemical-approval/v2/templates": { noId: "lists the caller's company" },
  "post /api/chemical-approval/v2/product-requests": {
    refusesAs422: "the template id in the body is a form field",
    withIds: (ids) => ({
      path: "/api/chemical-approval/v2/product-requests",
      method: "POST",
      body: { name: "Isolation probe", template_id: ids.requestTemplate, is_draft: true },
    }),
    needs: ["chemical_approval_request"],
  },
  "put /api/chemical-approval/v2/product-requests/{id}": {
    withIds: (ids) => ({
      path: `/api/chemical-approval/v2/product-requests/${ids.draftRequest}`,
      method: "PUT",
      body: { name: "Isolation probe", template_id: ids.requestTemplate, is_draft: true },
    }),
    needs: ["chemical_approval_request"],
  },
  // Risk assessment lists and status (read-only, every signed-in user): a location filter outside the
  // caller's company or top nodes answers 404; without one they read the caller's own scope.
  "get /api/smartforms/v1/documents": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/documents?type=1&location_id=${ids.location}` }),
  },
  "get /api/smartforms/v1/riskassessment/status": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/riskassessment/status?location_id=${ids.location}` }),
  },
  // Smart-form documents (creating and filling in): every signed-in user but a guest, in their top nodes.
  "post /api/smartforms/v1/document": {
    withIds: (ids) => ({
      path: "/api/smartforms/v1/document",
      method: "POST",
      body: {
        document_type: 1,
        template_id: ids.smartformTemplate,
        title: "Probe",
        location_id: ids.location,
      },
    }),
    openToAll: "every user but a guest fills in documents (guests: tests/api/smartform-documents.test.ts)",
    refusesAs422: "the template and the location are validated like any field",
  },
  "get /api/smartforms/v1/document/{id}": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/document/${ids.smartformDocument}` }),
  },
  "put /api/smartforms/v1/document/{id}": {
    withIds: (ids) => ({
      path: `/api/smartforms/v1/document/${ids.smartformDocument}`,
      method: "PUT",
      body: { revision: 1, title: "Renamed by a probe" },
    }),
    openToAll: "every user but a guest fills in documents",
  },
  "post /api/smartforms/v1/field_data/{id}": {
    withIds: (ids) => ({
      path: `/api/smartforms/v1/field_data/${ids.smartformDocument}`,
      method: "POST",
      body: { data: { connections: [] } },
    }),
    openToAll: "every user but a guest fills in documents",
  },
  "get /api/smartforms/v1/document/{id}/choices": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/document/${ids.smartformDocument}/choices` }),
  },
  "get /api/smartforms/v1/document/{id}/html": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/document/${ids.smartformDocument}/html` }),
  },
  "get /api/smartforms/v1/document/{id}/pdf": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/document/${ids.smartformDocument}/pdf` }),
  },
  "get /api/smartforms/v1/people": { noId: "lists the caller's company" },
  // Smart-form templates (part "templates"): reads for every user of the company, changes smartforms_admin.
  "get /api/smartforms/v1/template": { noId: "lists the caller's company by kind" },
  "post /api/smartforms/v1/template": {
    withIds: (ids) => ({
      path: "/api/smartforms/v1/template",
      method: "POST",
      body: { document_type: 1, name: "Probe copy", copy_of: ids.template },
    }),
    needs: ["smartforms_admin"],
    refusesAs422: "the template to copy is a field of the body",
  },
  "get /api/smartforms/v1/template/{id}": {
    withIds: (ids) => ({ path: `/api/smartforms/v1/template/${ids.template}` }),
  },
  "put /api/smartforms/v1/template/{id}": {
    withIds: (ids) => ({
      path: `/api/smartforms/v1/template/${ids.template}`,
      method: "PUT",
      body: { revision: 1, name: "Probe" },
    }),
    needs: ["smartforms_admin"],
  },
  "post /api/smartforms/v1/template/{id}/translate": {
    withIds: (ids) => ({
      path: `/api/smartforms/v1/template/${ids.template}/translate`,
      method: "POST",
      body: { revision: 1, language_id: 1, texts: { t1: "Probe" } },
    }),
    needs: ["smartforms_admin"],
  },
  "get /api/smartforms/v1/templates/types/{type}/tabs": { noId: "a fixed list per kind" },
  // Smart forms, a document's life (lifecycle part): every operation reads the version within the caller's
  // company and top nodes first. Who may act is a role on the document (author, named approver, guest), not
  // a flag, save deleting published documents (smartforms_admin); the roles' 403s and 409s are in
  // tests/api/smartform-lifecycle.test.ts.
  ...Object.fromEntries(
    (
      [
        ["post", "/document/{id}/submit", ""],
        ["post", "/document/{id}/approve", ""],
        ["post", "/document/{id}/sendback", ""],
        ["get", "/document/{id}/versions", ""],
        ["post", "/document/{id}/newversion", ""],
        ["post", "/document/{id}/newversionfromlegacy/{language}", ""],
        ["delete", "/document/{id}", ""],
        ["delete", "/document/{id}/published", "smartforms_admin"],
        ["delete", "/document/{id}/publishedlastonly", "smartforms_admin"],
        ["get", "/document/{id}/translatechecklanguage", ""],
        ["post", "/document/{id}/translate", ""],
        ["post", "/document/{id}/rnu/acknowledge", ""],
        ["post", "/document/{id}/rnu/unacknowledge", ""],
        ["get", "/document/{id}/rnu/isVersionRnuAllowed", ""],
        ["get", "/legacy-measure/{id}", ""],
        ["get", "/document/{id}/legacy", ""],
        ["delete", "/legacy-measure/{id}", ""],
      ] as const
    ).map(([method, path, flag]) => [
      `${method} /api/smartforms/v1${path}`,
      {
        withIds: (ids: Ids) => ({
          path: `/api/smartforms/v1${path
            .replace(
              "{id}",
              String(path.startsWith("/legacy-measure") ? ids.legacyMeasure : ids.legacyDocument),
            )
            .replace("{language}", "4")}`,
          method: method.toUpperCase(),
          body:
            method !== "post"
              ? undefined
              : path.endsWith("/sendback")
                ? { comment: "Probe" }
                : path.endsWith("/translate")
                  ? { language_id: 1 }
                  : {},
        }),
        ...(flag
          ? { needs: ["smartforms_admin"] as const }
          : method === "get"
            ? {}
            : { openToAll: "a role on the document, not a flag (tests/api/smartform-lifecycle.test.ts)" }),
      } satisfies Case,
    ]),
  ),
  // The exposure register: who the caller is to it, and whether a product belongs in it.
  "get /api/exposure/v1/access": { noId: "the caller's own access" },
  "get /api/exposure/v1/products/{productId}/registrable": {
    withIds: (ids) => ({ path: `/api/exposure/v1/products/${ids.product}/registrable` }),
  },
  // Exposure register, part "records". A record of the Oslo plant (Flammables cabinet) naming welder@;
  // the create's foreign ids are body fields, refused 422 on their field like any other unknown id.
  "get /api/exposure/v1/instances/form": {
    withIds: (ids) => ({
      path: `/api/exposure/v1/instances/form?location_id=${ids.location}&sds=${encodeURIComponent(ids.sdsKey)}`,
    }),
  },
  "post /api/exposure/v1/instances": {
    withIds: (ids) => ({
      path: "/api/exposure/v1/instances",
      method: "POST",
      body: {
        person_id: ids.exposurePerson,
        location_id: ids.location,
        product_id: ids.product,
        started_at: "2026-01-05T08:00:00Z",
        duration: "00:30",
      },
    }),
    openToAll: "a person in the register reports their own occasions (tests/api/exposure-records.test.ts)",
    refusesAs422: "person_id, location_id and product_id are body fields checked like any other",
  },
  "get /api/exposure/v1/instances/{uid}": {
    withIds: (ids) => ({ path: `/api/exposure/v1/instances/${ids.exposureRecord}` }),
  },
  "post /api/exposure/v1/instances/{uid}/correct": {
    withIds: (ids) => ({
      path: `/api/exposure/v1/instances/${ids.exposureRecord}/correct`,
      method: "POST",
      body: { revision: 1, reason: "Probe", notes: "Probe" },
    }),
    needs: ["exposure_admin"],
  },
  "post /api/exposure/v1/instances/{uid}/void": {
    withIds: (ids) => ({
      path: `/api/exposure/v1/instances/${ids.exposureRecord}/void`,
      method: "POST",
      body: { revision: 1, reason: "Probe" },
    }),
    needs: ["exposure_admin"],
  },
  // QR read links (api/read-links). The two public operations take a read-link token, not a company's id:
  // a token shows only its own location (tests/api/read-links.test.ts walks another company's tokens).
  "get /api/document/v1/readlinks": { noId: "the caller's own company's links" },
  "post /api/document/v1/createreadlink": {
    withIds: (ids) => ({
      path: "/api/document/v1/createreadlink",
      method: "POST",
      body: { location_ids: [ids.location] },
    }),
    needs: ["add_product", "qr"],
  },
  "post /api/document/v1/printlocationqr": {
    withIds: (ids) => ({
      path: "/api/document/v1/printlocationqr",
      method: "POST",
      body: { location_ids: [ids.location] },
    }),
    needs: ["add_product", "qr"],
  },
  "post /api/document/v1/readlinks/{id}/revoke": {
    withIds: (ids) => ({ path: `/api/document/v1/readlinks/${ids.readLink}/revoke`, method: "POST" }),
    needs: ["add_product", "qr"],
  },
  "get /api/document/v1/permalink": {
    withIds: (ids) => ({ path: `/api/document/v1/permalink?type=location&id=${ids.location}` }),
  },
  "get /api/document/v1/checkTopNodeAccess": {
    noId: "answers false for another company's location, never which (tests/api/read-links.test.ts)",
  },
  "post /api/document/v1/checkreadlink": {
    noId: "public: the read-link token is the key",
    openToAll: "public, read-only: the token decides what it shows",
  },
  "post /api/document/v1/readlink/sds": {
    noId: "public: the read-link token is the key",
    openToAll: "public, read-only: the token decides what it serves",
  },
  "post /api/document/v1/readlink/wpd": {
    noId: "public: the read-link token is the key (tests/api/read-links.test.ts)",
    openToAll: "public, read-only: the token decides what it serves",
  },
  // Supplier SDS requests (api/sds-requests). The three public operations take a request's token, not a
  // company's id: a token opens only its own request (tests/api/sds-requests.test.ts).
  "get /api/sdsrequests/v1/requests": { noId: "the caller's own company's requests" },
  "post /api/sdsrequests/v1/requests": {
    withIds: (ids) => ({
      path: "/api/sdsrequests/v1/requests",
      method: "POST",
      body: {
        product_id: ids.product,
        supplier_email: "probe@supplier.example",
        languages: [4],
        markets: [4],
      },
    }),
    needs: ["add_product"],
  },
  "post /api/sdsrequests/v1/requests/bulk": {
    noId: "the caller's own company's outdated products (in the caller's top nodes)",
    needs: ["add_product"],
  },
  "get /api/sdsrequests/v1/outdated": { noId: "a count of the caller's own company's products" },
  "get /api/sdsrequests/v1/requests/{id}": {
    withIds: (ids) => ({ path: `/api/sdsrequests/v1/requests/${ids.sdsRequest}` }),
  },
  "post /api/sdsrequests/v1/requests/{id}/accept": {
    withIds: (ids) => ({ path: `/api/sdsrequests/v1/requests/${ids.sdsRequest}/accept`, method: "POST" }),
    needs: ["add_product"],
  },
  "post /api/sdsrequests/v1/requests/{id}/reject": {
    withIds: (ids) => ({ path: `/api/sdsrequests/v1/requests/${ids.sdsRequest}/reject`, method: "POST" }),
    needs: ["add_product"],
  },
  "get /api/automation/sdsrequest/languages/{id}": {
    withIds: (ids) => ({ path: `/api/automation/sdsrequest/languages/${ids.product}` }),
  },
  "post /api/sdsrequests/v1/public/page": {
    noId: "public: the request's token is the key (tests/api/sds-requests.test.ts)",
    openToAll: "public: the token opens its own request only (and marks it opened)",
  },
  "post /api/sdsrequests/v1/public/still-valid": {
    noId: "public: the request's token is the key",
    openToAll: "public: the supplier answers their own request, once",
  },
  "post /api/sdsrequests/v1/public/upload": {
    noId: "public: the request's token is the key",
    openToAll: "public: the supplier answers their own request, once",
  },
  // Workplace descriptions (api/workplace-descriptions/routes.ts): a version, a location, a product by id.
  "get /api/document/edit/wpd": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd?location_id=${ids.location}` }),
  },
  "post /api/document/edit/wpd": {
    withIds: (ids) => ({ path: "/api/document/edit/wpd", method: "POST", body: wpdProbe(ids) }),
    needs: ["wpd", "add_product"],
  },
  "get /api/document/edit/wpd/sds/{productId}/{locationId}": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/sds/${ids.product}/${ids.location}` }),
  },
  "get /api/document/edit/wpd/location/{locationId}/{languageId}": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/location/${ids.location}/4` }),
  },
  "get /api/document/edit/wpd/template/{id}": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/template/${ids.wpd}` }),
  },
  "get /api/document/edit/wpd/list/{language}": {
    noId: "the caller's own company's texts (within their top nodes)",
  },
  "get /api/document/edit/wpd/{id}": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/${ids.wpd}` }),
  },
  "post /api/document/edit/wpd/{id}": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/${ids.wpd}`, method: "POST", body: wpdProbe(ids) }),
    needs: ["wpd", "add_product"],
  },
  "get /api/document/edit/wpd/{id}/pdf": {
    withIds: (ids) => ({ path: `/api/document/edit/wpd/${ids.wpd}/pdf` }),
  },
  ...Object.fromEntries(
    ["publish", "archive", "restore"].map((action) => [
      `post /api/document/edit/wpd/{id}/${action}`,
      {
        withIds: (ids: Ids) => ({ path: `/api/document/edit/wpd/${ids.wpd}/${action}`, method: "POST" }),
        needs: ["wpd", "add_product"],
      } satisfies Case,
    ]),
  ),
  // Exposure register, part "plans".
  "get /api/exposure/v1/plans": {
    withIds: (ids) => ({ path: `/api/exposure/v1/plans?location_id=${ids.location}` }),
  },
  "get /api/exposure/v1/plans/choices": {
    noId: "the caller's own choices; a product or location given that the caller can't see is left out",
  },
  "post /api/exposure/v1/plans": {
    withIds: (ids) => ({
      path: "/api/exposure/v1/plans",
      method: "POST",
      body: planProbe(ids),
    }),
    needs: ["exposure_admin"],
    refusesAs422: "the location, product and people are fields of the new plan",
  },
  "get /api/exposure/v1/plans/{uid}": {
    withIds: (ids) => ({ path: `/api/exposure/v1/plans/${ids.exposurePlan}` }),
  },
  "put /api/exposure/v1/plans/{uid}": {
    withIds: (ids) => ({
      path: `/api/exposure/v1/plans/${ids.exposurePlan}`,
      method: "PUT",
      body: { ...planProbe(ids), revision: 1 },
    }),
    needs: ["exposure_admin"],
  },
  "post /api/exposure/v1/plans/{uid}/close": {
    withIds: (ids) => ({ path: `/api/exposure/v1/plans/${ids.exposurePlan}/close`, method: "POST" }),
    needs: ["exposure_admin"],
  },
  "post /api/exposure/v1/plans/{uid}/reopen": {
    withIds: (ids) => ({ path: `/api/exposure/v1/plans/${ids.exposurePlan}/reopen`, method: "POST" }),
    needs: ["exposure_admin"],
  },
  // Exposure register, part "records".
  // Exposure register, part "register and lists".
  // Reads only (an export's audit row is written after the location check). The lists take no id of their
  // own; with a location filter of another company's (or, for depot@, an Oslo location) they are not found.
  ...Object.fromEntries(
    ["/register", "/instances", "/register.csv", "/register.xlsx", "/instances.csv", "/instances.xlsx"].map(
      (path) => [
        `get /api/exposure/v1${path}`,
        {
          withIds: (ids: Ids) => ({ path: `/api/exposure/v1${path}?location_id=${ids.location}` }),
        } satisfies Case,
      ],
    ),
  ),
  "get /api/exposure/v1/register/choices": { noId: "the caller's own part of the register" },
  // Exposure register, part "a person's history".
  "get /api/exposure/v1/people": { noId: "the caller's own company's people" },
  // A person, not a location: a keeper limited by top nodes reads anyone's history with only the records
  // at their locations (tests/api/exposure-history.test.ts), so it is not in TOP_NODE_SCOPED.
  "get /api/exposure/v1/history/{personId}": {
    withIds: (ids) => ({ path: `/api/exposure/v1/history/${ids.user}` }),
  },
  "get /api/exposure/v1/history/{personId}/pdf": {
    withIds: (ids) => ({ path: `/api/exposure/v1/history/${ids.user}/pdf` }),
  },
  // Read and understood: the caller's own list and choices; a sheet, a document and an assignment by id.
  "get /api/read-understood/v1/mine": { noId: "the caller's own list" },
  "get /api/read-understood/v1/choices": {
    noId: "the caller's own company's documents, people and locations",
  },
  "post /api/read-understood/v1/sds/{id}/acknowledge": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/sds/${ids.rnuSheet}/acknowledge`, method: "POST" }),
    openToAll:
      "every user confirms their own read and understood (guests refused: tests/api/read-understood.test.ts)",
  },
  "post /api/read-understood/v1/sds/{id}/unacknowledge": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/sds/${ids.rnuSheet}/unacknowledge`, method: "POST" }),
    openToAll: "every user withdraws their own read and understood",
  },
  "get /api/read-understood/v1/status": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/status?kind=sds&document_id=${ids.product}` }),
  },
  "get /api/read-understood/v1/assignments": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/assignments?kind=sds&document_id=${ids.product}` }),
  },
  "post /api/read-understood/v1/assignments": {
    withIds: (ids) => ({
      path: "/api/read-understood/v1/assignments",
      method: "POST",
      body: { kind: "sds", document_id: ids.product, user_ids: [ids.user] },
    }),
    needs: ["edit_location"],
    refusesAs422: 'the document is a field of the body: an unknown document ("Unknown document.")',
  },
  "delete /api/read-understood/v1/assignments/{id}": {
    withIds: (ids) => ({
      path: `/api/read-understood/v1/assignments/${ids.rnuAssignment}`,
      method: "DELETE",
    }),
    needs: ["edit_location"],
  },
  // Read and understood of workplace descriptions: a version by id (tests/api/read-understood-wpd.test.ts),
  // and the manager's view of a location.
  ...Object.fromEntries(
    ["acknowledge", "unacknowledge"].map((action) => [
      `post /api/read-understood/v1/wpd/{id}/${action}`,
      {
        withIds: (ids: Ids) => ({ path: `/api/read-understood/v1/wpd/${ids.wpd}/${action}`, method: "POST" }),
        openToAll: "every user confirms or withdraws their own read and understood (guests refused)",
      } satisfies Case,
    ]),
  ),
  "get /api/read-understood/v1/wpd/{id}/pdf": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/wpd/${ids.wpd}/pdf` }),
  },
  "get /api/read-understood/v1/location": {
    withIds: (ids) => ({ path: `/api/read-understood/v1/location?location_id=${ids.location}` }),
  },
  ...wpdPosterCases(),
  // Legislation lists (api/legislation): reads of the caller's own products on the lists; with a location
  // filter of another company's (or, for depot@, an Oslo location) not found. The import makes the
  // company's own version of a list (tests/api/legislation.test.ts: other companies untouched).
  "get /api/archive/v1/legislationlist": { noId: "the lists the caller's company screens against" },
  "get /api/archive/v2/legislation/markets": { noId: "a fixed list" },
  ...Object.fromEntries(
    [
      "/archive/v2/legislation?",
      "/archive/v1/legislationproducts?",
      "/archive/v2/legislation/export/products?type=csv&",
    ].map((path) => [
      `get /api${path.slice(0, path.indexOf("?"))}`,
      { withIds: (ids: Ids) => ({ path: `/api${path}location_id=${ids.location}` }) } satisfies Case,
    ]),
  ),
  "post /api/archive/v1/legislationlist/import": {
    noId: "imports a file as the caller's own company's version of a list",
    needs: ["user_admin"],
  },
  // The amount report (api/amounts): reads of the caller's own placements; with a location filter of another
  // company's (or, for depot@, an Oslo location) not found.
  ...Object.fromEntries(
    ["/amounts/v1/report?", "/amounts/v1/report/export?type=csv&"].map((path) => [
      `get /api${path.slice(0, path.indexOf("?"))}`,
      { withIds: (ids: Ids) => ({ path: `/api${path}location_id=${ids.location}` }) } satisfies Case,
    ]),
  ),
  // Custom lists (api/custom-lists): a list or entry of another company is not found; keeping lists needs
  // user_admin; the what-if of another company's request is not found.
  "get /api/archive/v1/customfield": { noId: "the caller's company's lists" },
  "get /api/archive/v1/customfield/hits": {
    withIds: (ids) => ({ path: `/api/archive/v1/customfield/hits?list_id=${ids.customList}` }),
  },
  "get /api/archive/v1/customfield/export": {
    withIds: (ids) => ({ path: `/api/archive/v1/customfield/export?type=csv&list_id=${ids.customList}` }),
  },
  "get /api/archive/v1/legislationproductswithcustom": {
    withIds: (ids) => ({ path: `/api/archive/v1/legislationproductswithcustom?location_id=${ids.location}` }),
  },
  "get /api/document/v1/enum/greylist/{id}": {
    withIds: (ids) => ({ path: `/api/document/v1/enum/greylist/${ids.customList}` }),
  },
  "post /api/archive/v1/customfield/save": {
    withIds: (ids) => ({
      path: "/api/archive/v1/customfield/save",
      method: "POST",
      body: { id: ids.customList, name: "Probe", kind: "banned" },
    }),
    needs: ["user_admin"],
  },
  "delete /api/archive/v1/customfield/{id}": {
    withIds: (ids) => ({ path: `/api/archive/v1/customfield/${ids.customList}`, method: "DELETE" }),
    needs: ["user_admin"],
  },
  "post /api/archive/v1/customfield/{id}/entries/save": {
    withIds: (ids) => ({
      path: `/api/archive/v1/customfield/${ids.customList}/entries/save`,
      method: "POST",
      body: { id: ids.customEntry, name: "Probe", cas: "64-17-5" },
    }),
    needs: ["user_admin"],
  },
  "delete /api/archive/v1/customfield/{id}/entries/{entryId}": {
    withIds: (ids) => ({
      path: `/api/archive/v1/customfield/${ids.customList}/entries/${ids.customEntry}`,
      method: "DELETE",
    }),
    needs: ["user_admin"],
  },
  // Custom lists: importing many substances onto another company's list is not found.
  "post /api/archive/v1/customfield/{id}/entries/import": {
    withIds: (ids) => ({
      path: `/api/archive/v1/customfield/${ids.customList}/entries/import`,
      method: "POST",
      body: { entries: [{ name: "Probe", cas: "64-17-5" }] },
    }),
    needs: ["user_admin"],
  },
  "get /api/chemical-approval/v1/product-requests/{id}/what-if": {
    withIds: (ids) => ({ path: `/api/chemical-approval/v1/product-requests/${ids.newRequest}/what-if` }),
  },
  ...substitutionCases(),
  ...trainingCases(),
  ...publisherCases(),
  ...publisherSheetCases(),
  // SDS events and actions (api/sds-events): the timeline and the actions with a location filter, a product's
  // sheet copied or set expired, an action by id; another company's (or, for depot@, an Oslo one) not found.
  "get /api/sdsevents/v1/events": {
    withIds: (ids) => ({ path: `/api/sdsevents/v1/events?location=${ids.location}` }),
  },
  "post /api/document/v1/sds/copy/{id}": {
    withIds: (ids) => ({
      path: `/api/document/v1/sds/copy/${ids.product}`,
      method: "POST",
      body: { sds_key: ids.sdsKey, name: "Copy" },
    }),
    needs: ["add_product"],
  },
  "post /api/document/v1/sds/sdssetexpired": {
    withIds: (ids) => ({
      path: "/api/document/v1/sds/sdssetexpired",
      method: "POST",
      body: { sds_key: ids.sdsKey },
    }),
    needs: ["add_product"],
  },
  "get /api/actions/v1/actions": {
    withIds: (ids) => ({ path: `/api/actions/v1/actions?location=${ids.location}` }),
  },
  "post /api/actions/v1/actions": {
    withIds: (ids) => ({
      path: "/api/actions/v1/actions",
      method: "POST",
      body: { title: "x", product_id: ids.product },
    }),
    needs: ["add_product"],
  },
  "get /api/actions/v1/actions/{id}": {
    withIds: (ids) => ({ path: `/api/actions/v1/actions/${ids.sdsAction}` }),
  },
  "post /api/actions/v1/actions/{id}": {
    withIds: (ids) => ({
      path: `/api/actions/v1/actions/${ids.sdsAction}`,
      method: "POST",
      body: { title: "x" },
    }),
    needs: ["add_product"],
  },
  "post /api/actions/v1/actions/{id}/status": {
    // add_product or edit_location, or the action's assignee (worker@ is neither).
    withIds: (ids) => ({
      path: `/api/actions/v1/actions/${ids.sdsAction}/status`,
      method: "POST",
      body: { status: "done" },
    }),
    needs: ["add_product"],
  },
  "get /api/actions/v1/products/{id}": {
    withIds: (ids) => ({ path: `/api/actions/v1/products/${ids.product}` }),
  },
  "get /api/actions/v1/assignees": { noId: "the caller's own company's active users" },
  // Change impact (api/sds-change-impact): a replaced event's difference and actions; another company's (or,
  // for depot@, an Oslo product's) not found.
  "get /api/sdsevents/v1/events/{id}/impact": {
    withIds: (ids) => ({ path: `/api/sdsevents/v1/events/${ids.sdsImpactEvent}/impact` }),
  },
  "get /api/sdsevents/v1/digest": { noId: "the caller's own setting" },
  "put /api/sdsevents/v1/digest": {
    noId: "the caller's own setting",
    openToAll: "every user chooses whether they get the digest",
  },
  // Supplier SDS requests: the request form's product choice.
  "get /api/sdsrequests/v1/products": {
    noId: "the caller's own company's products by name (in the caller's top nodes)",
  },
  // Custom reports (api/custom-reports): another company's report is not found; every user keeps their own
  // reports (only the owner changes one); a run reads the caller's own company and top nodes.
  "get /api/reports/v1/custom/sources": { noId: "a fixed list" },
  "get /api/reports/v1/custom": { noId: "the caller's own and the company's shared reports" },
  "get /api/reports/v1/custom/{id}": {
    withIds: (ids) => ({ path: `/api/reports/v1/custom/${ids.customReport}` }),
  },
  "get /api/reports/v1/custom/{id}/run": {
    withIds: (ids) => ({ path: `/api/reports/v1/custom/${ids.customReport}/run` }),
  },
  "get /api/reports/v1/custom/{id}/export": {
    withIds: (ids) => ({ path: `/api/reports/v1/custom/${ids.customReport}/export?type=csv` }),
  },
  "post /api/reports/v1/custom/save": {
    withIds: (ids) => ({
      path: "/api/reports/v1/custom/save",
      method: "POST",
      body: {
        id: ids.customReport,
        name: "Probe",
        definition: { source: "placements", columns: ["product"], filters: [] },
      },
    }),
    openToAll: "every user keeps their own reports",
  },
  "delete /api/reports/v1/custom/{id}": {
    withIds: (ids) => ({ path: `/api/reports/v1/custom/${ids.customReport}`, method: "DELETE" }),
    openToAll: "every user keeps their own reports",
  },
  // Where the publisher's substances are used (api/publisher/usage-routes.ts)
  ...publisherUsageCases(),
  // Smart-form documents, part "searched pickers": a reference field's search and its chosen items' names.
  "get /api/smartforms/v1/document/{id}/candidates": {
    withIds: (ids) => ({
      path: `/api/smartforms/v1/document/${ids.smartformDocument}/candidates?list=products&q=a`,
    }),
  },
};

const MUTATING = new Set(["post", "put", "patch", "delete"]);

/** The user limited to Bergen depot by a top node (every flag). */
const DEPOT = "depot@demo.test";
/** The operations top nodes limit: every location, product and sheet operation that takes an id. */
const TOP_NODE_SCOPED = [
  "/api/hierarchy/v1/locations",
  "/api/location/",
  "/api/product/v1/",
  "/api/user/v1/user/favorites",
  "/api/search/",
  // Risk assessment lists and status.
  "/api/smartforms/v1/documents",
  "/api/smartforms/v1/riskassessment/",
  // Smart-form documents: a document at a location outside the top nodes is as another company's.
  "/api/smartforms/v1/document",
  "/api/smartforms/v1/field_data/",
  // The exposure register: a product, plan, record or location outside the top nodes is as another company's.
  "/api/exposure/v1/products/",
  // The register and the records lists with a location filter.
  "/api/exposure/v1/register",
  "/api/exposure/v1/instances",
  "/api/exposure/v1/plans",
  // Read and understood: a product (its sheet) outside the top nodes is as another company's.
  "/api/read-understood/v1/sds/",
  "/api/read-understood/v1/status",
  "/api/read-understood/v1/assignments",
  // A workplace description at a location outside the top nodes, or such a location's view: as another company's.
  "/api/read-understood/v1/wpd/",
  "/api/read-understood/v1/location",
  // QR read links: creating, printing, revoking and resolving a permalink.
  "/api/document/v1/createreadlink",
  "/api/document/v1/printlocationqr",
  "/api/document/v1/readlinks/",
  "/api/document/v1/permalink",
  // Supplier SDS requests: a request of a product outside the top nodes is as another company's.
  "/api/sdsrequests/v1/requests",
  "/api/automation/sdsrequest/",
  // Workplace descriptions: a version, location or product outside the top nodes is as another company's.
  "/api/document/edit/wpd",
  // The poster preview: a description at a location outside the top nodes is as another company's.
  "/api/document/v1/wpd-poster/preview",
  // Legislation lists with a location filter.
  "/api/archive/v2/legislation",
  "/api/archive/v1/legislationproducts",
  // The amount report with a location filter.
  "/api/amounts/v1/report",
  // Custom lists: the products on the lists with a location filter.
  "/api/archive/v1/legislationproductswithcustom",
  // Substitutions: a substitution of a product outside the top nodes, or such a product, is as another company's.
  "/api/substitution/v1",
  // Training: a course about locations outside the top nodes, or its completions, is as another company's.
  "/api/training/v1/courses",
  "/api/training/v1/due",
  "/api/training/v1/completions/",
  // SDS events and actions: a location, product, sheet or action outside the top nodes is as another company's.
  "/api/sdsevents/v1/events",
  "/api/document/v1/sds/",
  "/api/actions/v1/",
];
const limitedByTopNodes = (operation: string) =>
  TOP_NODE_SCOPED.some((prefix) => operation.split(" ")[1]!.startsWith(prefix));
/** GETs that count as reads although the spec's contract names them like actions: none so far. */

let h: ApiHarness;
let ids: Ids;
let operations: string[];
let tenantTables: string[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

/** A digest of everything Demo Chemicals owns: one md5 per tenant table. */
async function fingerprint(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tenantTables) {
    const [row] = await rows<{ digest: string | null }>(
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t WHERE company_id = ${DEMO}`,
      ),
    );
    result[table] = row?.digest ?? "";
  }
  return result;
}

beforeAll(async () => {
  h = await createHarness();
  const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => `${method} ${path}`),
  );
  tenantTables = (
    await rows<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`)
  ).map((r) => r.table_name);
  const location = await locationIdOf(h.db, DEMO, "Flammables cabinet");
  const product = await productIdOf(h.db, DEMO, "Acetone");
  const pendingProduct = await productIdOf(h.db, DEMO, "Toluene");
  const [sheet] = await rows<{ key: string }>(sql`
    SELECT key FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${product}
      AND superseded_by_id IS NULL AND NOT pending ORDER BY id LIMIT 1`);
  const [pending] = await rows<{ key: string }>(sql`
    SELECT key FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${pendingProduct} AND pending LIMIT 1`);
  const [placement] = await rows<{ id: number }>(sql`
    SELECT id FROM location_products WHERE company_id = ${DEMO} AND location_id = ${location} AND product_id = ${product}`);
  const [user] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = ${WORKER}`);
  const requestId = async (name: string) => {
    const [row] = await rows<{ id: number }>(
      sql`SELECT id FROM product_requests WHERE company_id = ${DEMO} AND name = ${name}`,
    );
    if (!row) throw new Error(`no seeded request ${name}`);
    return row.id;
  };
  const evaluatedRequest = await requestId("Dichloromethane");
  const [pendingEvaluation] = await rows<{ id: number }>(sql`
    SELECT id FROM product_request_evaluations
    WHERE company_id = ${DEMO} AND request_id = ${evaluatedRequest} AND status = 'PENDING' ORDER BY id LIMIT 1`);
  const [board] = await rows<{ id: number }>(
    sql`SELECT id FROM chemical_board_groups WHERE company_id = ${DEMO} AND name = 'Laboratory board'`,
  );
  const [greylist] = await rows<{ id: number }>(
    sql`SELECT id FROM greylist_entries WHERE company_id = ${DEMO} AND cas = '71-43-2'`,
  );
  ids = {
    draftRequest: await requestId("Citric acid monohydrate"),
    newRequest: await requestId("Brake cleaner spray"),
    evaluatedRequest,
    pendingEvaluation: pendingEvaluation!.id,
    readyRequest: await requestId("Sodium hypochlorite solution 15 %"),
    rejectedRequest: await requestId("Benzene"),
    approvedRequest: await requestId("Isopropanol"),
    board: board!.id,
    location,
    otherLocation: await locationIdOf(h.db, DEMO, "Reagent shelf"),
    product,
    sdsKey: sheet!.key,
    pendingProduct,
    pendingSdsKey: pending!.key,
    locationProduct: placement!.id,
    user: user!.id,
    ...(await supportIds()),
    greylistEntry: greylist!.id,
    requestTemplate: (
      await rows<{ id: number }>(sql`
        SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND name = 'New chemical request'`)
    )[0]!.id,
    ...(await smartformIds(location)),
    template: (
      await rows<{ id: number }>(
        sql`SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND name = 'Laboratory risk assessment'`,
      )
    )[0]!.id,
    ...(await lifecycleIds(location)),
    ...(await exposureRecordIds(location, product)),
    ...(await exposurePlanIds(location, product)),
    ...(await rnuIds(product)),
    readLink: (
      await rows<{ id: number }>(
        sql`SELECT id FROM read_links WHERE company_id = ${DEMO} ORDER BY id LIMIT 1`,
      )
    )[0]!.id,
    sdsRequest: (
      await rows<{ id: number }>(
        sql`SELECT id FROM sds_requests WHERE company_id = ${DEMO} AND product_id = ${product} ORDER BY id LIMIT 1`,
      )
    )[0]!.id,
    wpd: (
      await rows<{ id: number }>(sql`
        SELECT w.id FROM workplace_descriptions w JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
        WHERE w.company_id = ${DEMO} AND w.superseded_by_id IS NULL AND l.name = 'Quality control lab' LIMIT 1`)
    )[0]!.id,
    ...(await customListIds()),
    sdsAction: (
      await rows<{ id: number }>(sql`
        SELECT id FROM sds_actions WHERE company_id = ${DEMO} AND origin = 'manual' AND product_id = ${product}
        ORDER BY id LIMIT 1`)
    )[0]!.id,
    sdsImpactEvent: await impactEventOf(product, sheet!.key),
    customReport: (
      await rows<{ id: number }>(sql`
        INSERT INTO custom_reports (company_id, owner_id, name, shared, definition)
        SELECT ${DEMO}, id, 'Matrix report', true,
          '{"source":"placements","columns":["product"],"filters":[]}'::jsonb
        FROM users WHERE email = ${ADMIN} RETURNING id`)
    )[0]!.id,
  };
  // The products of the cases are the Oslo plant's only: whatever the seed put of them in Bergen depot goes,
  // so that for the depot's user they lie outside the top node.
  await h.db.execute(sql`
    DELETE FROM location_products
    WHERE company_id = ${DEMO} AND product_id IN (${product}, ${pendingProduct})
      AND location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${await locationIdOf(h.db, DEMO, "Bergen depot")}]::int[]))`);
});

/** A replaced event of the product whose earlier and newer sheet are both its current sheet (no change). */
async function impactEventOf(product: number, key: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO sds_events (company_id, kind, product_id, sds_key, actor_id, payload)
    VALUES (${DEMO}, 'replaced', ${product}, ${key}, NULL, ${JSON.stringify({ from: key })}::jsonb)
    RETURNING id`);
  return row!.id;
}

/** A custom list of Demo Chemicals with one entry (the seed has none). */
async function customListIds(): Promise<Pick<Ids, "customList" | "customEntry">> {
  const [list] = await rows<{ id: number }>(sql`
    INSERT INTO custom_lists (company_id, name, kind) VALUES (${DEMO}, 'Matrix list', 'banned') RETURNING id`);
  const [entry] = await rows<{ id: number }>(sql`
    INSERT INTO custom_list_entries (company_id, list_id, name, cas, key)
    VALUES (${DEMO}, ${list!.id}, 'Acetone', '67-64-1', 'cas:67-64-1') RETURNING id`);
  return { customList: list!.id, customEntry: entry!.id };
}

/** The seeded document of the older form and its first measure (seed/smartform-lifecycle.ts). */
async function lifecycleIds(location: number): Promise<Pick<Ids, "legacyDocument" | "legacyMeasure">> {
  // A document of the older form at the matrix's location (outside Bergen depot, so the top-node probe must
  // not find it either), with one legacy measure.
  const [template] = await rows<{ id: number }>(sql`
    SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND kind = ${TEMPLATE_KINDS.legacy} LIMIT 1`);
  const [author] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'assessor@demo.test'`);
  const document = await insertVersion(h.db, {
    companyId: DEMO,
    documentType: 1,
    templateId: template!.id,
    kind: TEMPLATE_KINDS.legacy,
    structure: LEGACY_STRUCTURE,
    title: "Isolation probe (old form)",
    languageId: 4,
    locationId: location,
    values: { f1: "Decanting" },
    createdBy: author!.id,
  });
  await h.db.execute(
    sql`UPDATE smartform_documents SET status = 3, approved_at = now() WHERE id = ${document}`,
  );
  const [measure] = await rows<{ id: number }>(sql`
    INSERT INTO smartform_legacy_measures (company_id, document_id, position, text)
    VALUES (${DEMO}, ${document}, 0, 'Local exhaust ventilation') RETURNING id`);
  return { legacyDocument: document, legacyMeasure: measure!.id };
}

/** An exposure record at `location` with `product`, naming welder@ (recorded by recorder@). */
async function exposureRecordIds(
  location: number,
  product: number,
): Promise<Pick<Ids, "exposureRecord" | "exposurePerson">> {
  const [person] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'welder@demo.test'`);
  const [recorder] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'recorder@demo.test'`);
  const [record] = await rows<{ uid: string }>(sql`
    INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, snapshot, started_at,
      duration_minutes, recorded_by)
    VALUES (${DEMO}, ${person!.id}, ${location}, ${product},
      '{"product":{"name":"Acetone","supplier":""},"sds":null,"location":{"path":"Flammables cabinet"}}'::jsonb,
      now() - interval '1 day', 30, ${recorder!.id})
    RETURNING uid`);
  return { exposureRecord: record!.uid, exposurePerson: person!.id };
}

/** A workplace description's body naming Demo Chemicals' location and product. */
function wpdProbe(ids: Ids) {
  return {
    title: "Isolation probe",
    location_id: ids.location,
    product_id: ids.product,
    language_id: 4,
    status: "draft",
    sections: { scope: "Probe" },
  };
}

/** A plan's body naming Demo Chemicals' location, product and a person of its register. */
function planProbe(ids: Ids) {
  return {
    title: "Isolation probe",
    location_id: ids.location,
    product_id: ids.product,
    people: [ids.exposurePerson],
    starts_on: "2026-01-01",
    expected_duration: "00:30",
    frequency: "weekly",
  };
}

/** An exposure plan at the matrix's location (outside Bergen depot), made by the admin through the API. */
async function exposurePlanIds(
  location: number,
  product: number,
): Promise<Pick<Ids, "exposurePlan" | "exposurePerson">> {
  const [person] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'welder@demo.test'`);
  const made = await h.call(ADMIN, "/api/exposure/v1/plans", {
    method: "POST",
    body: planProbe({ location, product, exposurePerson: person!.id } as Ids),
  });
  if (made.status !== 201) throw new Error(`exposure plan probe: ${made.text}`);
  return { exposurePlan: (made.body as { uid: string }).uid, exposurePerson: person!.id };
}

/** The current sheet of `product` and an assignment of it to the flagless worker (inserted here). */
async function rnuIds(product: number): Promise<Pick<Ids, "rnuSheet" | "rnuAssignment">> {
  const [sheet] = await rows<{ id: number }>(sql`
    SELECT id FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${product}
      AND superseded_by_id IS NULL AND NOT pending ORDER BY id DESC LIMIT 1`);
  const [worker] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = ${WORKER}`);
  const [manager] = await rows<{ id: number }>(
    sql`SELECT id FROM users WHERE email = 'rnumanager@demo.test'`,
  );
  const [assignment] = await rows<{ id: number }>(sql`
    INSERT INTO rnu_assignments (company_id, document_kind, document_id, user_id, created_by)
    VALUES (${DEMO}, 'sds', ${product}, ${worker!.id}, ${manager!.id}) ON CONFLICT DO NOTHING RETURNING id`);
  return { rnuSheet: sheet!.id, rnuAssignment: assignment!.id };
}

/** A support contact and a finished export of Demo Chemicals (the seed has neither). */
async function supportIds(): Promise<Pick<Ids, "contact" | "companyExport">> {
  const [contact] = await rows<{ id: number }>(sql`
    INSERT INTO company_contacts (company_id, name) VALUES (${DEMO}, 'Isolation contact') RETURNING id`);
  const [companyExport] = await rows<{ id: number }>(sql`
    INSERT INTO company_exports (company_id, status, file_key, size, expires_at)
    VALUES (${DEMO}, 'ready', ${`exports/${DEMO}/isolation.zip`}, 1, now() + interval '1 day') RETURNING id`);
  return { contact: contact!.id, companyExport: companyExport!.id };
}

/** A risk assessment in progress of Demo Chemicals at `location` and its template (the seed has no documents). */
async function smartformIds(location: number): Promise<Pick<Ids, "smartformDocument" | "smartformTemplate">> {
  const [template] = await rows<{ id: number; structure: unknown }>(sql`
    SELECT id, structure FROM smartform_templates WHERE company_id = ${DEMO} AND document_type = 1 AND is_default`);
  const [author] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'assessor@demo.test'`);
  const document = await insertVersion(h.db, {
    companyId: DEMO,
    documentType: 1,
    templateId: template!.id,
    kind: 1,
    structure: template!.structure as TemplateStructure,
    title: "Isolation probe",
    languageId: 4,
    locationId: location,
    values: {},
    createdBy: author!.id,
  });
  return { smartformDocument: document, smartformTemplate: template!.id };
}

afterAll(async () => {
  await h.close();
});

describe("the matrices cover the whole API", () => {
  it("every operation in the OpenAPI document has a case", () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => !(operation in CASES))).toEqual([]);
  });

  it("every case is a served operation, says how it is isolated, and every mutation says who may call it", () => {
    expect(Object.keys(CASES).filter((operation) => !operations.includes(operation))).toEqual([]);
    for (const [operation, c] of Object.entries(CASES)) {
      expect(c.withIds !== undefined || (c.noId ?? "") !== "", operation).toBe(true);
      const method = operation.split(" ")[0]!;
      if (MUTATING.has(method)) {
        expect(
          (c.needs?.length ?? 0) > 0 || (c.openToAll ?? "") !== "",
          `${operation} needs or openToAll`,
        ).toBe(true);
      }
    }
  });
});

describe("isolation: Other Industries' admin with Demo Chemicals' ids", () => {
  for (const [operation, c] of Object.entries(CASES)) {
    if (!c.withIds) continue;
    it(`${operation} answers ${c.refusesAs422 ? 422 : 404} and changes nothing`, async () => {
      const call = c.withIds!(ids);
      const before = await fingerprint();
      const res = await h.call(OTHER_ADMIN, call.path, { method: call.method, body: call.body });
      if (c.refusesAs422) {
        expect(res.status, res.text).toBe(422);
        for (const name of ["Flammables cabinet", "Reagent shelf", "Demo Chemicals"]) {
          expect(res.text).not.toContain(name);
        }
      } else {
        expect(res.status, res.text).toBe(404);
        expect(res.body).toEqual(c.notFoundBody ?? NOT_FOUND);
      }
      expect(await fingerprint()).toEqual(before);
    });
  }
});

describe("top nodes: Bergen depot's user (every flag) with ids of the Oslo plant", () => {
  it("limits every location, product and sheet operation that takes an id", () => {
    const scoped = Object.entries(CASES).filter(
      ([operation, c]) => c.withIds && limitedByTopNodes(operation),
    );
    expect(scoped.length).toBeGreaterThan(15);
  });

  for (const [operation, c] of Object.entries(CASES)) {
    if (!c.withIds || !limitedByTopNodes(operation)) continue;
    it(`${operation} answers ${c.refusesAs422 ? 422 : 404} and changes nothing`, async () => {
      const call = c.withIds!(ids);
      const before = await fingerprint();
      const res = await h.call(DEPOT, call.path, { method: call.method, body: call.body });
      if (c.refusesAs422) {
        expect(res.status, res.text).toBe(422);
        for (const name of ["Flammables cabinet", "Reagent shelf"]) expect(res.text).not.toContain(name);
      } else {
        expect(res.status, res.text).toBe(404);
        expect(res.body).toEqual(c.notFoundBody ?? NOT_FOUND);
      }
      expect(await fingerprint()).toEqual(before);
    });
  }
});

describe("permissions: a user without flags", () => {
  for (const [operation, c] of Object.entries(CASES)) {
    if (!c.needs || c.needs.length === 0 || !c.withIds) continue;
    it(`${operation} answers 403 and changes nothing`, async () => {
      const call = c.withIds!(ids);
      const before = await fingerprint();
      const res = await h.call(WORKER, call.path, { method: call.method, body: call.body });
      expect(res.status, res.text).toBe(403);
      expect(await fingerprint()).toEqual(before);
    });
  }

  it("the same calls succeed for a user with the flags (so the 403s above are about permissions)", async () => {
    // One read-only-safe representative per flag: renaming a product back and forth.
    const res = await h.call(ADMIN, `/api/product/v1/${ids.product}`, {
      method: "PUT",
      body: { name: "Acetone" },
    });
    expect(res.status, res.text).toBe(200);
  });
});

/* ------------------------------------------------------------ the poster of workplace descriptions */

/** A description of Demo Chemicals outside Bergen depot (the seed's, at Mixing line 1). */
let wpdPosterDescription = 0;

beforeAll(async () => {
  const [row] = await rows<{ id: number }>(sql`
    SELECT w.id FROM workplace_descriptions w JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
    WHERE w.company_id = ${DEMO} AND l.name = 'Mixing line 1' ORDER BY w.id LIMIT 1`);
  wpdPosterDescription = row!.id;
});

/**
 * The poster layout (api/wpd-poster) is one per company: the layout and logo operations take no id, and
 * need wpd with add_product (their 403s: tests/api/wpd-poster.test.ts). The preview takes a description's id.
 */
function wpdPosterCases(): Record<string, Case> {
  const layoutOnly = "the caller's own company's poster layout";
  const flags = ["wpd", "add_product"] as const;
  return {
    "get /api/document/v1/wpd-poster": { noId: layoutOnly },
    "put /api/document/v1/wpd-poster": { noId: layoutOnly, needs: flags },
    "post /api/document/v1/wpd-poster/logo": { noId: layoutOnly, needs: flags },
    "get /api/document/v1/wpd-poster/logo": { noId: layoutOnly },
    "delete /api/document/v1/wpd-poster/logo": { noId: layoutOnly, needs: flags },
    "get /api/document/v1/wpd-poster/preview": {
      withIds: () => ({ path: `/api/document/v1/wpd-poster/preview?id=${wpdPosterDescription}` }),
    },
  };
}

/* ------------------------------------------------------------ substitutions */

/** An undecided substitution of the matrix's product (Acetone, Oslo plant only), made here. */
let substitutionId = 0;
let substitutionProduct = 0;
let substitutionCandidate = 0;

beforeAll(async () => {
  substitutionProduct = await productIdOf(h.db, DEMO, "Acetone");
  substitutionCandidate = await productIdOf(h.db, DEMO, "Ethanol");
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO substitutions (company_id, product_id, substitute_product_id, status, reason)
    VALUES (${DEMO}, ${substitutionProduct}, ${substitutionCandidate}, 2, 'Isolation probe') RETURNING id`);
  substitutionId = row!.id;
});

/**
 * Substitutions (api/substitution): a substitution by id, a product by id (compare, substituted) and the
 * product inside a create body. The list and the search read the caller's own company only. Recording needs
 * add_product (or chemical_approval_admin to decide): a user with neither is refused (403).
 */
function substitutionCases(): Record<string, Case> {
  const change = { status: "new", substitute_product_id: 0, reason: "Probe" };
  return {
    "get /api/substitution/v1": { noId: "the caller's own company's substitutions" },
    "post /api/substitution/v1": {
      withIds: () => ({
        path: "/api/substitution/v1",
        method: "POST",
        body: { ...change, product_id: substitutionProduct, substitute_product_id: substitutionCandidate },
      }),
      needs: ["add_product"],
    },
    "get /api/substitution/v1/{id}": { withIds: () => ({ path: `/api/substitution/v1/${substitutionId}` }) },
    "post /api/substitution/v1/{id}": {
      withIds: () => ({
        path: `/api/substitution/v1/${substitutionId}`,
        method: "POST",
        body: { ...change, substitute_product_id: substitutionCandidate },
      }),
      needs: ["add_product"],
    },
    "delete /api/substitution/v1/{id}": {
      withIds: () => ({ path: `/api/substitution/v1/${substitutionId}`, method: "DELETE" }),
      needs: ["add_product"],
    },
    "get /api/substitution/v1/compare/{id}": {
      withIds: () => ({ path: `/api/substitution/v1/compare/${substitutionProduct}` }),
    },
    "get /api/substitution/v1/search/{term}": { noId: "searches the caller's own company's products" },
    "get /api/substitution/v1/substituted/{id}": {
      withIds: () => ({ path: `/api/substitution/v1/substituted/${substitutionProduct}` }),
    },
  };
}

/* ------------------------------------------------------------ training */

/** A seeded course about Laboratory 1 (the Oslo plant, outside Bergen depot) and a completion of it. */
const training = { course: 0, completion: 0 };

beforeAll(async () => {
  const [row] = await rows<{ course: number; completion: number }>(sql`
    SELECT c.id AS course, (SELECT min(tc.id) FROM training_completions tc
      WHERE tc.company_id = c.company_id AND tc.course_id = c.id) AS completion
    FROM training_courses c WHERE c.company_id = ${DEMO} AND c.title = 'Handling flammable liquids'`);
  training.course = row!.course;
  training.completion = row!.completion;
});

/**
 * Training (api/training): managers (edit_location or user_admin) keep courses and record completions; a
 * course's id of another company, or about locations outside the top nodes, answers 404.
 */
function trainingCases(): Record<string, Case> {
  const managers = ["edit_location"] as const;
  return {
    "get /api/training/v1/courses": { noId: "the caller's own company's courses" },
    "post /api/training/v1/courses": {
      withIds: (ids) => ({
        path: "/api/training/v1/courses",
        method: "POST",
        body: { title: "Isolation probe", location_ids: [ids.location], product_ids: [ids.product] },
      }),
      needs: managers,
      refusesAs422: "the locations and products are validated like any other field",
    },
    "get /api/training/v1/courses/{courseId}": {
      withIds: () => ({ path: `/api/training/v1/courses/${training.course}` }),
    },
    "get /api/training/v1/courses/{courseId}/completions": {
      withIds: () => ({ path: `/api/training/v1/courses/${training.course}/completions` }),
    },
    "post /api/training/v1/courses/{courseId}/completions": {
      withIds: (ids) => ({
        path: `/api/training/v1/courses/${training.course}/completions`,
        method: "POST",
        body: { user_id: ids.user, completed_on: "2026-01-01" },
      }),
      needs: managers,
    },
    "get /api/training/v1/due": {
      withIds: () => ({ path: `/api/training/v1/due?course_id=${training.course}` }),
    },
    "get /api/training/v1/mine": { noId: "the caller's own training" },
    "get /api/training/v1/completions/{completionId}/certificate": {
      withIds: () => ({ path: `/api/training/v1/completions/${training.completion}/certificate` }),
    },
    "get /api/training/v1/choices": {
      noId: "the caller's own choices; a product or person given that the caller can't see is left out",
    },
  };
}

/* ------------------------------------------------------------ publisher */

/** A seeded supplier and company phrase of Demo Chemicals (seed/publisher.ts). */
const publisher = { manufacturer: 0, sentence: 0 };

beforeAll(async () => {
  const [row] = await rows<{ manufacturer: number; sentence: number }>(sql`
    SELECT (SELECT id FROM publisher_manufacturers WHERE company_id = ${DEMO} ORDER BY id LIMIT 1) AS manufacturer,
      (SELECT id FROM publisher_sentences WHERE company_id = ${DEMO} ORDER BY id LIMIT 1) AS sentence`);
  publisher.manufacturer = row!.manufacturer;
  publisher.sentence = row!.sentence;
});

/**
 * The publisher (api/publisher): suppliers, substances and company phrases take local_publisher; changing
 * or deleting what exists also takes local_publisher_delete. Another company's ids answer 404.
 */
function publisherCases(): Record<string, Case> {
  const base = "/api/publisherapi/v1";
  const supplier = { name: "Probe", type_id: 1, market_ids: [1] };
  const phrase = { code: "PROBE-1", field_id: 7, translations: { "4": "Probe" } };
  return {
    "get /api/publisherapi/v1/manufacturertypes": { noId: "a fixed list" },
    "get /api/publisherapi/v1/manufacturercountries": { noId: "a fixed list" },
    "get /api/publisherapi/v1/manufacturer/all/{id}": {
      withIds: () => ({ path: `${base}/manufacturer/all/${DEMO}` }),
    },
    "get /api/publisherapi/v1/manufacturer/{id}": {
      withIds: () => ({ path: `${base}/manufacturer/${publisher.manufacturer}` }),
    },
    "post /api/publisherapi/v1/manufacturer": {
      noId: "makes a supplier of the caller's own company",
      needs: ["local_publisher"],
    },
    "post /api/publisherapi/v1/manufacturer/{id}": {
      withIds: () => ({
        path: `${base}/manufacturer/${publisher.manufacturer}`,
        method: "POST",
        body: supplier,
      }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    "post /api/publisherapi/v1/manufacturer/{id}/delete": {
      withIds: () => ({ path: `${base}/manufacturer/${publisher.manufacturer}/delete`, method: "POST" }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    "get /api/publisherapi/v1/substancelist": { noId: "the caller's own company's substances" },
    "post /api/publisherapi/v1/substance": {
      noId: "makes a substance of the caller's own company",
      needs: ["local_publisher"],
    },
    "get /api/publisherapi/v1/sentences/fields": { noId: "a fixed list" },
    "get /api/publisherapi/v1/sentences": {
      noId: "the caller's own company's phrases and the official ones",
    },
    "get /api/publisherapi/v1/sentences/{id}": {
      withIds: () => ({ path: `${base}/sentences/${publisher.sentence}` }),
    },
    "post /api/publisherapi/v1/sentences": {
      noId: "makes a phrase of the caller's own company",
      needs: ["local_publisher"],
    },
    "post /api/publisherapi/v1/sentences/{id}": {
      withIds: () => ({ path: `${base}/sentences/${publisher.sentence}`, method: "POST", body: phrase }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    "delete /api/publisherapi/v1/sentences/{id}": {
      withIds: () => ({ path: `${base}/sentences/${publisher.sentence}`, method: "DELETE" }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
  };
}

/* ------------------------------------------------------------ publisher: the company's own sheets */

/** The seeded demo sheet of Demo Chemicals (seed/publisher.ts seedPublisherDocuments). */
const publisherSheet = { document: 0 };

beforeAll(async () => {
  const [row] = await rows<{ document: number }>(sql`
    SELECT id AS document FROM publisher_documents WHERE company_id = ${DEMO} ORDER BY id LIMIT 1`);
  publisherSheet.document = row!.document;
});

/**
 * The company's own sheets (api/publisher/document-routes.ts, editor-routes.ts): everything takes
 * local_publisher; changing, publishing and deleting a version also take local_publisher_delete. Another
 * company's document, supplier or market answers 404; its supplier in a new sheet's body is a form field
 * (422).
 */
function publisherSheetCases(): Record<string, Case> {
  const base = "/api/publisherapi/v1";
  const doc = () => publisherSheet.document;
  return {
    "get /api/publisherapi/v1/sdslist": { noId: "the caller's own company's sheets" },
    "get /api/publisherapi/v1/sds/listallversions/{id}": {
      withIds: () => ({ path: `${base}/sds/listallversions/${doc()}` }),
    },
    "get /api/publisherapi/v1/sds/{id}/substanceused": {
      withIds: () => ({ path: `${base}/sds/${doc()}/substanceused` }),
    },
    "get /api/publisherapi/v1/sds/availableMarkets/{id}": {
      withIds: () => ({ path: `${base}/sds/availableMarkets/${doc()}` }),
    },
    "get /api/publisherapi/v1/sds/availablelanguages/{id}/{market}": {
      withIds: () => ({ path: `${base}/sds/availablelanguages/${doc()}/4` }),
    },
    "get /api/publisherapi/v1/sds/availableSDSLanguages/{id}": {
      withIds: () => ({ path: `${base}/sds/availableSDSLanguages/${doc()}` }),
    },
    "get /api/publisherapi/v1/sdstypes/{language}/{market}": {
      noId: "a fixed list for a language and market",
    },
    "get /api/publisherapi/v1/sdstemplates": { noId: "a fixed list" },
    "get /api/publisherapi/v1/manufacturer/availableMarkets": {
      noId: "the caller's own company's suppliers",
    },
    "get /api/publisherapi/v1/availableLanguages": { noId: "a fixed list" },
    "get /api/publisherapi/v1/manufacturer/language/{id}": {
      withIds: () => ({ path: `${base}/manufacturer/language/${publisher.manufacturer}` }),
    },
    "get /api/publisherapi/v1/manufacturer/substance": { noId: "the caller's own company's material" },
    "post /api/editor/v2/sds": {
      refusesAs422: "the supplier id in the body is a form field",
      withIds: () => ({
        path: "/api/editor/v2/sds",
        method: "POST",
        body: {
          manufacturer_id: publisher.manufacturer,
          product_name: "Probe",
          language_id: 4,
          market_id: 4,
        },
      }),
      needs: ["local_publisher"],
    },
    "post /api/editor/sds": {
      withIds: () => ({
        path: "/api/editor/sds",
        method: "POST",
        body: { copy_of: doc(), product_name: "Probe" },
      }),
      needs: ["local_publisher"],
    },
    "patch /api/editor/sds/{id}": {
      withIds: () => ({ path: `/api/editor/sds/${doc()}`, method: "PATCH", body: { product_name: "Probe" } }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    "post /api/editor/sds/{id}/publish": {
      withIds: () => ({ path: `/api/editor/sds/${doc()}/publish`, method: "POST" }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    "post /api/editor/sds/{id}/newversion": {
      withIds: () => ({ path: `/api/editor/sds/${doc()}/newversion?newlanguage=2`, method: "POST" }),
      needs: ["local_publisher"],
    },
    "delete /api/editor/sds/{id}": {
      withIds: () => ({ path: `/api/editor/sds/${doc()}`, method: "DELETE" }),
      needs: ["local_publisher", "local_publisher_delete"],
    },
    // The editor's page reads the draft it writes.
    "get /api/editor/sds/{id}": {
      withIds: () => ({ path: `/api/editor/sds/${doc()}` }),
    },
  };
}

/* ------------------------------------------------------------ where the publisher's substances are used */

/**
 * A sheet's composition across its versions is found by the sheet's key: another company's key answers 404.
 * The usage list is the caller's own company's substances.
 */
function publisherUsageCases(): Record<string, Case> {
  return {
    "get /api/publisherapi/v1/sds/substancesallversions/{sdsKey}": {
      withIds: () => ({ path: "/api/publisherapi/v1/sds/substancesallversions/DOC-DEMODEGR500" }),
    },
    "get /api/publisherapi/v1/substancelist/usage": { noId: "the caller's own company's substances" },
  };
}
