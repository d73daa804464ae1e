import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
