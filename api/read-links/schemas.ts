import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { MAX_ID } from "../../core/ids";
import { SDS_KEY_PATTERN } from "../../core/products";
import { READ_LINK_DAYS_MAX, READ_LINK_DAYS_MIN } from "../../core/company-settings/values";
import { PERMALINK_TYPES } from "../../core/read-links/permalinks";
import {
  QR_SHEET_MAX_LOCATIONS,
  READ_LINK_LAST_PAGE,
  READ_LINK_SEARCH_MAX,
  READ_LINK_STATES,
} from "../../core/read-links/rules";
import { READ_LINK_TOKEN_LENGTH } from "../../core/read-links/token";

const id = z.number().int().min(1).max(MAX_ID);

export const ReadLinkStateSchema = z.enum(READ_LINK_STATES).openapi("ReadLinkState");

export const CreateReadLinkSchema = z
  .object({
    location_ids: z.array(id).min(1).max(QR_SHEET_MAX_LOCATIONS),
    days: z.number().int().min(READ_LINK_DAYS_MIN).max(READ_LINK_DAYS_MAX).optional().openapi({
      description:
        "How many days the links work; the company's setting (read_link_valid_days) when left out.",
    }),
  })
  .openapi("CreateReadLink");
export type CreateReadLink = z.infer<typeof CreateReadLinkSchema>;

export const CreatedReadLinkSchema = z
  .object({
    id: z.number().int(),
    location_id: z.number().int(),
    location_name: z.string(),
    location_path: z.string(),
    token: z.string().openapi({ description: "The secret: shown now only, never again." }),
    url: z.string(),
    expires_at: z.string(),
  })
  .openapi("CreatedReadLink");
export type CreatedReadLink = z.infer<typeof CreatedReadLinkSchema>;
export const CreatedReadLinksResponse = z
  .object({ data: z.array(CreatedReadLinkSchema) })
  .openapi("CreatedReadLinks");

export const ReadLinkRowSchema = z
  .object({
    id: z.number().int(),
    location_id: z.number().int(),
    location_name: z.string(),
    location_path: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
    state: ReadLinkStateSchema,
  })
  .openapi("ReadLinkRow");
export type ReadLinkRow = z.infer<typeof ReadLinkRowSchema>;

export const ReadLinkListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2000).default(1),
});
export const ReadLinkListResponse = z
  .object({
    data: z.array(ReadLinkRowSchema),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi("ReadLinkList");
export type ReadLinkList = z.infer<typeof ReadLinkListResponse>;

export const PrintQrSchema = z
  .object({
    location_ids: z.array(id).min(1).max(QR_SHEET_MAX_LOCATIONS),
    days: z.number().int().min(READ_LINK_DAYS_MIN).max(READ_LINK_DAYS_MAX).optional(),
  })
  .openapi("PrintLocationQr");
export type PrintQr = z.infer<typeof PrintQrSchema>;

const token = z
  .string()
  .min(1)
  .max(READ_LINK_TOKEN_LENGTH * 2);

export const CheckReadLinkSchema = z
  .object({
    token,
    product_id: id.optional().openapi({
      description: "A product whose current sheet the reader asks for (the product-sds permalink).",
    }),
    location_id: id.optional().openapi({
      description:
        "Show only this location and those below it (the location permalink); it must be the link's " +
        "location or below it, else 404.",
    }),
    q: searchText("q", READ_LINK_SEARCH_MAX).optional().openapi({
      description: "Only the products whose name contains this text (and the descriptions whose title does).",
    }),
    page: z.number().int().min(1).max(READ_LINK_LAST_PAGE).optional().openapi({
      description: "Which page of products (50 a page, by name); 1 when left out.",
    }),
  })
  .openapi("CheckReadLink");

export const ReadLinkProductSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    sds_key: z.string().nullable(),
    sds_language_id: z.number().int().nullable(),
    sds_version: z.string().nullable(),
    workplace_description_id: z
      .number()
      .int()
      .nullable()
      .openapi({
        description:
          "The product's current published workplace description at the link's place (the reader's language " +
          "first, then the newest), a PDF through the token; null when it has none there.",
      }),
  })
  .openapi("ReadLinkProduct");
export type ReadLinkProduct = z.infer<typeof ReadLinkProductSchema>;

export const ReadLinkPageSchema = z
  .object({
    state: ReadLinkStateSchema,
    location: z.object({ name: z.string() }).nullable(),
    expires_at: z.string().nullable(),
    products: z.array(ReadLinkProductSchema).openapi({ description: "One page of products, by name." }),
    products_total: z.number().int().openapi({ description: "How many products (that match q) in all." }),
    page: z.number().int(),
    per_page: z.number().int(),
    workplace_descriptions: z.array(z.object({ id: z.number().int(), title: z.string() })).openapi({
      description:
        "On the first page only: the published descriptions there that are not on a product's row (of no " +
        "product held there), whose title contains q, at most 50.",
    }),
    workplace_descriptions_total: z.number().int().openapi({
      description: "How many descriptions there are to list on the first page (more than shown: search).",
    }),
    product_sds_key: z.string().nullable().openapi({
      description:
        "With product_id: the product's current sheet when the link covers the product, else null.",
    }),
    sign_in_required: z.boolean().openapi({
      description:
        "The company asks readers to sign in (read_link_sign_in) and the caller's bearer token names none " +
        "of its users: nothing else is given.",
    }),
  })
  .openapi("ReadLinkPage");
export type ReadLinkPage = z.infer<typeof ReadLinkPageSchema>;

export const ReadLinkSdsSchema = z
  .object({ token, sds_key: z.string().min(1).max(64).regex(SDS_KEY_PATTERN) })
  .openapi("ReadLinkSds");

export const ReadLinkWorkplaceDescriptionSchema = z
  .object({ token, id: z.number().int().min(1).max(MAX_ID) })
  .openapi("ReadLinkWorkplaceDescription");

export const TopNodeAccessQuerySchema = z.object({
  location_id: z.coerce.number().int().min(1).max(MAX_ID),
});
export const TopNodeAccessResponse = z
  .object({ data: z.object({ access: z.boolean() }) })
  .openapi("TopNodeAccess");

export const PermalinkQuerySchema = z.object({
  type: z.enum(PERMALINK_TYPES),
  id: z.coerce.number().int().min(1).max(MAX_ID),
});
export const PermalinkResponse = z
  .object({
    data: z.object({
      type: z.enum(PERMALINK_TYPES),
      sds_key: z.string().nullable(),
      location_id: z.number().int().nullable(),
    }),
  })
  .openapi("PermalinkTarget");
export type PermalinkTarget = z.infer<typeof PermalinkResponse>["data"];

export const PdfSchema = z.string().openapi({ format: "binary" });

export const RevokedResponse = z
  .object({ data: z.object({ id: z.number().int(), state: z.literal("revoked") }) })
  .openapi("RevokedReadLink");
