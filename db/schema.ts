import { sql } from "drizzle-orm";
import {
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

/**
 * Companies are the tenants. Every tenant table below carries company_id and
 * every API query filters by the caller's company.
 */
export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000001 }),
  name: text("name").notNull(),
  /** Company settings (spec: company settings tabs), e.g. document_rnu. */
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  /** Feature flags: emptyState, replaceSds, sps, guidance. */
  features: jsonb("features").$type<Record<string, boolean>>().notNull().default({}),
  /** A secure company; id 1000081 counts as secure regardless (spec section 6). */
  isSecure: boolean("is_secure").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Matched (lower-cased) against the email claim of the OpenID token. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Named permission flags (spec section 6), e.g. { edit_location: true }. */
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
    /** Language id (spec section 1); 4 is British English, the default. */
    language: integer("language").notNull().default(4),
    /** Onboarding (spec section 4), kept server-side so it works without JavaScript. */
    questionnaireDismissedAt: timestamp("questionnaire_dismissed_at", { withTimezone: true }),
    locationPromptDismissedAt: timestamp("location_prompt_dismissed_at", { withTimezone: true }),
    /** The once-only "has been prompted" flag: set when onboarding has been offered. */
    onboardingPromptedAt: timestamp("onboarding_prompted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_company_id_idx").on(t.companyId, t.id),
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
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    /**
     * lower(name), stored: the name filter and the name order read it instead of calling lower() per row
     * (four times faster on a company's 10,000 locations, decision 012). Written by PostgreSQL only.
     */
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    // Restoring exactly what was archived together.
    index("locations_archived_root_idx")
      .on(t.companyId, t.archivedRootId)
      .where(sql`${t.archivedRootId} IS NOT NULL`),
  ],
);

/**
 * A personal user's favourite locations (spec section 4). The composite
 * foreign key keeps the location in the row's company; everything cascades.
 */
export const locationFavorites = pgTable(
  "location_favorites",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: integer("location_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Onboarding answers (form 1: the first-time questionnaire), one row per submission. */
export const onboardingSubmissions = pgTable(
  "onboarding_submissions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formId: integer("form_id").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("onboarding_submissions_company_idx").on(t.companyId, t.userId, t.formId)],
);

export type LocationRow = typeof locations.$inferSelect;
export type LocationFavoriteRow = typeof locationFavorites.$inferSelect;

/**
 * A company's chemical products (issue 5). A product is what the company keeps
 * and uses; its safety data sheets (one per language and market, with older
 * versions kept) are in sds_documents, and where it is kept in
 * location_products. Classification lives on the SDS, because a new SDS
 * version can change it (replace-sds shows the difference).
 */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameLower: text("name_lower")
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    supplier: text("supplier").notNull().default(""),
    articleNo: text("article_no"),
    /** Stock kind (spec "Enumerations"): EcoDatabase, OrgDatabase or MyProducts. */
    stockKind: text("stock_kind").notNull().default("OrgDatabase"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("products_company_id_id_key").on(t.companyId, t.id),
    // The product list in name order, keyset-paginated.
    index("products_company_name_idx").on(t.companyId, t.nameLower, t.id),
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
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
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
    /** Language id (app/services/languages.ts) and market country id (app/services/countries.ts). */
    languageId: integer("language_id").notNull(),
    marketId: integer("market_id").notNull(),
    version: text("version").notNull().default("1.0"),
    dateIssue: text("date_issue").notNull(),
    /** 1 safety data sheet, 2 product information sheet, 3 safety information sheet (spec msds_type). */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    locationId: integer("location_id").notNull(),
    productId: integer("product_id").notNull(),
    amount: numeric("amount", { precision: 14, scale: 3, mode: "number" }),
    unit: text("unit"),
    archived: boolean("archived").notNull().default(false),
    incompatibilityCategoryId: text("incompatibility_category_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("location_products_company_id_id_key").on(t.companyId, t.id),
    uniqueIndex("location_products_location_product_idx").on(t.companyId, t.locationId, t.productId),
    index("location_products_product_idx").on(t.companyId, t.productId),
    index("location_products_archived_idx").on(t.companyId, t.archived, t.locationId),
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

export type ProductRow = typeof products.$inferSelect;
export type SdsDocumentRow = typeof sdsDocuments.$inferSelect;
export type LocationProductRow = typeof locationProducts.$inferSelect;
