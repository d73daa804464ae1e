import type { FeatureFlag, PermissionFlag } from "./permissions";

/** Navigation groups, in menu order. */
export const MODULE_GROUPS = [
  "overview",
  "products",
  "locations",
  "risk",
  "approvals",
  "documents",
  "reports",
  "admin",
] as const;
export type ModuleGroup = (typeof MODULE_GROUPS)[number];

export interface ProductModule {
  key: string;
  group: ModuleGroup;
  /** The module's entry route. */
  path: string;
  /**
   * A permission check (all-of or any-of) the user must pass to see the module. `orExposureSwitch`: a user
   * the exposure register applies to passes the any-of check too (they read their own records).
   */
  requires?: {
    all?: PermissionFlag[];
    any?: PermissionFlag[];
    orExposureSwitch?: boolean;
    /** Any one of these all-of groups suffices (e.g. add_product with qr, or edit_location with read_link_admin). */
    anyOfAll?: PermissionFlag[][];
  };
  /** A company feature flag that must be on. */
  feature?: FeatureFlag;
  /** Whether its pages exist in this build; only built modules appear in the navigation. */
  built: boolean;
}

/**
 * The product's modules. A module's texts are
 * `module.<key>.name` and `module.<key>.includes`. Flip `built` when a
 * module's routes land: the navigation, /main and the licence page follow.
 */
export const MODULES: readonly ProductModule[] = [
  { key: "home", group: "overview", path: "/main", built: true },
  { key: "myPage", group: "overview", path: "/my-page", built: true },
  { key: "products", group: "products", path: "/products", built: true },
  { key: "search", group: "products", path: "/search", built: true },
  { key: "substitution", group: "products", path: "/substitute", built: true },
  { key: "locations", group: "locations", path: "/locations", built: true },
  { key: "locationHierarchy", group: "locations", path: "/location-hierarchy", built: true },
  {
    key: "workplaceDescriptions",
    group: "locations",
    path: "/workplacedescriptions",
    requires: { all: ["wpd", "add_product"] },
    built: true,
  },
  { key: "riskAssessments", group: "risk", path: "/documents/1", built: true },
  { key: "sps", group: "risk", path: "/documents/2", feature: "sps", built: true },
  {
    key: "exposure",
    group: "risk",
    path: "/exposure",
    requires: { any: ["exposure_admin", "exposure_reader"], orExposureSwitch: true },
    built: true,
  },
  {
    key: "chemicalApprovals",
    group: "approvals",
    path: "/chemical-approvals/requests",
    requires: { all: ["chemical_approval_request"] },
    built: true,
  },
  {
    key: "internalDocuments",
    group: "documents",
    path: "/internal-documents",
    requires: { all: ["local_publisher"] },
    // The publisher's landing page links its documents, suppliers, substances and standard phrases.
    built: true,
  },
  {
    key: "qrReadlink",
    group: "locations",
    path: "/qr-readlink",
    requires: {
      anyOfAll: [
        ["add_product", "qr"],
        ["edit_location", "read_link_admin"],
      ],
    },
    built: true,
  },
  {
    key: "sdsRequests",
    group: "documents",
    path: "/sdsrequests",
    requires: { all: ["add_product"] },
    built: true,
  },
  { key: "readUnderstood", group: "documents", path: "/read-understood", built: true },
  {
    key: "smartForms",
    group: "documents",
    path: "/smartforms",
    requires: { all: ["smartforms_admin"] },
    built: true,
  },
  { key: "amountReport", group: "reports", path: "/amountreport", built: true },
  { key: "customReports", group: "reports", path: "/custom-reports", built: true },
  { key: "legislation", group: "reports", path: "/legislations", built: true },
  { key: "users", group: "admin", path: "/users", requires: { all: ["user_admin"] }, built: true },
  {
    key: "companySettings",
    group: "admin",
    path: "/company-settings",
    // Shown to whoever may open one of its built tabs (core/company-settings.ts).
    requires: { any: ["chemical_approval_request", "chemical_approval_admin"] },
    built: true,
  },
  { key: "activities", group: "admin", path: "/activities", requires: { all: ["user_admin"] }, built: true },
  // Training (docs/decisions/058-training.md): everyone reads their own; managers keep the courses.
  { key: "training", group: "risk", path: "/training", built: true },
  // SDS events and actions: every user reads them within their top nodes.
  { key: "sdsEvents", group: "documents", path: "/sdsevents", built: true },
  { key: "actions", group: "documents", path: "/actions", built: true },
];
