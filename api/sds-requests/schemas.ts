import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { MAX_ID } from "../../core/ids";
import { COUNTRIES } from "../../core/countries";
import { LANGUAGES } from "../../core/languages";
import { READ_LINK_TOKEN_LENGTH } from "../../core/read-links/token";
import {
  SDS_REQUEST_ANSWERS,
  SDS_REQUEST_MAX_LANGUAGES,
  SDS_REQUEST_MAX_MARKETS,
  SDS_REQUEST_STATUSES,
  SUPPLIER_EMAIL_MAX,
  isEmailAddress,
} from "../../core/sds-requests/rules";
import { SdsDiffSchema } from "../products/schemas";
import { envelope } from "../http/envelope";

/** Every wire shape of supplier SDS requests (/sdsrequests and the supplier's page). */

const id = z.number().int().min(1).max(MAX_ID);
const languageIds = Object.keys(LANGUAGES).map(Number);
const countryIds = Object.keys(COUNTRIES).map(Number);

export const SUPPLIER_EMAIL_MESSAGE = "The supplier's e-mail address is not valid.";
export const LANGUAGES_MESSAGE = `Choose 1 to ${SDS_REQUEST_MAX_LANGUAGES} languages.`;
export const MARKETS_MESSAGE = `Choose 1 to ${SDS_REQUEST_MAX_MARKETS} markets.`;

export const SdsRequestStatusSchema = z.enum(SDS_REQUEST_STATUSES).openapi("SdsRequestStatus");
export const SdsRequestAnswerSchema = z.enum(SDS_REQUEST_ANSWERS).openapi("SdsRequestAnswer");

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(SUPPLIER_EMAIL_MAX, { error: SUPPLIER_EMAIL_MESSAGE })
  .refine(isEmailAddress, { error: SUPPLIER_EMAIL_MESSAGE });
const languages = z
  .array(
    z
      .number()
      .int()
      .refine((value) => languageIds.includes(value), { error: LANGUAGES_MESSAGE }),
  )
  .min(1, { error: LANGUAGES_MESSAGE })
  .max(SDS_REQUEST_MAX_LANGUAGES, { error: LANGUAGES_MESSAGE })
  .transform((values) => [...new Set(values)]);
const markets = z
  .array(
    z
      .number()
      .int()
      .refine((value) => countryIds.includes(value), { error: MARKETS_MESSAGE }),
  )
  .min(1, { error: MARKETS_MESSAGE })
  .max(SDS_REQUEST_MAX_MARKETS, { error: MARKETS_MESSAGE })
  .transform((values) => [...new Set(values)]);

export const CreateSdsRequestSchema = z
  .object({
    product_id: id,
    supplier_email: email,
    languages,
    markets,
  })
  .openapi("CreateSdsRequest");
export type CreateSdsRequest = z.infer<typeof CreateSdsRequestSchema>;

export const BulkSdsRequestSchema = z
  .object({
    supplier_email: email,
    languages,
    markets,
    supplier: z.string().trim().max(200).optional().openapi({
      description: "Only products whose supplier name contains this text (any case).",
    }),
  })
  .openapi("BulkSdsRequest");
export type BulkSdsRequest = z.infer<typeof BulkSdsRequestSchema>;

export const CreatedSdsRequestsSchema = z
  .object({ created: z.number().int(), ids: z.array(z.number().int()) })
  .openapi("CreatedSdsRequests");
export type CreatedSdsRequests = z.infer<typeof CreatedSdsRequestsSchema>;
export const CreatedSdsRequestsResponse = envelope(CreatedSdsRequestsSchema, "CreatedSdsRequestsResponse");

export const SdsRequestRowSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    supplier: z.string(),
    supplier_email: z.string(),
    languages: z.array(z.number().int()),
    markets: z.array(z.number().int()),
    status: SdsRequestStatusSchema,
    answer: SdsRequestAnswerSchema.nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    answered_at: z.string().nullable(),
    reminders: z.number().int(),
  })
  .openapi("SdsRequestRow");
export type SdsRequestRow = z.infer<typeof SdsRequestRowSchema>;

export const SdsRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2000).default(1),
  status: SdsRequestStatusSchema.optional(),
  search: searchText("search", 200).trim().optional().openapi({
    description: "Product name or supplier e-mail contains this text.",
  }),
});
export type SdsRequestListQuery = z.infer<typeof SdsRequestListQuerySchema>;

export const SdsRequestListResponse = z
  .object({
    data: z.array(SdsRequestRowSchema),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi("SdsRequestList");
export type SdsRequestList = z.infer<typeof SdsRequestListResponse>;

export const SdsRequestAnswerFileSchema = z
  .object({
    sds_key: z.string(),
    language_id: z.number().int(),
    market_id: z.number().int(),
    file_name: z.string(),
    /** The difference with the current sheet (replace-sds), null when there is nothing to compare. */
    diff: SdsDiffSchema.nullable(),
    /** Whether the uploaded sheet can still be applied (it is pending; not replaced by another upload). */
    pending: z.boolean(),
  })
  .openapi("SdsRequestAnswerFile");
export type SdsRequestAnswerFile = z.infer<typeof SdsRequestAnswerFileSchema>;

export const SdsRequestDetailSchema = SdsRequestRowSchema.extend({
  current_sds_key: z.string().nullable(),
  opened_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  files: z.array(SdsRequestAnswerFileSchema),
}).openapi("SdsRequestDetail");
export type SdsRequestDetail = z.infer<typeof SdsRequestDetailSchema>;
export const SdsRequestDetailResponse = envelope(SdsRequestDetailSchema, "SdsRequestDetailResponse");

export const OutdatedSummarySchema = z
  .object({
    months: z.number().int().openapi({ description: "The company's limit (sds_outdated_months)." }),
    products: z.number().int().openapi({
      description: "Products whose current sheets are all older, counted up to the bulk maximum (500).",
    }),
    more: z.boolean().openapi({ description: "More products than `products` are past the limit." }),
  })
  .openapi("SdsOutdatedSummary");
export type OutdatedSummary = z.infer<typeof OutdatedSummarySchema>;
export const OutdatedSummaryResponse = envelope(OutdatedSummarySchema, "SdsOutdatedSummaryResponse");

export const RequestLanguagesSchema = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    supplier: z.string(),
    languages: z
      .array(z.number().int())
      .openapi({ description: "Languages of the product's current sheets." }),
    markets: z.array(z.number().int()).openapi({ description: "Markets of the product's current sheets." }),
  })
  .openapi("SdsRequestLanguages");
export type RequestLanguages = z.infer<typeof RequestLanguagesSchema>;
export const RequestLanguagesResponse = envelope(RequestLanguagesSchema, "SdsRequestLanguagesResponse");

/* ------------------------------------------------------------------ public (the supplier's page) */

export const SDS_REQUEST_TOKEN_DESCRIPTION = `The request's token from the supplier's link (${READ_LINK_TOKEN_LENGTH} characters).`;

export const PublicTokenSchema = z
  .object({ token: z.string().max(200).openapi({ description: SDS_REQUEST_TOKEN_DESCRIPTION }) })
  .openapi("SdsRequestToken");

/** The supplier's page: open (may answer), or why not. */
export const PUBLIC_STATES = ["open", "answered", "closed", "expired", "unknown"] as const;
export const PublicPageSchema = z
  .object({
    state: z.enum(PUBLIC_STATES),
    company: z.string().nullable(),
    product: z
      .object({
        name: z.string(),
        supplier: z.string(),
        article_no: z.string().nullable(),
        current_version: z.string().nullable(),
        current_date: z.string().nullable(),
      })
      .nullable(),
    languages: z.array(z.number().int()),
    markets: z.array(z.number().int()),
    expires_at: z.string().nullable(),
  })
  .openapi("SdsRequestPublicPage");
export type PublicPage = z.infer<typeof PublicPageSchema>;

export const PublicAnswerSchema = z
  .object({ state: z.enum(PUBLIC_STATES), files: z.number().int() })
  .openapi("SdsRequestPublicAnswer");
export type PublicAnswer = z.infer<typeof PublicAnswerSchema>;

export const DecisionResponse = envelope(
  z.object({ status: SdsRequestStatusSchema }).openapi("SdsRequestDecision"),
  "SdsRequestDecisionResponse",
);

/** GET /sdsrequests/v1/products: the products to ask about, by name. */
export const SdsRequestProductQuerySchema = z.object({
  q: searchText("q", 100)
    .trim()
    .min(1)
    .openapi({ description: "The product name contains this text (any case)." }),
});
export type SdsRequestProductQuery = z.infer<typeof SdsRequestProductQuerySchema>;

export const SdsRequestProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
  })
  .openapi("SdsRequestProduct");
export type SdsRequestProduct = z.infer<typeof SdsRequestProductSchema>;
export const SdsRequestProductsResponse = z
  .object({ data: z.array(SdsRequestProductSchema) })
  .openapi("SdsRequestProductsResponse");
