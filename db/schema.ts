import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  boolean,
  foreignKey,
  index,
  integer,
  customType,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** PostgreSQL tsvector (drizzle has no built-in type for it). */
const customTsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Every tenant table's company_id: never null, and gone with its company. */
const companyIdColumn = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Companies are the tenants. Every tenant table below carries company_id and
 * every API query filters by the caller's company.
 */
export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000001 }),
  name: text("name").notNull(),
  /** Company settings (the company settings tabs), e.g. document_rnu. */
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  /** Feature flags: emptyState, replaceSds, sps, guidance. */
  features: jsonb("features").$type<Record<string, boolean>>().notNull().default({}),
  /** A secure company; id 1000081 counts as secure regardless. */
  isSecure: boolean("is_secure").notNull().default(false),
  createdAt: createdAtColumn(),
});

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    /** Matched (lower-cased) against the email claim of the OpenID token. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Named permission flags (core/permissions.ts), e.g. { edit_location: true }. */
    permissions: jsonb("permissions").$type<Record<string, boolean>>().notNull().default({}),
    /** Per-user feature switches. */
    features: jsonb("features").$type<Record<string, boolean>>().notNull().default({}),
    /** Ids of the top locations the user is limited to; empty means all. */
    topnodes: jsonb("topnodes").$type<number[]>().notNull().default([]),
    /** Whether the exposure register applies to this user. */
    exposure: boolean("exposure").notNull().default(false),
    isPersonal: boolean("is_personal").notNull().default(false),
    isGuestUser: boolean("is_guest_user").notNull().default(false),
    anonymous: boolean("anonymous").notNull().default(false),
    isValidated: boolean("is_validated").notNull().default(true),
    defaultColumns: jsonb("default_columns").$type<string[]>().notNull().default([]),
    /** Language id (core/languages.ts); 4 is British English, the default. */
    language: integer("language").notNull().default(4),
    /** Onboarding, kept server-side so it works without JavaScript. */
    questionnaireDismissedAt: timestamp("questionnaire_dismissed_at", { withTimezone: true }),
    locationPromptDismissedAt: timestamp("location_prompt_dismissed_at", { withTimezone: true }),
    /** The once-only "has been prompted" flag: set when onboarding has been offered. */
    onboardingPromptedAt: timestamp("onboarding_prompted_at", { withTimezone: true }),
    /**
     * Set when a user administrator deactivates the user (docs/decisions/037-company-administration.md):
     * a deactivated user can't sign in and keeps their history; users are deactivated, never deleted.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /**
     * "name email" in lower case, for the users page's search (contains, case-insensitive) through a
     * trigram index. Written by PostgreSQL only.
     */
    searchLower: text("search_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || email)`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_search_trgm_idx").using("gin", t.searchLower.op("gin_trgm_ops")),
    // The users page's order (by name) within a company; the default view (active users) has its own
    // partial index, which also counts them without reading the table.
    index("users_company_name_idx").on(t.companyId, sql`lower(${t.name})`, t.id),
    index("users_active_name_idx")
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deactivatedAt} IS NULL`),
    // The users page's permission filter (permissions @> '{"flag": true}').
    index("users_permissions_idx").using("gin", sql`${t.permissions} jsonb_path_ops`),
    // The people of a location (topnodes @> '[id]'), read and understood by location: a few index pages per
    // location instead of every user's top nodes unnested.
    index("users_topnodes_idx").using("gin", sql`${t.topnodes} jsonb_path_ops`),
    index("users_company_id_idx").on(t.companyId, t.id),
    // Target of the composite foreign keys that keep board members and requesters in their company.
    unique("users_company_id_id_key").on(t.companyId, t.id),
  ],
);

/**
 * Server-side sessions: the cookie carries only the signed id. Tokens never
 * reach the browser.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    companyId: companyIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("sessions_company_id_idx").on(t.companyId, t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export type Company = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Translated UI texts served by GET /site/v1/frontendtexts. Not tenant data:
 * the same wording for every company. English (language 4) is also built in.
 */
export const frontendTexts = pgTable(
  "frontend_texts",
  {
    page: integer("page").notNull(),
    key: text("key").notNull(),
    languageId: integer("language_id").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.page, t.key] })],
);

/**
 * The company's location tree (site → building → room → cabinet, any depth),
 * stored as an adjacency list (decision 012): children-of is one scan of the
 * (company_id, parent_id, lower(name), id) index, path-of and subtree are
 * recursive CTEs over the (company_id, id) key. The composite foreign key
 * (company_id, parent_id) → (company_id, id) means a parent can never belong
 * to another company.
 *
 * Invariant kept by the API: an archived location's descendants are all
 * archived (archiving takes the whole subtree; nothing is created, moved or
 * restored under an archived location).
 */
export const locations = pgTable(
  "locations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    /**
     * lower(name), stored: the name filter and the name order read it instead of calling lower() per row
     * (four times faster on a company's 10,000 locations, decision 012). Written by PostgreSQL only.
     */
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    /**
     * The location's path in lower case: its ancestors' names and its own, from the top, one name per line
     * (a newline, which no search word holds, so a word never spans two names). The picker's search finds a
     * location by words of any of these names (decision 029, search by path). Written by PostgreSQL only:
     * triggers set it on insert and on a change of name or parent, and rewrite the subtree below.
     */
    pathLower: text("path_lower").notNull().default(""),
    archived: boolean("archived").notNull().default(false),
    /**
     * The location whose archiving archived this one (itself when archived on
     * its own, an ancestor when archived with its subtree); null when not
     * archived. Unarchiving X restores X and exactly the descendants with X's
     * archived_root_id, not those archived separately before.
     */
    archivedRootId: integer("archived_root_id"),
    /** The approval board group responsible for this location (chemical approvals). */
    chemicalBoardGroupId: integer("chemical_board_group_id"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("locations_company_id_id_key").on(t.companyId, t.id),
    foreignKey({
      name: "locations_company_parent_fk",
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }),
    // Children of a location (and top locations: parent_id IS NULL) in name order; child counts.
    index("locations_company_parent_name_idx").on(t.companyId, t.parentId, t.nameLower, t.id),
    // The name filter: name_lower LIKE '%…%' (pg_trgm). The planner combines it with the company key, or
    // filters the company's rows when they are few; a (company_id, name) GIN index (btree_gin) measured
    // slower (decision 012).
    index("locations_name_trgm_idx").using("gin", t.nameLower.op("gin_trgm_ops")),
    // The picker's search by path: every word LIKE '%…%' in path_lower (pg_trgm), as the name filter.
    index("locations_path_trgm_idx").using("gin", t.pathLower.op("gin_trgm_ops")),
    // The company's archived locations, which every company-wide product list leaves out: a few index
    // entries instead of a scan of the company's locations on every call.
    index("locations_company_archived_idx")
      .on(t.companyId, t.id)
      .where(sql`${t.archived}`),
    // Restoring exactly what was archived together.
    index("locations_archived_root_idx")
      .on(t.companyId, t.archivedRootId)
      .where(sql`${t.archivedRootId} IS NOT NULL`),
    // A board's locations; deleting a board clears the column first (no ON DELETE SET NULL: it would
    // null company_id too).
    foreignKey({
      name: "locations_board_group_fk",
      columns: [t.companyId, t.chemicalBoardGroupId],
      foreignColumns: [chemicalBoardGroups.companyId, chemicalBoardGroups.id],
    }),
    index("locations_board_group_idx")
      .on(t.companyId, t.chemicalBoardGroupId)
      .where(sql`${t.chemicalBoardGroupId} IS NOT NULL`),
  ],
);

/**
 * A personal user's favourite locations. The composite
 * foreign key keeps the location in the row's company; everything cascades.
 */
export const locationFavorites = pgTable(
  "location_favorites",
  {
    companyId: companyIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: integer("location_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    foreignKey({
      name: "location_favorites_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
    index("location_favorites_company_location_idx").on(t.companyId, t.locationId),
  ],
);

/**
 * Onboarding forms (form 1 is the first-time questionnaire). The definition
 * lists questions by i18n key, so their wording is translated like all UI text.
 */
export const onboardingForms = pgTable("onboarding_forms", {
  id: integer("id").primaryKey(),
  definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAtColumn(),
});

/** Onboarding answers (form 1: the first-time questionnaire), one row per submission. */
export const onboardingSubmissions = pgTable(
  "onboarding_submissions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formId: integer("form_id").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("onboarding_submissions_company_idx").on(t.companyId, t.userId, t.formId)],
);

export type LocationRow = typeof locations.$inferSelect;
export type LocationFavoriteRow = typeof locationFavorites.$inferSelect;

/**
 * A company's chemical products. A product is what the company keeps
 * and uses; its safety data sheets (one per language and market, with older
 * versions kept) are in sds_documents, and where it is kept in
 * location_products. Classification lives on the SDS, because a new SDS
 * version can change it (replace-sds shows the difference).
 */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    supplier: text("supplier").notNull().default(""),
    articleNo: text("article_no"),
    /** Stock kind: EcoDatabase, OrgDatabase or MyProducts. */
    stockKind: text("stock_kind").notNull().default("OrgDatabase"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("products_company_id_id_key").on(t.companyId, t.id),
    // The product list in name order, keyset-paginated.
    index("products_company_name_idx").on(t.companyId, t.nameLower, t.id),
    // The product lists' search: name or supplier contains the text (LIKE '%…%', pg_trgm), instead of
    // reading every product of the company. The supplier is matched as lower(supplier).
    index("products_name_trgm_idx").using("gin", t.nameLower.op("gin_trgm_ops")),
    index("products_supplier_trgm_idx").using("gin", sql`lower(${t.supplier}) gin_trgm_ops`),
    // A document's product picker searches the article number too (LIKE '%…%' on lower(article_no), pg_trgm).
    index("products_article_no_trgm_idx").using("gin", sql`lower(${t.articleNo}) gin_trgm_ops`),
  ],
);

/**
 * Safety data sheets. `key` is the public identifier (sds_key in the API and
 * in URLs). One current SDS per product, language and market
 * (superseded_by_id IS NULL); replacing an SDS keeps the old row as a version.
 * A row without file_key has no uploaded file: its PDF is rendered from the
 * record (decision 016).
 */
export const sdsDocuments = pgTable(
  "sds_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    productId: integer("product_id").notNull(),
    key: text("key").notNull(),
    /** The product name as printed on this SDS. */
    label: text("label").notNull(),
    labelLower: text("label_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(label)`),
    supplier: text("supplier").notNull().default(""),
    articleNo: text("article_no"),
    areaOfUse: text("area_of_use"),
    /** Language id (core/languages.ts) and market country id (core/countries.ts). */
    languageId: integer("language_id").notNull(),
    marketId: integer("market_id").notNull(),
    version: text("version").notNull().default("1.0"),
    dateIssue: text("date_issue").notNull(),
    /** 1 safety data sheet, 2 product information sheet, 3 safety information sheet (msds_type). */
    msdsType: integer("msds_type").notNull().default(1),
    casNo: text("cas_no"),
    ecNo: text("ec_no"),
    unNo: text("un_no"),
    protectionSheet: boolean("protection_sheet").notNull().default(false),
    signalWord: text("signal_word"),
    pictograms: text("pictograms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hazardStatements: text("hazard_statements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    precautionaryStatements: text("precautionary_statements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** TRGS 510 storage class from section 7 (decision 015); null when the SDS gives none. */
    storageClass: text("storage_class"),
    /** Section 3: [{ name, cas, ec, concentration_min, concentration_max }]. */
    substances: jsonb("substances")
      .$type<
        {
          name: string;
          cas: string | null;
          ec: string | null;
          concentration_min: number | null;
          concentration_max: number | null;
        }[]
      >()
      .notNull()
      .default([]),
    /** Every CAS number on the sheet (product and substances), for search. */
    casNumbers: text("cas_numbers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Section 9 facts used to render a generated SDS. */
    physical: jsonb("physical").$type<Record<string, unknown> | null>(),
    /**
     * What ChemSafe read from the sheet's PDF when it was uploaded (SdsFacts of
     * api/products/sds-facts.ts), for comparing a newer sheet with this one;
     * null for sheets uploaded before sheets were read.
     */
    facts: jsonb("facts").$type<Record<string, unknown> | null>(),
    /** The uploaded PDF in file storage; null for a generated SDS. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    /** Set when a newer SDS replaced this one: the row is then an older version. */
    supersededById: integer("superseded_by_id"),
    /**
     * A newer sheet received (from the supplier or uploaded) but not yet applied: listed by
     * GET /location/v2/updatedsds until POST /location/v2/replace-sds applies it.
     */
    pending: boolean("pending").notNull().default(false),
    /** Full-text document: label, supplier, article number, CAS and UN numbers (simple config: names, not words). */
    search: customTsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', coalesce(label, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(article_no, '') || ' ' || coalesce(un_no, '') || ' ' || cs_join_words(cas_numbers))`,
      ),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("sds_documents_key_idx").on(t.key),
    unique("sds_documents_company_id_id_key").on(t.companyId, t.id),
    foreignKey({
      name: "sds_documents_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    // The SDS of a product (current ones first), and one current SDS per language and market.
    index("sds_documents_company_product_idx").on(t.companyId, t.productId, t.languageId, t.marketId),
    uniqueIndex("sds_documents_current_idx")
      .on(t.companyId, t.productId, t.languageId, t.marketId)
      .where(sql`${t.supersededById} IS NULL AND NOT ${t.pending}`),
    // The issue dates of a product's current sheets, read without the table: whether a product's newest current
    // sheet is older than the company's limit (the outdated count of supplier requests).
    index("sds_documents_current_issue_idx")
      .on(t.companyId, t.productId, t.dateIssue, t.id)
      .where(sql`${t.supersededById} IS NULL AND NOT ${t.pending}`),
    index("sds_documents_pending_idx")
      .on(t.companyId, t.productId)
      .where(sql`${t.pending}`),
    // Search: the words (GIN), the name as a substring (trigram), CAS numbers (GIN array).
    index("sds_documents_search_idx").using("gin", t.search),
    index("sds_documents_label_trgm_idx").using("gin", t.labelLower.op("gin_trgm_ops")),
    index("sds_documents_cas_idx").using("gin", t.casNumbers),
    // Listing a company's current sheets in name order.
    index("sds_documents_company_label_idx")
      .on(t.companyId, t.labelLower, t.id)
      .where(sql`${t.supersededById} IS NULL AND NOT ${t.pending}`),
  ],
);

/**
 * A product kept at a location: amount and unit, archived, and the location's
 * own incompatibility category (a TRGS 510 storage class) when someone has
 * categorised it there; otherwise the current SDS's class counts.
 */
export const locationProducts = pgTable(
  "location_products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    amount: numeric("amount", { precision: 14, scale: 3, mode: "number" }),
    unit: text("unit"),
    archived: boolean("archived").notNull().default(false),
    incompatibilityCategoryId: text("incompatibility_category_id"),
    /**
     * The product's name_lower, copied by triggers (migration: placement_name_order) so that the placements
     * of a subtree can be read in product-name order from one index, without sorting or joining products.
     */
    productNameLower: text("product_name_lower").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("location_products_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("location_products_location_product_idx").on(t.companyId, t.locationId, t.productId),
    index("location_products_product_idx").on(t.companyId, t.productId),
    index("location_products_archived_idx").on(t.companyId, t.archived, t.locationId),
    // The products held in a subtree, read from the index alone (the location legislation pages, decision 073).
    index("location_products_held_idx")
      .on(t.companyId, t.locationId, t.productId)
      .where(sql`NOT archived`),
    // The placements held, in the status page's order (product name, product, location, placement).
    index("location_products_name_order_idx")
      .on(t.companyId, t.productNameLower, t.productId, t.locationId, t.id)
      .where(sql`NOT archived`),
    foreignKey({
      name: "location_products_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "location_products_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
  ],
);

/**
 * The company's products held at no location (in the library only), kept by triggers on products and
 * location_products (migration: unplaced_products). Every user of the company sees such a product, so a user
 * limited to top nodes sees the products placed in their subtree and these; reading them from this small table
 * replaces a scan of every placement of the company on each such query (api/locations/scope.ts).
 */
export const unplacedProducts = pgTable(
  "unplaced_products",
  {
    companyId: integer("company_id").notNull(),
    productId: integer("product_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    foreignKey({
      name: "unplaced_products_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type SdsDocumentRow = typeof sdsDocuments.$inferSelect;
export type LocationProductRow = typeof locationProducts.$inferSelect;

/* ------------------------------------------------------------------ */
/* Chemical approvals (decision 018)                                   */
/* ------------------------------------------------------------------ */

/**
 * An approval board: the members who evaluate requests for its locations. A
 * location names at most one board (locations.chemical_board_group_id); the
 * board of a request is the one of its locations' nearest ancestor-or-self
 * that names a board.
 */
export const chemicalBoardGroups = pgTable(
  "chemical_board_groups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("chemical_board_groups_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("chemical_board_groups_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** The members of a board: users of the same company (composite keys keep them in it). */
export const chemicalBoardGroupMembers = pgTable(
  "chemical_board_group_members",
  {
    companyId: companyIdColumn(),
    boardGroupId: integer("board_group_id").notNull(),
    userId: integer("user_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.boardGroupId, t.userId] }),
    index("chemical_board_group_members_user_idx").on(t.companyId, t.userId),
    foreignKey({
      name: "chemical_board_group_members_group_fk",
      columns: [t.companyId, t.boardGroupId],
      foreignColumns: [chemicalBoardGroups.companyId, chemicalBoardGroups.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "chemical_board_group_members_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

/**
 * A chemical approval request. Status codes and the legal
 * transitions: core/chemical-approvals/states.ts and docs/chemical-approvals.md.
 * Amounts are numbers with a unit from AMOUNT_UNITS; times are "hh:mm".
 */
export const productRequests = pgTable(
  "product_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    requesterId: integer("requester_id").notNull(),
    /** NEW, DRAFT, UNDER_EVALUATION, READY_FOR_APPROVAL, APPROVED, REJECTED. */
    status: text("status").notNull().default("DRAFT"),
    archived: boolean("archived").notNull().default(false),
    /** The board that evaluates it: set when the evaluation starts, cleared by reset. */
    boardGroupId: integer("board_group_id"),
    // generalInformation
    name: text("name").notNull(),
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    synonym: text("synonym"),
    supplier: text("supplier"),
    articleNr: text("article_nr"),
    casNr: text("cas_nr"),
    /** Market country id (core/countries.ts) and language id (core/languages.ts) of the SDS. */
    sdsMarket: integer("sds_market"),
    sdsLanguage: integer("sds_language"),
    /** The attached SDS (a PDF in file storage) and what was read from it (api/products/sds-text.ts). */
    attachedSdsKey: text("attached_sds_key"),
    attachedSdsName: text("attached_sds_name"),
    attachedSdsSize: integer("attached_sds_size"),
    /** { hazard_statements, precautionary_statements, pictograms, signal_word, storage_class, cas_numbers } */
    attachedSdsFacts: jsonb("attached_sds_facts").$type<Record<string, unknown> | null>(),
    // intendedUse
    usageDescription: text("usage_description"),
    indoorUsage: boolean("indoor_usage").notNull().default(false),
    outdoorUsage: boolean("outdoor_usage").notNull().default(false),
    desiredStartDateUsage: text("desired_start_date_usage"),
    estimatedAnnualUsage: numeric("estimated_annual_usage", { precision: 14, scale: 3, mode: "number" }),
    estimatedAnnualUsageUnit: text("estimated_annual_usage_unit"),
    estimatedFrequencyOfUse: text("estimated_frequency_of_use"),
    estimatedUseLength: text("estimated_use_length"),
    envExposures: text("env_exposures")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // handlingInformation
    handlingDescription: text("handling_description"),
    storageLocation: text("storage_location"),
    maxAmountStored: numeric("max_amount_stored", { precision: 14, scale: 3, mode: "number" }),
    maxAmountStoredUnit: text("max_amount_stored_unit"),
    maxAmountToBeOrdered: numeric("max_amount_to_be_ordered", { precision: 14, scale: 3, mode: "number" }),
    maxAmountToBeOrderedUnit: text("max_amount_to_be_ordered_unit"),
    wasteLocation: text("waste_location"),
    wasteHandlingDescription: text("waste_handling_description"),
    ppes: text("ppes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ppeTypeDetails: text("ppe_type_details"),
    // additionalInfo
    internalCode: text("internal_code"),
    isUserExposure: boolean("is_user_exposure").notNull().default(false),
    estimatedDailyExposure: text("estimated_daily_exposure"),
    additionalComment: text("additional_comment"),
    // conclusion
    /** The concluder's comment; conclusion is APPROVED or REJECTED once concluded. */
    comment: text("comment"),
    concludedById: integer("concluded_by_id"),
    concludedAt: timestamp("concluded_at", { withTimezone: true }),
    /** Set when approving put the product into the library. */
    productId: integer("product_id"),
    msdsKey: text("msds_key"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /**
     * A version 2 request is built on a chemical_approval_request template: its answers are a smart-form
     * document (type 6), its title the form's heading; null for a request on the fixed form.
     */
    templateId: integer("template_id"),
    smartformDocumentId: integer("smartform_document_id"),
    title: text("title"),
    /** Who signed the version 2 request when it was submitted. */
    signedById: integer("signed_by_id"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("product_requests_company_id_id_key").on(t.companyId, t.id),
    foreignKey({
      name: "product_requests_requester_fk",
      columns: [t.companyId, t.requesterId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "product_requests_board_group_fk",
      columns: [t.companyId, t.boardGroupId],
      foreignColumns: [chemicalBoardGroups.companyId, chemicalBoardGroups.id],
    }),
    // Lists: all of a company's requests by status (newest first), a requester's own, search by name or CAS.
    index("product_requests_company_status_idx").on(t.companyId, t.archived, t.status, t.updatedAt, t.id),
    index("product_requests_company_updated_idx").on(t.companyId, t.archived, t.updatedAt, t.id),
    index("product_requests_requester_idx").on(t.companyId, t.requesterId, t.updatedAt, t.id),
    index("product_requests_company_cas_idx").on(t.companyId, t.casNr),
    // A board's requests (deleting a board checks them; the foreign key needs it too).
    index("product_requests_board_group_idx")
      .on(t.companyId, t.boardGroupId)
      .where(sql`${t.boardGroupId} IS NOT NULL`),
    index("product_requests_name_trgm_idx").using("gin", t.nameLower.op("gin_trgm_ops")),
  ],
);

/** The locations a request asks for (location_ids). */
export const productRequestLocations = pgTable(
  "product_request_locations",
  {
    companyId: companyIdColumn(),
    requestId: integer("request_id").notNull(),
    locationId: integer("location_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.requestId, t.locationId] }),
    index("product_request_locations_location_idx").on(t.companyId, t.locationId),
    foreignKey({
      name: "product_request_locations_request_fk",
      columns: [t.companyId, t.requestId],
      foreignColumns: [productRequests.companyId, productRequests.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "product_request_locations_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
  ],
);

/** Files attached to a request (additionalInfo.attachments), in file storage. */
export const productRequestAttachments = pgTable(
  "product_request_attachments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    requestId: integer("request_id").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("product_request_attachments_company_id_id_key").on(t.companyId, t.id),
    index("product_request_attachments_request_idx").on(t.companyId, t.requestId),
    foreignKey({
      name: "product_request_attachments_request_fk",
      columns: [t.companyId, t.requestId],
      foreignColumns: [productRequests.companyId, productRequests.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Files uploaded with a form that did not save (a rejected submission): kept so
 * the user does not choose them again; the next save of the form consumes them
 * by token. Unconsumed uploads older than a day are removed by a queue job.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    /** The token the form carries in a hidden field (random, 32 hex characters). */
    token: text("token").primaryKey(),
    companyId: companyIdColumn(),
    userId: integer("user_id").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** "request" (a chemical approval request's file) or "product_sds" (a product's safety data sheet). */
    purpose: text("purpose").notNull().default("request"),
    /**
     * The reading of a product sheet (api/products/sds-staging.ts): null before it
     * starts, "reading" while the background reader works, "done" when read_* hold
     * the result. Progress is read_pages_read of read_pages.
     */
    readState: text("read_state"),
    /** read | no_text | timed_out | unreadable (api/products/sds-reader.ts), once done. */
    readOutcome: text("read_outcome"),
    readPages: integer("read_pages"),
    readPagesRead: integer("read_pages_read"),
    /** The facts read (api/products/sds-facts.ts SdsFacts), once done. */
    readFacts: jsonb("read_facts").$type<Record<string, unknown> | null>(),
    readUpdatedAt: timestamp("read_updated_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("pending_uploads_company_user_idx").on(t.companyId, t.userId),
    index("pending_uploads_created_idx").on(t.createdAt),
  ],
);

/**
 * One evaluation per board member once the evaluation starts .
 * Status: PENDING, APPROVED, REJECTED, CANCELED, EVALUATED.
 */
export const productRequestEvaluations = pgTable(
  "product_request_evaluations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    requestId: integer("request_id").notNull(),
    memberId: integer("member_id").notNull(),
    status: text("status").notNull().default("PENDING"),
    isApproved: boolean("is_approved"),
    comment: text("comment"),
    isBasicForm: boolean("is_basic_form").notNull().default(true),
    /** An evaluation filled in on a chemical_approval_evaluation template: its smart-form document (type 5). */
    smartformDocumentId: integer("smartform_document_id"),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("product_request_evaluations_company_id_id_key").on(t.companyId, t.id),
    index("product_request_evaluations_request_idx").on(t.companyId, t.requestId),
    // "Waiting for my evaluation".
    index("product_request_evaluations_member_idx").on(t.companyId, t.memberId, t.status),
    foreignKey({
      name: "product_request_evaluations_request_fk",
      columns: [t.companyId, t.requestId],
      foreignColumns: [productRequests.companyId, productRequests.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "product_request_evaluations_member_fk",
      columns: [t.companyId, t.memberId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Every e-mail the product sends (api/mail). Written in the transaction of the
 * change that causes it (so a crash loses none), delivered by a pg-boss job:
 * status queued → sent (SMTP) or stored (no SMTP_URL: admins read it on the
 * outbox page) or failed (after the job's retries; error says why).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** What caused it, e.g. approval.evaluation_requested; and the request it is about. */
    kind: text("kind").notNull(),
    requestId: integer("request_id"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("mail_outbox_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("mail_outbox_queued_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/** rate-limiter-flexible's PostgreSQL store (its own column layout); not a tenant table. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type ProductRequestRow = typeof productRequests.$inferSelect;
export type ProductRequestEvaluationRow = typeof productRequestEvaluations.$inferSelect;
export type ChemicalBoardGroupRow = typeof chemicalBoardGroups.$inferSelect;

/* ------------------------------------------------------------------ */
/* Product list counts (decision 020)                                  */
/* ------------------------------------------------------------------ */

/*
 * Kept by the triggers of migration 0005 in the same transaction as every change of sds_documents,
 * location_products, locations and products (never written by the app), so the plain product lists read
 * their totals and facet counts instead of counting 100,000 rows per call. product_counts_rebuild(company)
 * recounts a company from its rows. No foreign keys to products or locations: the triggers of a cascaded
 * delete run after the rows are gone, and a count reaching 0 removes its row.
 */

/** Per company: one row, also the company's counting lock (the triggers lock it before any other count). */
export const productCounts = pgTable("product_counts", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** Current sheets (superseded_by_id IS NULL AND NOT pending): the total of the plain SDS list. */
  sheets: integer("sheets").notNull().default(0),
  /** Rows of location_products: GET /location/v2/products?include_archived=1. */
  placements: integer("placements").notNull().default(0),
  /** Rows not archived at locations not archived: GET /location/v2/products. */
  listedPlacements: integer("listed_placements").notNull().default(0),
  /** Products with at least one row: GET /location/v2/products?unique=1&include_archived=1. */
  placedProducts: integer("placed_products").notNull().default(0),
  /** Products with at least one listed row: GET /location/v2/products?unique=1. */
  listedProducts: integer("listed_products").notNull().default(0),
});

/**
 * The facet counts of the plain SDS list (GET /search/v1/sqproductsearch without text or facets): per
 * supplier, language, market, pictogram and signal word the current sheets that have it, per location the
 * (current sheet, non-archived row of its product there) pairs. value_id holds the id of the language,
 * market and location facets (value is ''), value the text of the others (value_id is 0).
 */
export const productFacetCounts = pgTable(
  "product_facet_counts",
  {
    companyId: companyIdColumn(),
    facet: text("facet").notNull(),
    valueId: integer("value_id").notNull().default(0),
    value: text("value").notNull().default(""),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.facet, t.valueId, t.value] }),
    // A facet's values by count: its first 25 are an index range.
    index("product_facet_counts_top_idx").on(t.companyId, t.facet, t.n.desc(), t.valueId, t.value),
  ],
);

/** Per product with rows at locations: how many, and how many listed (for the unique totals). */
export const productPlacementCounts = pgTable(
  "product_placement_counts",
  {
    companyId: companyIdColumn(),
    productId: integer("product_id").notNull(),
    placements: integer("placements").notNull(),
    listed: integer("listed").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

/* ------------------------------------------------------------------ */
/* Audit trail (decision 036)                                          */
/* ------------------------------------------------------------------ */

/**
 * Who changed what, when: one row per change, written by recordActivity (api/activities/record.ts) in the
 * transaction of the change itself, so a change and its record commit or fail together. Append-only: the
 * triggers of migration 0009 refuse UPDATE and DELETE, except where personal-data erasure rewrites a
 * person's rows (it sets chemsafe.activity_rewrite for its transaction) and when the company itself is
 * deleted. The actor is a user id (deactivated users stay, so the trail keeps their names); null for work
 * the system did on its own. object_label is the object's name at the time, so a deleted product still
 * reads as what it was. before/after hold only the fields that changed.
 */
export const activities = pgTable(
  "activities",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    actorId: integer("actor_id"),
    module: text("module").notNull(),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id"),
    objectLabel: text("object_label").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    foreignKey({
      name: "activities_actor_fk",
      columns: [t.companyId, t.actorId],
      foreignColumns: [users.companyId, users.id],
    }),
    // The trail newest first, keyset-paged by (created_at, id); and the same per person, module and object.
    index("activities_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("activities_actor_created_idx").on(t.companyId, t.actorId, t.createdAt.desc(), t.id.desc()),
    index("activities_module_created_idx").on(t.companyId, t.module, t.createdAt.desc(), t.id.desc()),
    index("activities_object_idx").on(t.companyId, t.objectType, t.objectId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;

/* ------------------------------------------------------------------ */
/* Support tab and full export (docs/full-export.md)                   */
/* ------------------------------------------------------------------ */

/**
 * The company's own support contacts, shown on the support tab of company settings: who to ask inside the
 * company (the chemicals coordinator, IT, the safety representative).
 */
export const companyContacts = pgTable(
  "company_contacts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("company_contacts_company_id_id_key").on(t.companyId, t.id),
    index("company_contacts_company_name_idx").on(t.companyId, sql`lower(${t.name})`, t.id),
  ],
);

/**
 * Full exports of a company's data (api/support/export.ts): a ZIP of every tenant table as CSV and JSON,
 * every stored file and a manifest, built by a pg-boss job. status: queued → running → ready (file_key,
 * size) or failed (error). progress_done of progress_total steps (tables, then files) lets the support tab
 * show how far it got. At most one queued or running export per company (partial unique index), so two
 * clicks never build two. The file is removed after expires_at.
 */
export const companyExports = pgTable(
  "company_exports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    status: text("status").notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    fileKey: text("file_key"),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
    /** Written with every progress step: an active export whose updated_at is old was lost with its process. */
    updatedAt: updatedAtColumn(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    unique("company_exports_company_id_id_key").on(t.companyId, t.id),
    index("company_exports_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("company_exports_one_active_idx")
      .on(t.companyId)
      .where(sql`${t.status} IN ('queued', 'running')`),
    foreignKey({
      name: "company_exports_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type CompanyContactRow = typeof companyContacts.$inferSelect;
export type CompanyExportRow = typeof companyExports.$inferSelect;
/**
 * The company's greylist: substances, by CAS number, that the company restricts ("restricted": only with
 * approval) or bans ("banned"), with the reason. One entry per CAS number per company.
 */
export const greylistEntries = pgTable(
  "greylist_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    cas: text("cas").notNull(),
    name: text("name").notNull(),
    reason: text("reason").notNull().default(""),
    /** core/company-settings/values.ts GREYLIST_LEVELS. */
    level: text("level").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The list is shown by CAS number; the key is also what refuses a second entry for one substance.
    unique("greylist_entries_company_cas_key").on(t.companyId, t.cas),
    unique("greylist_entries_company_id_id_key").on(t.companyId, t.id),
  ],
);

export type GreylistRow = typeof greylistEntries.$inferSelect;

/* ------------------------------------------------------------------ */
/* Smart forms: templates and documents (docs/decisions/041)            */
/* ------------------------------------------------------------------ */

/**
 * A template makes documents of one kind (core/smartforms/kinds.ts DOCUMENT_TYPES): its structure is tabs of
 * fields with labels in up to ten languages (core/smartforms/template.ts). A document keeps a copy of the
 * structure it was filled in on, so editing a template never changes what a document says.
 */
export const smartformTemplates = pgTable(
  "smartform_templates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    /** 1 risk assessment, 2 SPS, 4 exposure, 5 chemical approval evaluation, 6 chemical approval request. */
    documentType: integer("document_type").notNull(),
    /** 1 smart form, 2 the older fixed form (legacy). */
    kind: integer("kind").notNull().default(1),
    name: text("name").notNull(),
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    /** The language the template was written in (language id): labels fall back to it. */
    languageId: integer("language_id").notNull().default(4),
    structure: jsonb("structure").$type<Record<string, unknown>>().notNull(),
    /** The template new documents of its kind start from. At most one per company and kind. */
    isDefault: boolean("is_default").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Raised by every save; a save naming an older revision is refused (two editors, one template). */
    revision: integer("revision").notNull().default(1),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("smartform_templates_company_id_id_key").on(t.companyId, t.id),
    index("smartform_templates_company_type_idx").on(t.companyId, t.documentType, t.nameLower, t.id),
    uniqueIndex("smartform_templates_one_default_idx")
      .on(t.companyId, t.documentType)
      .where(sql`${t.isDefault} AND ${t.archivedAt} IS NULL`),
    foreignKey({
      name: "smartform_templates_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * A document version. The versions of one document share root_id (the first version's id) and count up in
 * version_no; status is the risk status (1 in progress, 2 waiting for approval, 3 approved). The newest
 * approved version is the one in force: superseded_at is set on an approved version when a newer one is
 * approved. values holds the answers by field key (core/smartforms/values.ts).
 */
export const smartformDocuments = pgTable(
  "smartform_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    rootId: integer("root_id").notNull(),
    versionNo: integer("version_no").notNull().default(1),
    documentType: integer("document_type").notNull(),
    /** The template it was made on (a template with documents is archived, never deleted). */
    templateId: integer("template_id"),
    kind: integer("kind").notNull().default(1),
    structure: jsonb("structure").$type<Record<string, unknown>>().notNull(),
    title: text("title").notNull(),
    titleLower: text("title_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    languageId: integer("language_id").notNull().default(4),
    /** Where the document belongs (its list and who may see it); null for a company-wide document. */
    locationId: integer("location_id"),
    status: integer("status").notNull().default(1),
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    /** No newer version exists. Exactly one version of a document is latest. */
    isLatest: boolean("is_latest").notNull().default(true),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** When an approved assessment should be looked at again (the settings' review interval). */
    reviewDue: text("review_due"),
    /** The document this one is a translation of (another document, its own versions). */
    translatedFromId: integer("translated_from_id"),
    revision: integer("revision").notNull().default(1),
    createdBy: integer("created_by").notNull(),
    updatedBy: integer("updated_by"),
    submittedBy: integer("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedBy: integer("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("smartform_documents_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("smartform_documents_root_version_idx").on(t.companyId, t.rootId, t.versionNo),
    // Lists show each document's newest version, newest first; by location for a location's list.
    index("smartform_documents_list_idx")
      .on(t.companyId, t.documentType, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.isLatest}`),
    index("smartform_documents_location_idx")
      .on(t.companyId, t.locationId, t.documentType)
      .where(sql`${t.isLatest}`),
    index("smartform_documents_template_idx").on(t.companyId, t.templateId),
    index("smartform_documents_title_trgm_idx").using("gin", t.titleLower.op("gin_trgm_ops")),
    foreignKey({
      name: "smartform_documents_root_fk",
      columns: [t.companyId, t.rootId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smartform_documents_template_fk",
      columns: [t.companyId, t.templateId],
      foreignColumns: [smartformTemplates.companyId, smartformTemplates.id],
    }),
    foreignKey({
      name: "smartform_documents_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
    foreignKey({
      name: "smartform_documents_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * The products and locations a document is about (field connections): written from its product, location
 * and control-banding answers on every save, or set by POST /smartforms/v1/field_data/{id}. The status page
 * reads them to say which products an approved assessment covers.
 */
export const smartformFieldConnections = pgTable(
  "smartform_field_connections",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    fieldKey: text("field_key").notNull(),
    productId: integer("product_id"),
    locationId: integer("location_id"),
  },
  (t) => [
    index("smartform_field_connections_document_idx").on(t.companyId, t.documentId),
    index("smartform_field_connections_product_idx")
      .on(t.companyId, t.productId, t.documentId)
      .where(sql`${t.productId} IS NOT NULL`),
    index("smartform_field_connections_location_idx")
      .on(t.companyId, t.locationId, t.documentId)
      .where(sql`${t.locationId} IS NOT NULL`),
    foreignKey({
      name: "smartform_field_connections_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [smartformDocuments.companyId, smartformDocuments.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smartform_field_connections_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smartform_field_connections_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
  ],
);

/** What happened to a version on its way to approval: submitted, approved, sent back (with the comment). */
export const smartformDocumentDecisions = pgTable(
  "smartform_document_decisions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    userId: integer("user_id"),
    /** submitted, approved, sent_back. */
    decision: text("decision").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("smartform_document_decisions_document_idx").on(t.companyId, t.documentId, t.createdAt),
    foreignKey({
      name: "smartform_document_decisions_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [smartformDocuments.companyId, smartformDocuments.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smartform_document_decisions_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/** The measures of a document made on the older fixed form, kept as rows until moved to a smart form. */
export const smartformLegacyMeasures = pgTable(
  "smartform_legacy_measures",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    position: integer("position").notNull().default(0),
    text: text("text").notNull(),
    responsible: text("responsible").notNull().default(""),
    due: text("due"),
    done: boolean("done").notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("smartform_legacy_measures_company_id_id_key").on(t.companyId, t.id),
    index("smartform_legacy_measures_document_idx").on(t.companyId, t.documentId, t.position),
    foreignKey({
      name: "smartform_legacy_measures_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [smartformDocuments.companyId, smartformDocuments.id],
    }).onDelete("cascade"),
  ],
);

/** Read and understood: who confirmed a published version, and when. */
export const smartformAcknowledgements = pgTable(
  "smartform_acknowledgements",
  {
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    userId: integer("user_id").notNull(),
    acknowledgedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.documentId, t.userId] }),
    index("smartform_acknowledgements_user_idx").on(t.companyId, t.userId),
    foreignKey({
      name: "smartform_acknowledgements_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [smartformDocuments.companyId, smartformDocuments.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smartform_acknowledgements_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

export type SmartformTemplateRow = typeof smartformTemplates.$inferSelect;
export type SmartformDocumentRow = typeof smartformDocuments.$inferSelect;

/* ------------------------------------------------------------------ */
/* Exposure register (decision 047)                                    */
/* ------------------------------------------------------------------ */

/**
 * What a record keeps of its product, sheet and location as they were when it was written, so the register
 * still reads true decades later when the sheet has been replaced or the location renamed. The ids beside
 * it point at the live rows (products and locations are archived, never deleted; a product or sheet with
 * exposure records can't be deleted: the foreign keys refuse it).
 */
export interface ExposureSnapshot {
  product: { name: string; supplier: string };
  sds: {
    key: string;
    version: string;
    dateIssue: string;
    languageId: number;
    hazardStatements: string[];
    casNumbers: string[];
  } | null;
  location: { path: string } | null;
}

/**
 * Planned work with a registrable (CMR or otherwise registrable) product: the task, where, with what, who,
 * for how long and how often, and the measures. `uid` is its public id (URLs and the API). Recording an
 * occasion from a plan fills in what the plan knows. A plan is closed, never deleted.
 */
export const exposurePlans = pgTable(
  "exposure_plans",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    uid: text("uid")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    title: text("title").notNull(),
    titleLower: text("title_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /** The task as the workers do it: steps, amounts, equipment. */
    workDescription: text("work_description").notNull().default(""),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    /** The exact sheet the plan was made on. */
    sdsId: integer("sds_id"),
    snapshot: jsonb("snapshot").$type<ExposureSnapshot>().notNull(),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on"),
    /** Expected minutes per occasion. */
    expectedMinutes: integer("expected_minutes").notNull(),
    /** core/exposure/kinds.ts FREQUENCIES. */
    frequency: text("frequency").notNull(),
    /** Routes of exposure, bit flags (core/exposure/kinds.ts EXPOSURE_ROUTES). */
    routes: integer("routes").notNull().default(0),
    /** PPE, bit flags (core/smartforms/answers.ts PPE_CHOICES). */
    ppe: integer("ppe").notNull().default(0),
    measures: text("measures").notNull().default(""),
    /** The risk assessment (a smart-form document's root id) the plan was started from. */
    sourceDocumentId: integer("source_document_id"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by"),
    revision: integer("revision").notNull().default(1),
    createdBy: integer("created_by").notNull(),
    updatedBy: integer("updated_by"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("exposure_plans_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("exposure_plans_uid_idx").on(t.companyId, t.uid),
    // The plans list: open ones first by start date; by location and product for the register and the
    // recording form's "from a plan" choice.
    index("exposure_plans_list_idx").on(t.companyId, t.startsOn.desc(), t.id.desc()),
    // The list's default page, the open plans newest start first, read from an index of the open ones only
    // (a third of the plans are closed; the list otherwise skips them row by row).
    index("exposure_plans_open_list_idx")
      .on(t.companyId, t.startsOn.desc(), t.id.desc())
      .where(sql`closed_at IS NULL`),
    index("exposure_plans_location_idx").on(t.companyId, t.locationId),
    index("exposure_plans_product_idx").on(t.companyId, t.productId),
    index("exposure_plans_title_trgm_idx").using("gin", t.titleLower.op("gin_trgm_ops")),
    foreignKey({
      name: "exposure_plans_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
    foreignKey({
      name: "exposure_plans_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: "exposure_plans_sds_fk",
      columns: [t.companyId, t.sdsId],
      foreignColumns: [sdsDocuments.companyId, sdsDocuments.id],
    }),
    foreignKey({
      name: "exposure_plans_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/** The people a plan names: who is expected to do the work. */
export const exposurePlanPeople = pgTable(
  "exposure_plan_people",
  {
    companyId: companyIdColumn(),
    planId: integer("plan_id").notNull(),
    userId: integer("user_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.planId, t.userId] }),
    index("exposure_plan_people_user_idx").on(t.companyId, t.userId),
    foreignKey({
      name: "exposure_plan_people_plan_fk",
      columns: [t.companyId, t.planId],
      foreignColumns: [exposurePlans.companyId, exposurePlans.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "exposure_plan_people_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * One occasion on which a person was exposed: who, to what (the exact sheet), where, when, for how long, by
 * which routes, measured values, the PPE worn and any incident. Kept for the company's retention period
 * (core/exposure/retention.ts) after the exposure: the database refuses a delete (trigger in migration 0015);
 * a correction raises `revision` and keeps the earlier values in exposure_instance_revisions; a record made
 * in error is voided (voided_at, with the reason), never removed.
 */
export const exposureInstances = pgTable(
  "exposure_instances",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    uid: text("uid")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    personId: integer("person_id").notNull(),
    planId: integer("plan_id"),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    sdsId: integer("sds_id"),
    snapshot: jsonb("snapshot").$type<ExposureSnapshot>().notNull(),
    /** When the exposure began. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Minutes (entered as hh:mm). */
    durationMinutes: integer("duration_minutes").notNull(),
    routes: integer("routes").notNull().default(0),
    ppe: integer("ppe").notNull().default(0),
    /** Measured values: [{ agent, value, unit, method }] (core/exposure/kinds.ts Measurement). */
    measurements: jsonb("measurements")
      .$type<{ agent: string; value: number; unit: string; method: string }[]>()
      .notNull()
      .default([]),
    incident: text("incident").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** Recorded by the person themself (self-reported) or by someone keeping the register. */
    recordedBy: integer("recorded_by").notNull(),
    revision: integer("revision").notNull().default(1),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: integer("voided_by"),
    voidReason: text("void_reason"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("exposure_instances_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("exposure_instances_uid_idx").on(t.companyId, t.uid),
    // A person's history, newest first (My page, the history page, the PDF).
    index("exposure_instances_person_idx").on(t.companyId, t.personId, t.startedAt.desc(), t.id.desc()),
    // The instances list, newest first, and by location, product or plan.
    index("exposure_instances_list_idx").on(t.companyId, t.startedAt.desc(), t.id.desc()),
    index("exposure_instances_location_idx").on(t.companyId, t.locationId, t.startedAt.desc()),
    index("exposure_instances_product_idx").on(t.companyId, t.productId, t.startedAt.desc()),
    index("exposure_instances_plan_idx").on(t.companyId, t.planId),
    // The register entry's first and last dates, recomputed after a correction or a void.
    index("exposure_instances_entry_idx").on(t.companyId, t.locationId, t.productId, t.personId, t.startedAt),
    foreignKey({
      name: "exposure_instances_person_fk",
      columns: [t.companyId, t.personId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "exposure_instances_plan_fk",
      columns: [t.companyId, t.planId],
      foreignColumns: [exposurePlans.companyId, exposurePlans.id],
    }),
    foreignKey({
      name: "exposure_instances_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
    foreignKey({
      name: "exposure_instances_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: "exposure_instances_sds_fk",
      columns: [t.companyId, t.sdsId],
      foreignColumns: [sdsDocuments.companyId, sdsDocuments.id],
    }),
    foreignKey({
      name: "exposure_instances_recorded_by_fk",
      columns: [t.companyId, t.recordedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * A record's earlier values: one row per correction or void, holding the fields as they were before it
 * (revision is the one they belonged to), who changed them, when and why. Append-only (trigger).
 */
export const exposureInstanceRevisions = pgTable(
  "exposure_instance_revisions",
  {
    companyId: companyIdColumn(),
    instanceId: integer("instance_id").notNull(),
    revision: integer("revision").notNull(),
    /** "corrected" or "voided". */
    change: text("change").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").notNull(),
    changedBy: integer("changed_by").notNull(),
    changedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.instanceId, t.revision] }),
    foreignKey({
      name: "exposure_instance_revisions_instance_fk",
      columns: [t.companyId, t.instanceId],
      foreignColumns: [exposureInstances.companyId, exposureInstances.id],
    }),
    foreignKey({
      name: "exposure_instance_revisions_changed_by_fk",
      columns: [t.companyId, t.changedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * The register: per location, product and person, the first and last exposure, how many occasions and the
 * minutes in all, counting records that are not voided. Written by PostgreSQL only (a trigger on
 * exposure_instances, migration 0015), so it is always true to the records and the register page reads
 * one row per line instead of aggregating a million instances.
 */
export const exposureRegisterEntries = pgTable(
  "exposure_register_entries",
  {
    companyId: companyIdColumn(),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    personId: integer("person_id").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    occasions: integer("occasions").notNull(),
    totalMinutes: integer("total_minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locationId, t.productId, t.personId] }),
    // The register newest first; by person and by product for its filters.
    index("exposure_register_entries_last_idx").on(t.companyId, t.lastAt.desc()),
    index("exposure_register_entries_person_idx").on(t.companyId, t.personId, t.lastAt.desc()),
    index("exposure_register_entries_product_idx").on(t.companyId, t.productId, t.lastAt.desc()),
  ],
);

export type ExposurePlanRow = typeof exposurePlans.$inferSelect;
export type ExposureInstanceRow = typeof exposureInstances.$inferSelect;
export type ExposureRegisterEntryRow = typeof exposureRegisterEntries.$inferSelect;

// ── Risk-assessment status: the kept summary of which placements an assessment names ──

/**
 * Per placement (a product held, not archived) that some risk assessment names at its location, above it or
 * company-wide: the assessment that decides its state (decision 044) and what that state rests on. Every
 * placement without a row is "none". Written by PostgreSQL only (risk_status_refresh, called by triggers on
 * documents, their field connections, placements, sheets and location moves: migration 0016), so the status
 * page counts and pages these rows instead of working out every placement's state on each request. The
 * dates are kept, not the state: "review due" depends on today, compared when read.
 */
export const riskStatusMarks = pgTable(
  "risk_status_marks",
  {
    companyId: companyIdColumn(),
    placementId: integer("placement_id").notNull(),
    productId: integer("product_id").notNull(),
    locationId: integer("location_id").notNull(),
    assessmentId: integer("assessment_id").notNull(),
    /** Approved and not superseded; false: the newest version is in progress or waiting for approval. */
    inForce: boolean("in_force").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    reviewDue: text("review_due"),
    /** In force, and the product's current sheet arrived after the approval. */
    sdsChanged: boolean("sds_changed").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.placementId] }),
    index("risk_status_marks_product_idx").on(t.companyId, t.productId),
    index("risk_status_marks_location_idx").on(
      t.companyId,
      t.locationId,
      t.inForce,
      t.sdsChanged,
      t.reviewDue,
    ),
  ],
);

export type RiskStatusMarkRow = typeof riskStatusMarks.$inferSelect;
// ---------------------------------------------------------------------------------------------------------
// Workplace descriptions (the instruction a worker reads where a product is used) and the company's poster.
// ---------------------------------------------------------------------------------------------------------

/**
 * One version of a workplace description. A description is a series of versions sharing `series_id` (the id
 * of its first version); `version` counts from 1. Publishing a new version sets `superseded_by_id` on the one
 * it replaces, which stays readable. The current version of a series is the one with superseded_by_id NULL;
 * what workers read at a location is a current, published, not archived one (the read-link page and
 * read-and-understood use api/workplace-descriptions/read.ts, never this table directly).
 */
export const workplaceDescriptions = pgTable(
  "workplace_descriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    seriesId: integer("series_id").notNull(),
    version: integer("version").notNull().default(1),
    /** core/workplace-descriptions/sections.ts WPD_STATUSES. */
    status: text("status").notNull().default("draft"),
    title: text("title").notNull(),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id"),
    /** The sheet the description was prefilled from. */
    sdsId: integer("sds_id"),
    /** Language id (core/languages.ts). */
    languageId: integer("language_id").notNull(),
    /** The text of each section (core/workplace-descriptions/sections.ts WPD_SECTIONS). */
    sections: jsonb("sections").$type<Record<string, string>>().notNull(),
    pictograms: text("pictograms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hazardStatements: text("hazard_statements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    signalWord: text("signal_word"),
    supersededById: integer("superseded_by_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("workplace_descriptions_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("workplace_descriptions_series_version_idx").on(t.companyId, t.seriesId, t.version),
    // A location's current descriptions (the lists and the read-link page).
    index("workplace_descriptions_location_idx").on(t.companyId, t.locationId, t.supersededById),
    index("workplace_descriptions_product_idx").on(t.companyId, t.productId),
    // The lists' pages by title: the current versions, active and archived each in their own index, so a
    // page and its count read only the rows listed.
    index("workplace_descriptions_current_title_idx")
      .on(t.companyId, sql`lower(${t.title})`, t.id)
      .where(sql`superseded_by_id IS NULL AND archived_at IS NULL`),
    index("workplace_descriptions_archived_title_idx")
      .on(t.companyId, sql`lower(${t.title})`, t.id)
      .where(sql`superseded_by_id IS NULL AND archived_at IS NOT NULL`),
    foreignKey({
      name: "workplace_descriptions_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
    foreignKey({
      name: "workplace_descriptions_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: "workplace_descriptions_sds_fk",
      columns: [t.companyId, t.sdsId],
      foreignColumns: [sdsDocuments.companyId, sdsDocuments.id],
    }),
    foreignKey({
      name: "workplace_descriptions_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/** The company's poster layout: sections shown, logo, emergency numbers, languages. One row per company. */
export const workplaceDescriptionPosters = pgTable("workplace_description_posters", {
  companyId: companyIdColumn().primaryKey(),
  /** The sections the poster prints, in order (core/workplace-descriptions/sections.ts). */
  sections: text("sections").array().notNull(),
  /** The storage key of the logo image, when there is one. */
  logoKey: text("logo_key"),
  emergencyNumbers: text("emergency_numbers").notNull().default(""),
  /** Up to two language ids: two print side by side. */
  languageIds: integer("language_ids")
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  updatedAt: updatedAtColumn(),
});

export type WorkplaceDescriptionRow = typeof workplaceDescriptions.$inferSelect;
/* ------------------------------------------------------------------ read and understood (assignments) */

/**
 * Who must read and understand which document (docs/decisions/050-read-and-understood.md). A document is
 * named by its kind (core/read-understood/kinds.ts) and its id in that kind's own table: a smart-form
 * document's root id (every version is the same document), a product's id (its current sheet). An
 * assignment names one person or one location (the people whose top nodes lie there, and below when
 * with_sublocations). What is acknowledged lives with each kind, per version.
 */
export const rnuAssignments = pgTable(
  "rnu_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    documentKind: text("document_kind").notNull(),
    documentId: integer("document_id").notNull(),
    userId: integer("user_id"),
    locationId: integer("location_id"),
    withSublocations: boolean("with_sublocations").notNull().default(true),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("rnu_assignments_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("rnu_assignments_person_key")
      .on(t.companyId, t.documentKind, t.documentId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex("rnu_assignments_location_key")
      .on(t.companyId, t.documentKind, t.documentId, t.locationId)
      .where(sql`${t.locationId} IS NOT NULL`),
    index("rnu_assignments_user_idx").on(t.companyId, t.userId),
    index("rnu_assignments_location_idx").on(t.companyId, t.locationId),
    check("rnu_assignments_one_target", sql`(${t.userId} IS NULL) <> (${t.locationId} IS NULL)`),
    foreignKey({
      name: "rnu_assignments_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "rnu_assignments_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
  ],
);

/** Read and understood of a product's safety data sheet: per sheet, so a new sheet asks again. */
export const sdsAcknowledgements = pgTable(
  "sds_acknowledgements",
  {
    companyId: companyIdColumn(),
    sdsId: integer("sds_id").notNull(),
    userId: integer("user_id").notNull(),
    acknowledgedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.sdsId, t.userId] }),
    index("sds_acknowledgements_user_idx").on(t.companyId, t.userId),
    foreignKey({
      name: "sds_acknowledgements_sds_fk",
      columns: [t.companyId, t.sdsId],
      foreignColumns: [sdsDocuments.companyId, sdsDocuments.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_acknowledgements_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

/** When a person was last reminded of what they have not acknowledged (at most once per interval). */
export const rnuReminders = pgTable(
  "rnu_reminders",
  {
    companyId: companyIdColumn(),
    userId: integer("user_id").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    foreignKey({
      name: "rnu_reminders_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);
/* ------------------------------------------------------------------ */
/* QR read links (docs/decisions/051-read-links-and-permalinks.md)     */
/* ------------------------------------------------------------------ */

/**
 * A read link: a secret URL that opens one location's read-only page (its products, their sheets and its
 * published workplace descriptions) without signing in. The URL carries `public_id` followed by the secret;
 * only a SHA-256 hash of the secret is kept, so the table cannot give a working link away. A link ends at
 * `expires_at` or when revoked; rows are kept (the QR library) so a printed sticker's fate can be looked up.
 */
export const readLinks = pgTable(
  "read_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    locationId: integer("location_id").notNull(),
    /** The link's lookup part (random, base64url, 12 characters): found by it, then the secret is compared. */
    publicId: text("public_id").notNull(),
    /** SHA-256 of the secret part, hex. */
    secretHash: text("secret_hash").notNull(),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by"),
  },
  (t) => [
    unique("read_links_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("read_links_public_id_idx").on(t.publicId),
    // The library, newest first, and a location's links.
    index("read_links_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("read_links_company_location_idx").on(t.companyId, t.locationId),
    foreignKey({
      name: "read_links_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "read_links_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "read_links_revoked_by_fk",
      columns: [t.companyId, t.revokedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type ReadLinkRow = typeof readLinks.$inferSelect;

/* ------------------------------------------------------------------ SDS requests (supplier requests) */

/**
 * A request to a supplier for the newest safety data sheet of one product (api/sds-requests). The supplier
 * answers through /sds-update-request/{token} without an account: the token is a public id (to find the row)
 * and a secret of which only the SHA-256 is kept. status is what was stored last; a request still sent or
 * opened after expires_at counts as expired wherever it is read (core/sds-requests/rules.ts).
 */
export const sdsRequests = pgTable(
  "sds_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    productId: integer("product_id").notNull(),
    /** The key of the sheet that was current when the request was made (null: the product had none). */
    currentSdsKey: text("current_sds_key"),
    supplierEmail: text("supplier_email").notNull(),
    /** Language ids (core/languages.ts) and market country ids (core/countries.ts) asked for. */
    languages: integer("languages").array().notNull(),
    markets: integer("markets").array().notNull(),
    /** The language the supplier's mails are written in. */
    mailLanguage: integer("mail_language").notNull().default(4),
    publicId: text("public_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    /**
     * The hashes of the secrets each reminder carried (a reminder sends a fresh link with the same public id,
     * since the first secret is not kept); every one of them opens the request.
     */
    reminderSecretHashes: text("reminder_secret_hashes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").notNull().default("sent"),
    /** new_version (sheets uploaded: sds_request_answers) or still_valid; null until answered. */
    answer: text("answer"),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    reminders: integer("reminders").notNull().default(0),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by"),
  },
  (t) => [
    unique("sds_requests_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("sds_requests_public_id_idx").on(t.publicId),
    // The list, newest first, and a product's requests.
    index("sds_requests_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("sds_requests_company_product_idx").on(t.companyId, t.productId),
    // The reminder run looks at open requests only.
    index("sds_requests_open_idx")
      .on(t.expiresAt)
      .where(sql`status IN ('sent', 'opened')`),
    check(
      "sds_requests_status_check",
      sql`${t.status} IN ('sent', 'opened', 'answered', 'accepted', 'rejected', 'expired')`,
    ),
    check(
      "sds_requests_answer_check",
      sql`${t.answer} IS NULL OR ${t.answer} IN ('new_version', 'still_valid')`,
    ),
    foreignKey({
      name: "sds_requests_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_requests_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "sds_requests_decided_by_fk",
      columns: [t.companyId, t.decidedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type SdsRequestRow = typeof sdsRequests.$inferSelect;

/**
 * One sheet a supplier uploaded in answer to a request: a pending sheet of the product (sds_documents), which
 * accepting the request applies like /replace-sds and rejecting removes. The row stays (sds_key, file name)
 * so the answer can later be shown as an event or an action even after the sheet is gone.
 */
export const sdsRequestAnswers = pgTable(
  "sds_request_answers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    requestId: integer("request_id").notNull(),
    sdsKey: text("sds_key").notNull(),
    languageId: integer("language_id").notNull(),
    marketId: integer("market_id").notNull(),
    fileName: text("file_name").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("sds_request_answers_company_id_id_key").on(t.companyId, t.id),
    index("sds_request_answers_request_idx").on(t.companyId, t.requestId),
    foreignKey({
      name: "sds_request_answers_request_fk",
      columns: [t.companyId, t.requestId],
      foreignColumns: [sdsRequests.companyId, sdsRequests.id],
    }).onDelete("cascade"),
  ],
);

/* ------------------------------------------------------------------ */
/* Legislation lists: screening products against regulatory lists      */
/* (docs/decisions/055-legislation-screening.md)                       */
/* ------------------------------------------------------------------ */

/**
 * A version of a regulatory list (SVHC Candidate List, REACH Annex XIV and XVII, CLP Annex VI CMR): the
 * shipped file (owner_company_id NULL, the same for every company) or a newer file a company's administrator
 * imported, which only that company screens against. A company screens against the newest version of each
 * list among the shipped ones and its own (legislation_versions_of in the migration).
 */
export const legislationListVersions = pgTable(
  "legislation_list_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    listCode: text("list_code").notNull(),
    /** The newest date the list's entries carry (ISO date), or the import day when they carry none. */
    versionDate: text("version_date").notNull(),
    fileName: text("file_name").notNull(),
    /** sha256 of the file: a shipped file already loaded is not loaded again. */
    fileHash: text("file_hash").notNull(),
    entryCount: integer("entry_count").notNull(),
    ownerCompanyId: integer("owner_company_id").references(() => companies.id, { onDelete: "cascade" }),
    importedBy: integer("imported_by"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("legislation_list_versions_list_idx").on(t.listCode, t.ownerCompanyId, t.versionDate)],
);

/** An entry of a list version: a substance (or group) with the list's reason and date for it. */
export const legislationEntries = pgTable(
  "legislation_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    versionId: integer("version_id")
      .notNull()
      .references(() => legislationListVersions.id, { onDelete: "cascade" }),
    ref: text("ref").notNull(),
    name: text("name").notNull(),
    cas: text("cas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ec: text("ec"),
    reason: text("reason").notNull(),
    /** ISO dates as text (they compare as text): the entry's date and the period it applies in. */
    date: text("date"),
    validFrom: text("valid_from"),
    validUntil: text("valid_until"),
    link: text("link"),
    detail: text("detail"),
  },
  (t) => [index("legislation_entries_version_idx").on(t.versionId, t.ref)],
);

/** The keys an entry is found by (core/legislation/keys.ts): "cas:…", or "ec:…" / "name:…" without a CAS. */
export const legislationEntryKeys = pgTable(
  "legislation_entry_keys",
  {
    key: text("key").notNull(),
    versionId: integer("version_id")
      .notNull()
      .references(() => legislationListVersions.id, { onDelete: "cascade" }),
    entryId: integer("entry_id")
      .notNull()
      .references(() => legislationEntries.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "legislation_entry_keys_pkey", columns: [t.key, t.versionId, t.entryId] }),
    index("legislation_entry_keys_version_idx").on(t.versionId),
  ],
);

/**
 * The screening's result, kept: a product of the company whose current sheets name a substance on a list
 * entry. Written set-based by legislation_rescreen (migration): for a company's products when its lists
 * change, and for the products whose sheets change (triggers on sds_documents). Every version's entries
 * are screened; readers keep the entries in force today (valid_from/valid_until).
 */
export const legislationHits = pgTable(
  "legislation_hits",
  {
    // No foreign keys: checking three per written hit was most of a full screening's time. Triggers on
    // products and legislation_entries delete the hits of what is deleted (migration), and a company's
    // products (hence their sheets and hits) go with the company.
    companyId: integer("company_id").notNull(),
    productId: integer("product_id").notNull(),
    entryId: integer("entry_id").notNull(),
    listCode: text("list_code").notNull(),
    /** cas, ec or name. */
    matchedBy: text("matched_by").notNull(),
    /** The substance of the sheet that matched, as the sheet names it. */
    substance: text("substance").notNull(),
  },
  (t) => [
    primaryKey({ name: "legislation_hits_pkey", columns: [t.companyId, t.productId, t.entryId] }),
    // The entry too, so that the lists' product counts read the index alone (decision 073).
    index("legislation_hits_company_list_idx").on(t.companyId, t.listCode, t.productId, t.entryId),
    index("legislation_hits_entry_idx").on(t.entryId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Read and understood of workplace descriptions (docs/decisions/050-read-and-understood.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * Read and understood of a workplace description: per version (the row of workplace_descriptions), so a new
 * published version asks again. Shaped like sds_acknowledgements.
 */
export const wpdAcknowledgements = pgTable(
  "wpd_acknowledgements",
  {
    companyId: companyIdColumn(),
    versionId: integer("version_id").notNull(),
    userId: integer("user_id").notNull(),
    acknowledgedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.versionId, t.userId] }),
    index("wpd_acknowledgements_user_idx").on(t.companyId, t.userId),
    foreignKey({
      name: "wpd_acknowledgements_version_fk",
      columns: [t.companyId, t.versionId],
      foreignColumns: [workplaceDescriptions.companyId, workplaceDescriptions.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "wpd_acknowledgements_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

/* ------------------------------------------------------------------ */
/* Kept substance keys of current sheets, and custom lists             */
/* (docs/decisions/055-legislation-screening.md, 059-custom-lists.md)  */
/* ------------------------------------------------------------------ */

/**
 * The keys each current sheet's substances offer (core/legislation/keys.ts: "cas:…", "ec:…", "name:…"),
 * computed once when the sheet is written (statement triggers on sds_documents) so that screening joins kept
 * keys to list keys and never reads the sheets' JSON. One row per sheet and key: the best source wins (a
 * named substance before the sheet's own CAS numbers). Pending and superseded sheets have none.
 */
export const legislationSheetKeys = pgTable(
  "legislation_sheet_keys",
  {
    // Kept by the sheet triggers only, without foreign keys (a check per key row would slow a bulk load of
    // sheets): a deleted sheet's keys are deleted by its trigger, also when the company goes.
    companyId: integer("company_id").notNull(),
    productId: integer("product_id").notNull(),
    sheetId: integer("sheet_id").notNull(),
    key: text("key").notNull(),
    /** 0 cas, 1 ec, 2 name: the order a hit prefers its match in. */
    kind: integer("kind").notNull(),
    /** 0 a substance of the sheet, 1 the sheet's own CAS numbers. */
    pref: integer("pref").notNull(),
    /** The substance as the sheet names it (the sheet's label for its own CAS numbers). */
    substance: text("substance").notNull(),
  },
  (t) => [
    primaryKey({ name: "legislation_sheet_keys_pkey", columns: [t.sheetId, t.key] }),
    index("legislation_sheet_keys_company_key_idx").on(t.companyId, t.key),
    index("legislation_sheet_keys_company_product_idx").on(t.companyId, t.productId),
  ],
);

/**
 * A company's own list of substances (core/custom-lists): banned, to be phased out by a date, or needing
 * approval. Screened like the legislation lists, against the kept sheet keys, when read.
 */
export const customLists = pgTable(
  "custom_lists",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    /** core/custom-lists CUSTOM_LIST_KINDS. */
    kind: text("kind").notNull(),
    /** ISO date: the day a phase-out list's substances must be gone (phase-out lists only). */
    phaseOutDate: text("phase_out_date"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("custom_lists_company_name_key").on(t.companyId, t.name),
    unique("custom_lists_company_id_id_key").on(t.companyId, t.id),
  ],
);

/** A substance of a custom list, found by the key of core/legislation/keys.ts entryKeys (CAS, EC, name). */
export const customListEntries = pgTable(
  "custom_list_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    listId: integer("list_id").notNull(),
    name: text("name").notNull(),
    cas: text("cas"),
    ec: text("ec"),
    reason: text("reason").notNull().default(""),
    /** ISO date the entry was decided (shown with the hit). */
    date: text("date"),
    key: text("key").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("custom_list_entries_list_key").on(t.companyId, t.listId, t.key),
    unique("custom_list_entries_company_id_id_key").on(t.companyId, t.id),
    index("custom_list_entries_company_key_idx").on(t.companyId, t.key),
    foreignKey({
      name: "custom_list_entries_list_fk",
      columns: [t.companyId, t.listId],
      foreignColumns: [customLists.companyId, customLists.id],
    }).onDelete("cascade"),
  ],
);

export type CustomListRow = typeof customLists.$inferSelect;
export type CustomListEntryRow = typeof customListEntries.$inferSelect;

// ---------------------------------------------------------------------------------------------------------
// Substitution (docs/decisions/060-substitution.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * A substitution: a product the company wants to replace, the candidate that would replace it (none yet in
 * a draft), the decision's status (the list-item enumeration: draft 1, new 2, approved 4, rejected 5) and its
 * reason. Decided ones (approved, rejected) are the substitution history and are never changed.
 */
export const substitutions = pgTable(
  "substitutions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    productId: integer("product_id").notNull(),
    substituteProductId: integer("substitute_product_id"),
    status: integer("status").notNull(),
    reason: text("reason").notNull().default(""),
    createdBy: integer("created_by"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("substitutions_company_id_id_key").on(t.companyId, t.id),
    // The history, newest change first, keyset by (updated_at, id) within a company.
    index("substitutions_company_updated_idx").on(t.companyId, t.updatedAt, t.id),
    // A product's substitutions, both ways (/substituted/{id}).
    index("substitutions_company_product_idx").on(t.companyId, t.productId),
    index("substitutions_company_substitute_idx").on(t.companyId, t.substituteProductId),
    check("substitutions_status_check", sql`${t.status} IN (1, 2, 4, 5)`),
    check("substitutions_reason_length_check", sql`char_length(${t.reason}) <= 2000`),
    foreignKey({
      name: "substitutions_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "substitutions_substitute_fk",
      columns: [t.companyId, t.substituteProductId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "substitutions_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "substitutions_decided_by_fk",
      columns: [t.companyId, t.decidedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type SubstitutionRow = typeof substitutions.$inferSelect;

// ---------------------------------------------------------------------------------------------------------
// Training: courses and who completed them (docs/decisions/058-training.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * A training course the company keeps: how long a completion stays valid (null: it never expires) and the
 * products and locations it is about (training_course_products, training_course_locations).
 */
export const trainingCourses = pgTable(
  "training_courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    title: text("title").notNull(),
    titleLower: text("title_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    description: text("description").notNull().default(""),
    validityMonths: integer("validity_months"),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("training_courses_company_id_id_key").on(t.companyId, t.id),
    index("training_courses_title_idx").on(t.companyId, t.titleLower, t.id),
    check(
      "training_courses_validity_check",
      sql`${t.validityMonths} IS NULL OR ${t.validityMonths} BETWEEN 1 AND 240`,
    ),
    foreignKey({
      name: "training_courses_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/** The locations a course is about: the people who work there should have it. */
export const trainingCourseLocations = pgTable(
  "training_course_locations",
  {
    companyId: companyIdColumn(),
    courseId: integer("course_id").notNull(),
    locationId: integer("location_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.courseId, t.locationId] }),
    index("training_course_locations_location_idx").on(t.companyId, t.locationId),
    foreignKey({
      name: "training_course_locations_course_fk",
      columns: [t.companyId, t.courseId],
      foreignColumns: [trainingCourses.companyId, trainingCourses.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "training_course_locations_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
  ],
);

/** The products a course is about (handling them safely is what it teaches). */
export const trainingCourseProducts = pgTable(
  "training_course_products",
  {
    companyId: companyIdColumn(),
    courseId: integer("course_id").notNull(),
    productId: integer("product_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.courseId, t.productId] }),
    index("training_course_products_product_idx").on(t.companyId, t.productId),
    foreignKey({
      name: "training_course_products_course_fk",
      columns: [t.companyId, t.courseId],
      foreignColumns: [trainingCourses.companyId, trainingCourses.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "training_course_products_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
  ],
);

/**
 * One completion of a course by a person: the day, who recorded it and when. A renewal is a new row; the
 * latest completion decides the person's standing. The expiry is not stored: it follows from the course's
 * validity (completed_on + validity_months), so changing the validity changes every expiry at once.
 */
export const trainingCompletions = pgTable(
  "training_completions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    /** YYYY-MM-DD. */
    completedOn: text("completed_on").notNull(),
    recordedBy: integer("recorded_by").notNull(),
    recordedAt: createdAtColumn(),
  },
  (t) => [
    unique("training_completions_company_id_id_key").on(t.companyId, t.id),
    // A course's participants and everyone's latest completion of it.
    index("training_completions_course_idx").on(t.companyId, t.courseId, t.userId, t.completedOn.desc()),
    index("training_completions_user_idx").on(t.companyId, t.userId),
    check("training_completions_day_check", sql`${t.completedOn} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    foreignKey({
      name: "training_completions_course_fk",
      columns: [t.companyId, t.courseId],
      foreignColumns: [trainingCourses.companyId, trainingCourses.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "training_completions_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "training_completions_recorded_by_fk",
      columns: [t.companyId, t.recordedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// SDS events and actions (docs/decisions/057-sds-events-and-actions.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * The company's SDS timeline: one row per thing that happened to a product's sheets (uploaded, replaced,
 * copied, set expired, a supplier's answer, a new legislation-list hit), written in the transaction of the
 * change itself. Rows are never updated; a page reads the newest first by (occurred_at, id), which the
 * indexes serve for the whole company, one kind or one product without sorting.
 */
export const sdsEvents = pgTable(
  "sds_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    kind: text("kind").notNull(),
    productId: integer("product_id").notNull(),
    /** The sheet the event is about (its public key, kept even after the sheet is gone); null: none. */
    sdsKey: text("sds_key"),
    /** The location the event happened at, when it happened at one. */
    locationId: integer("location_id"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who caused it; null for a supplier or the system. */
    actorId: integer("actor_id"),
    /** A few facts of the event (versions, file name, list and entry), at most a few hundred bytes. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    unique("sds_events_company_id_id_key").on(t.companyId, t.id),
    index("sds_events_company_time_idx").on(t.companyId, t.occurredAt.desc(), t.id.desc()),
    index("sds_events_company_kind_time_idx").on(t.companyId, t.kind, t.occurredAt.desc(), t.id.desc()),
    index("sds_events_company_product_time_idx").on(
      t.companyId,
      t.productId,
      t.occurredAt.desc(),
      t.id.desc(),
    ),
    check(
      "sds_events_kind_check",
      sql`${t.kind} IN ('uploaded', 'replaced', 'copied', 'expired', 'supplier_answered', 'list_hit')`,
    ),
    foreignKey({
      name: "sds_events_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_events_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_events_actor_fk",
      columns: [t.companyId, t.actorId],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * A sheet set expired by hand (the supplier withdrew it, or it is no longer valid): it stays the product's
 * sheet of record until a newer one replaces it, marked expired. One row per sheet.
 */
export const sdsExpirations = pgTable(
  "sds_expirations",
  {
    companyId: companyIdColumn(),
    sdsId: integer("sds_id").notNull(),
    expiredAt: createdAtColumn(),
    expiredBy: integer("expired_by"),
  },
  (t) => [
    primaryKey({ name: "sds_expirations_pkey", columns: [t.companyId, t.sdsId] }),
    foreignKey({
      name: "sds_expirations_sds_fk",
      columns: [t.companyId, t.sdsId],
      foreignColumns: [sdsDocuments.companyId, sdsDocuments.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_expirations_user_fk",
      columns: [t.companyId, t.expiredBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * A follow-up task: made by hand or by an event (a supplier's answer to accept or reject, a new list hit to
 * review). from_sds_key/to_sds_key name the two sheets of a change (old and new), so a comparison of the
 * two can be linked; both null for a task about no sheet change.
 */
export const sdsActions = pgTable(
  "sds_actions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    assigneeId: integer("assignee_id"),
    /** ISO date (YYYY-MM-DD); null: no due date. */
    dueDate: text("due_date"),
    status: text("status").notNull().default("open"),
    locationId: integer("location_id"),
    productId: integer("product_id"),
    /** The sheet the task is about (the new one of a change). */
    toSdsKey: text("to_sds_key"),
    /** The sheet it replaces, for a change between two sheets. */
    fromSdsKey: text("from_sds_key"),
    eventId: integer("event_id"),
    /** manual, supplier_answer, list_hit or change_impact: what made the task. */
    origin: text("origin").notNull().default("manual"),
    /** A change-impact action: the kind of thing the new sheet touches (core/sds-change-impact). */
    impactKind: text("impact_kind"),
    /** A change-impact action: the app path of the thing it touches (a document, a location's page). */
    impactPath: text("impact_path"),
    createdBy: integer("created_by"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: integer("completed_by"),
  },
  (t) => [
    unique("sds_actions_company_id_id_key").on(t.companyId, t.id),
    // The lists: open first by due date (no date last), then newest; per assignee; per location; per product.
    // In the lists' exact ORDER BY (status DESC puts 'open' before 'done'; every column NULLS LAST), so a page
    // is read from the index in order instead of sorting every open action.
    index("sds_actions_company_status_due_idx").on(
      t.companyId,
      t.status.desc().nullsLast(),
      t.dueDate.asc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    index("sds_actions_company_assignee_idx").on(
      t.companyId,
      t.assigneeId,
      t.status.desc().nullsLast(),
      t.dueDate.asc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    index("sds_actions_company_location_idx").on(t.companyId, t.locationId),
    index("sds_actions_company_product_idx").on(t.companyId, t.productId),
    index("sds_actions_event_idx").on(t.companyId, t.eventId),
    // A report of actions in title order (its natural order) reads its page from here instead of sorting them all.
    index("sds_actions_company_title_idx").on(t.companyId, sql`lower(${t.title})`, t.id),
    check("sds_actions_status_check", sql`${t.status} IN ('open', 'done')`),
    check(
      "sds_actions_origin_check",
      sql`${t.origin} IN ('manual', 'supplier_answer', 'list_hit', 'change_impact')`,
    ),
    check("sds_actions_due_date_check", sql`${t.dueDate} IS NULL OR ${t.dueDate} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    foreignKey({
      name: "sds_actions_assignee_fk",
      columns: [t.companyId, t.assigneeId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "sds_actions_location_fk",
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_actions_product_fk",
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "sds_actions_event_fk",
      columns: [t.companyId, t.eventId],
      foreignColumns: [sdsEvents.companyId, sdsEvents.id],
    }),
    foreignKey({
      name: "sds_actions_created_by_fk",
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: "sds_actions_completed_by_fk",
      columns: [t.companyId, t.completedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/**
 * A user who gets the daily e-mail digest of new SDS events (their own setting), and up to which event the
 * last digest went, so each event is sent once.
 */
export const sdsEventDigests = pgTable(
  "sds_event_digests",
  {
    companyId: companyIdColumn(),
    userId: integer("user_id").notNull(),
    /** The newest event id the last digest covered (0: none yet, start from subscribing). */
    lastEventId: integer("last_event_id").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: "sds_event_digests_pkey", columns: [t.companyId, t.userId] }),
    foreignKey({
      name: "sds_event_digests_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Kept counts of the lists (the exposure plans list's total without filters)
// ---------------------------------------------------------------------------------------------------------

/**
 * Each company's exposure plans, open and closed, kept by statement triggers on exposure_plans (migration
 * of the same name), so the plans list's total for a reader of all plans is one primary-key read instead of
 * counting up to 100,000 rows per request. A filtered or scoped list counts its rows.
 */
export const exposurePlanCounts = pgTable("exposure_plan_counts", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  open: integer("open").notNull().default(0),
  closed: integer("closed").notNull().default(0),
});

// Internal documents publisher: suppliers, substances and standard phrases (docs/decisions/069-publisher-material.md)
// ---------------------------------------------------------------------------------------------------------

/** A supplier or manufacturer the company names on the safety data sheets it authors itself. */
export const publisherManufacturers = pgTable(
  "publisher_manufacturers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    /** The role on the sheet (core/publisher/rules.ts MANUFACTURER_TYPES): 1 manufacturer … 4 distributor. */
    typeId: integer("type_id").notNull(),
    address: text("address").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    city: text("city").notNull().default(""),
    /** Where the supplier sits (core/countries.ts id). */
    countryId: integer("country_id"),
    phone: text("phone").notNull().default(""),
    emergencyPhone: text("emergency_phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("publisher_manufacturers_company_id_id_key").on(t.companyId, t.id),
    index("publisher_manufacturers_company_name_idx").on(t.companyId, t.name, t.id),
    check("publisher_manufacturers_type_check", sql`${t.typeId} BETWEEN 1 AND 4`),
    check("publisher_manufacturers_name_check", sql`char_length(${t.name}) BETWEEN 1 AND 200`),
  ],
);

/** The markets (countries, core/countries.ts ids) a supplier's sheets are written for. */
export const publisherManufacturerMarkets = pgTable(
  "publisher_manufacturer_markets",
  {
    companyId: companyIdColumn(),
    manufacturerId: integer("manufacturer_id").notNull(),
    marketId: integer("market_id").notNull(),
  },
  (t) => [
    primaryKey({
      name: "publisher_manufacturer_markets_pkey",
      columns: [t.companyId, t.manufacturerId, t.marketId],
    }),
    foreignKey({
      name: "publisher_manufacturer_markets_manufacturer_fk",
      columns: [t.companyId, t.manufacturerId],
      foreignColumns: [publisherManufacturers.companyId, publisherManufacturers.id],
    }).onDelete("cascade"),
  ],
);

/** A substance the company's own sheets list in their composition (section 3). */
export const publisherSubstances = pgTable(
  "publisher_substances",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    /** CAS registry number with a correct check digit, or null. */
    cas: text("cas"),
    ec: text("ec"),
    /** The CLP classification as printed (hazard classes and H codes). */
    classification: text("classification").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("publisher_substances_company_id_id_key").on(t.companyId, t.id),
    index("publisher_substances_company_name_idx").on(t.companyId, t.name, t.id),
    // The substance search: a part of the name (lower(name) LIKE '%…%') or the start of the CAS or EC
    // number (LIKE '…%'), each arm through this one trigram index (pg_trgm), so the search does not read
    // every one of a company's substances.
    index("publisher_substances_search_trgm_idx").using(
      "gin",
      sql`lower(${t.name}) gin_trgm_ops`,
      sql`${t.cas} gin_trgm_ops`,
      sql`${t.ec} gin_trgm_ops`,
    ),
    check("publisher_substances_name_check", sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check("publisher_substances_cas_check", sql`${t.cas} IS NULL OR ${t.cas} ~ '^\\d{2,7}-\\d{2}-\\d$'`),
  ],
);

/** A company's own standard phrase: a code and the SDS section it is written for. */
export const publisherSentences = pgTable(
  "publisher_sentences",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    code: text("code").notNull(),
    /** The SDS section (1–16) the phrase is written for. */
    fieldId: integer("field_id").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("publisher_sentences_company_id_id_key").on(t.companyId, t.id),
    unique("publisher_sentences_company_code_key").on(t.companyId, t.code),
    check("publisher_sentences_field_check", sql`${t.fieldId} BETWEEN 1 AND 16`),
    // The official CLP statement codes are the regulation's, never a company phrase's.
    check(
      "publisher_sentences_code_check",
      sql`${t.code} ~ '^[A-Z][A-Z0-9.-]{0,19}$' AND ${t.code} !~ '^(EUH|H|P)[0-9]'`,
    ),
  ],
);

/** A company phrase's text in one of the ten languages (core/languages.ts ids). */
export const publisherSentenceTranslations = pgTable(
  "publisher_sentence_translations",
  {
    companyId: companyIdColumn(),
    sentenceId: integer("sentence_id").notNull(),
    languageId: integer("language_id").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    primaryKey({
      name: "publisher_sentence_translations_pkey",
      columns: [t.companyId, t.sentenceId, t.languageId],
    }),
    check("publisher_sentence_translations_language_check", sql`${t.languageId} BETWEEN 1 AND 10`),
    check("publisher_sentence_translations_text_check", sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
    foreignKey({
      name: "publisher_sentence_translations_sentence_fk",
      columns: [t.companyId, t.sentenceId],
      foreignColumns: [publisherSentences.companyId, publisherSentences.id],
    }).onDelete("cascade"),
  ],
);

/* ------------------------------------------------------------------ */
/* Custom reports (docs/decisions/068-custom-reports.md)               */
/* ------------------------------------------------------------------ */

/**
 * A saved custom report: its name, owner and definition (core/custom-reports/definition.ts, checked again at
 * every run). The owner changes and deletes it; shared, every user of the company sees and runs it, each
 * within their own top nodes.
 */
export const customReports = pgTable(
  "custom_reports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("custom_reports_company_id_id_key").on(t.companyId, t.id),
    // The list: the caller's own reports, and the company's shared ones.
    index("custom_reports_owner_idx").on(t.companyId, t.ownerId),
    index("custom_reports_shared_idx")
      .on(t.companyId)
      .where(sql`${t.shared}`),
    foreignKey({
      name: "custom_reports_owner_fk",
      columns: [t.companyId, t.ownerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("cascade"),
  ],
);

// Read and understood by location at size: confirmations kept per version and top nodes
// (docs/decisions/071-plans-and-read-understood-at-size.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * How many askable people (active, not guests) with exactly these top nodes confirmed a document version in
 * force of a kind of read and understood (smartform, sds, wpd: the version ids of smartform_acknowledgements,
 * sds_acknowledgements and wpd_acknowledgements). Kept by triggers on the three acknowledgement tables and
 * on users (a change of top nodes, deactivation or guest flag moves the person's confirmations), so the
 * manager's view of a location sums one row per (version, top nodes) instead of reading every confirmation of
 * the location's people. Backfilled by its migration.
 */
export const rnuConfirmationCounts = pgTable(
  "rnu_confirmation_counts",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    versionId: integer("version_id").notNull(),
    topnodes: jsonb("topnodes").$type<number[]>().notNull(),
    confirmed: integer("confirmed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.versionId, t.topnodes] })],
);

// ---------------------------------------------------------------------------------------------------------
// Internal documents publisher: the company's own sheets (docs/decisions/078-publisher-documents.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * A company's own safety data sheet: one row per version, language and market. `sds_key` names the sheet
 * across its versions, languages and markets; a draft is edited, a published version is frozen and has a
 * sheet in the company's library (`library_sds_key`, an sds_documents key, and its product `product_id`).
 */
export const publisherDocuments = pgTable(
  "publisher_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    sdsKey: text("sds_key").notNull(),
    manufacturerId: integer("manufacturer_id").notNull(),
    productName: text("product_name").notNull(),
    articleNo: text("article_no").notNull().default(""),
    /** Language id (core/languages.ts) and market country id (core/countries.ts). */
    languageId: integer("language_id").notNull(),
    marketId: integer("market_id").notNull(),
    version: integer("version").notNull().default(1),
    /** core/publisher/annex-ii.ts SDS_TYPES and SDS_TEMPLATES. */
    sdsType: integer("sds_type").notNull().default(1),
    templateId: integer("template_id").notNull().default(1),
    /** draft (edited) or published (frozen). */
    status: text("status").notNull().default("draft"),
    signalWord: text("signal_word"),
    pictograms: text("pictograms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when published: the date of issue printed, the library's product and sheet. */
    dateIssue: text("date_issue"),
    productId: integer("product_id"),
    librarySdsKey: text("library_sds_key"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The draft's version stamp: one more at every change. A change that names the revision it was made from
     * is refused when the draft has moved on since (two writers saving different sections at once).
     */
    revision: integer("revision").notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("publisher_documents_company_id_id_key").on(t.companyId, t.id),
    unique("publisher_documents_version_key").on(t.companyId, t.sdsKey, t.languageId, t.marketId, t.version),
    // At most one draft of a sheet per language and market.
    uniqueIndex("publisher_documents_one_draft_idx")
      .on(t.companyId, t.sdsKey, t.languageId, t.marketId)
      .where(sql`${t.status} = 'draft'`),
    index("publisher_documents_company_name_idx").on(t.companyId, t.productName, t.id),
    index("publisher_documents_manufacturer_idx").on(t.companyId, t.manufacturerId),
    // The sheets list's search: each word ILIKE '%…%' in the product name, article number and key as one
    // text (pg_trgm), so a search reads the matching rows instead of every row of the company.
    index("publisher_documents_search_idx").using(
      "gin",
      sql`(${t.productName} || ' ' || ${t.articleNo} || ' ' || ${t.sdsKey}) gin_trgm_ops`,
    ),
    check("publisher_documents_status_check", sql`${t.status} IN ('draft', 'published')`),
    check("publisher_documents_language_check", sql`${t.languageId} BETWEEN 1 AND 10`),
    check("publisher_documents_version_check", sql`${t.version} BETWEEN 1 AND 9999`),
    check("publisher_documents_type_check", sql`${t.sdsType} BETWEEN 1 AND 3`),
    check("publisher_documents_name_check", sql`char_length(${t.productName}) BETWEEN 1 AND 200`),
    check(
      "publisher_documents_signal_word_check",
      sql`${t.signalWord} IS NULL OR ${t.signalWord} IN ('Danger', 'Warning')`,
    ),
    check(
      "publisher_documents_published_check",
      sql`${t.status} = 'draft' OR (${t.librarySdsKey} IS NOT NULL AND ${t.dateIssue} IS NOT NULL)`,
    ),
    // A supplier named on a sheet cannot be deleted (the API answers 409). NO ACTION rather than RESTRICT:
    // the same refusal, checked at the end of the statement, so that deleting a whole company still cascades.
    foreignKey({
      name: "publisher_documents_manufacturer_fk",
      columns: [t.companyId, t.manufacturerId],
      foreignColumns: [publisherManufacturers.companyId, publisherManufacturers.id],
    }).onDelete("no action"),
  ],
);

/** A sheet's free text per subsection of Annex II (core/publisher/annex-ii.ts). */
export const publisherDocumentSections = pgTable(
  "publisher_document_sections",
  {
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    /** "1.1" … "15.2", "16". */
    subsection: text("subsection").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    primaryKey({
      name: "publisher_document_sections_pkey",
      columns: [t.companyId, t.documentId, t.subsection],
    }),
    check(
      "publisher_document_sections_subsection_check",
      sql`${t.subsection} ~ '^(1[0-6]|[1-9])(\\.[1-7])?$'`,
    ),
    check("publisher_document_sections_text_check", sql`char_length(${t.text}) BETWEEN 1 AND 20000`),
    foreignKey({
      name: "publisher_document_sections_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [publisherDocuments.companyId, publisherDocuments.id],
    }).onDelete("cascade"),
  ],
);

/** A sheet's composition (section 3): a substance of the company's and its concentration range in %. */
export const publisherDocumentSubstances = pgTable(
  "publisher_document_substances",
  {
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    substanceId: integer("substance_id").notNull(),
    position: integer("position").notNull(),
    concentrationMin: numeric("concentration_min", { precision: 7, scale: 4, mode: "number" }),
    concentrationMax: numeric("concentration_max", { precision: 7, scale: 4, mode: "number" }),
  },
  (t) => [
    primaryKey({
      name: "publisher_document_substances_pkey",
      columns: [t.companyId, t.documentId, t.substanceId],
    }),
    // "Where used" of a substance.
    index("publisher_document_substances_substance_idx").on(t.companyId, t.substanceId),
    check(
      "publisher_document_substances_range_check",
      sql`(${t.concentrationMin} IS NULL OR ${t.concentrationMin} BETWEEN 0 AND 100)
        AND (${t.concentrationMax} IS NULL OR ${t.concentrationMax} BETWEEN 0 AND 100)
        AND (${t.concentrationMin} IS NULL OR ${t.concentrationMax} IS NULL OR ${t.concentrationMin} <= ${t.concentrationMax})`,
    ),
    foreignKey({
      name: "publisher_document_substances_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [publisherDocuments.companyId, publisherDocuments.id],
    }).onDelete("cascade"),
    // A substance on a sheet cannot be deleted.
    foreignKey({
      name: "publisher_document_substances_substance_fk",
      columns: [t.companyId, t.substanceId],
      foreignColumns: [publisherSubstances.companyId, publisherSubstances.id],
    }).onDelete("no action"),
  ],
);

/**
 * A phrase on a sheet, in a subsection and at a position: a company phrase (by id) or an official CLP
 * statement (by code: H, EUH and P statements of subsection 2.2), exactly one of them.
 */
export const publisherDocumentPhrases = pgTable(
  "publisher_document_phrases",
  {
    companyId: companyIdColumn(),
    documentId: integer("document_id").notNull(),
    subsection: text("subsection").notNull(),
    position: integer("position").notNull(),
    sentenceId: integer("sentence_id"),
    statementCode: text("statement_code"),
  },
  (t) => [
    primaryKey({
      name: "publisher_document_phrases_pkey",
      columns: [t.companyId, t.documentId, t.subsection, t.position],
    }),
    // "Where used" of a company phrase.
    index("publisher_document_phrases_sentence_idx")
      .on(t.companyId, t.sentenceId)
      .where(sql`${t.sentenceId} IS NOT NULL`),
    check("publisher_document_phrases_one_check", sql`num_nonnulls(${t.sentenceId}, ${t.statementCode}) = 1`),
    check(
      "publisher_document_phrases_code_check",
      sql`${t.statementCode} IS NULL OR ${t.statementCode} ~ '^(EUH|H|P)[0-9]{3}[A-Za-z]{0,2}(\\+(EUH|H|P)[0-9]{3}[A-Za-z]{0,2})*$'`,
    ),
    foreignKey({
      name: "publisher_document_phrases_document_fk",
      columns: [t.companyId, t.documentId],
      foreignColumns: [publisherDocuments.companyId, publisherDocuments.id],
    }).onDelete("cascade"),
    // A phrase on a sheet cannot be deleted.
    foreignKey({
      name: "publisher_document_phrases_sentence_fk",
      columns: [t.companyId, t.sentenceId],
      foreignColumns: [publisherSentences.companyId, publisherSentences.id],
    }).onDelete("no action"),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Legislation page at size: kept counts of the hits (docs/decisions/084-legislation-kept-counts.md)
// ---------------------------------------------------------------------------------------------------------

/** The days a product is on a list: the union of the in-force periods of the entries it hits. */
const dateMultirange = customType<{ data: string }>({ dataType: () => "datemultirange" });
const dateRange = customType<{ data: string }>({ dataType: () => "daterange" });

/**
 * How many of a company's products hit each list entry, kept by statement triggers on legislation_hits
 * (migration), so the hit count of the whole company sums a row per entry in force instead of counting every
 * hit. No foreign keys, like the hits: the triggers remove a row when its last hit goes.
 */
export const legislationEntryCounts = pgTable(
  "legislation_entry_counts",
  {
    companyId: integer("company_id").notNull(),
    entryId: integer("entry_id").notNull(),
    listCode: text("list_code").notNull(),
    /** The days the entry is in force (its valid_from to valid_until), so the count needs no entry. */
    days: dateRange("days").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ name: "legislation_entry_counts_pkey", columns: [t.companyId, t.entryId] })],
);

/**
 * Each product on a list, with the days it is on it (the union of its hit entries' in-force periods): what
 * the lists' product counts are kept from. Rewritten for the products whose hits change (triggers).
 */
export const legislationProductLists = pgTable(
  "legislation_product_lists",
  {
    companyId: integer("company_id").notNull(),
    productId: integer("product_id").notNull(),
    listCode: text("list_code").notNull(),
    days: dateMultirange("days").notNull(),
  },
  (t) => [
    primaryKey({
      name: "legislation_product_lists_pkey",
      columns: [t.companyId, t.productId, t.listCode],
    }),
  ],
);

/**
 * How many products of a company are on each list for each set of days (almost always one or two rows per
 * list): the lists' product counts today are the rows whose days hold today, summed per list.
 */
export const legislationListCounts = pgTable(
  "legislation_list_counts",
  {
    companyId: integer("company_id").notNull(),
    listCode: text("list_code").notNull(),
    days: dateMultirange("days").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ name: "legislation_list_counts_pkey", columns: [t.companyId, t.listCode, t.days] })],
);

// ---------------------------------------------------------------------------------------------------------
// Held products per location subtree (the legislation pages of a location, decision 088)
// ---------------------------------------------------------------------------------------------------------

/**
 * For every location, the products placed at it or below it (archived placements too, since they put a
 * product in a user's scope), whether one of those placements is not archived (`held`: the location's own
 * products), and the product's lower-case name (the placements' own copy): a location's products, or a scope's,
 * are one range of an index, in name order, instead of a walk of its subtree and a probe of each of its
 * locations' placements. Rewritten, per product, by statement triggers on location_products (a rename reaches it
 * through the placements' copied name) and on locations (a moved location moves its subtree's products). No
 * foreign keys, like the other kept tables.
 */
export const locationHeldProducts = pgTable(
  "location_held_products",
  {
    companyId: integer("company_id").notNull(),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    nameLower: text("name_lower").notNull(),
    held: boolean("held").notNull(),
  },
  (t) => [
    primaryKey({ name: "location_held_products_pkey", columns: [t.companyId, t.locationId, t.productId] }),
    index("location_held_products_name_idx")
      .on(t.companyId, t.locationId, t.nameLower, t.productId)
      .where(sql`held`),
    index("location_held_products_product_idx").on(t.companyId, t.productId),
  ],
);
