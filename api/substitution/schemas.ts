import { z } from "@hono/zod-openapi";
import { MAX_ID } from "../../core/ids";
import { STOCK_KINDS } from "../../core/products";
import { RANKING_PARTS } from "../../core/substitution/ranking";
import {
  COMPARE_MAX,
  REASON_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
  SUBSTITUTION_STATUSES,
  cleanReason,
} from "../../core/substitution/rules";
import { envelope } from "../http/envelope";

/** Every wire shape of substitutions (/substitution/v1). */

const id = z.number().int().min(1).max(MAX_ID);

export const REASON_TOO_LONG_MESSAGE = `The reason may be at most ${REASON_MAX} characters.`;
export const CANDIDATE_REQUIRED_MESSAGE = "Choose the product that replaces it.";
export const REASON_REQUIRED_MESSAGE = "Give the reason for the decision.";
export const SAME_PRODUCT_MESSAGE = "A product cannot replace itself.";
export const DECIDED_MESSAGE = "A decided substitution is kept as history and cannot be changed.";
export const SEARCH_TERM_MESSAGE = `Search with ${SEARCH_MIN} to ${SEARCH_MAX} characters.`;
export const COMPARE_WITH_MESSAGE = `Compare with 1 to ${COMPARE_MAX} product ids, separated by commas.`;

export const SubstitutionStatusSchema = z.enum(SUBSTITUTION_STATUSES).openapi("SubstitutionStatus", {
  description: "The list-item status: draft (1), new (2), approved (4), rejected (5).",
});

export const RankingLineSchema = z
  .object({
    part: z.enum(RANKING_PARTS),
    points: z.number().int(),
    because: z
      .array(z.string())
      .openapi({ description: "Statement codes, list codes or levels that scored." }),
  })
  .openapi("RankingLine");

export const RankingSchema = z
  .object({ score: z.number().int(), lines: z.array(RankingLineSchema) })
  .openapi("HazardRanking", {
    description:
      "The hazard score (lower is safer) and its parts: the worst finding of each part counts, parts add up.",
  });
export type RankingWire = z.infer<typeof RankingSchema>;

export const ComparisonProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    manufacturer_name: z.string(),
    language: z.number().int().nullable().openapi({ description: "The compared sheet's language id." }),
    product_type: z
      .enum(STOCK_KINDS)
      .openapi({ description: "Stock kind: the library or the company's own." }),
    date: z.string().nullable().openapi({ description: "The compared sheet's date of issue." }),
    pictogram: z.array(z.string()),
    signal_word: z.string().nullable(),
    hazard_statement: z.array(z.string()),
    legislation: z.array(z.object({ list: z.string(), ref: z.string(), name: z.string() })),
    custom_list: z.array(
      z.object({
        cas: z.string(),
        name: z.string(),
        level: z.enum(["restricted", "banned"]),
        reason: z.string(),
      }),
    ),
    storage_class: z.string().nullable(),
    sds_key: z.string().nullable(),
    sds_url_html: z.string().nullable(),
    ranking: RankingSchema,
  })
  .openapi("SubstitutionComparisonProduct");
export type ComparisonProduct = z.infer<typeof ComparisonProductSchema>;

export const ComparisonSchema = z
  .object({
    product: ComparisonProductSchema,
    candidates: z.array(
      ComparisonProductSchema.extend({ verdict: z.enum(["safer", "same", "worse"]) }).openapi(
        "SubstitutionCandidateComparison",
      ),
    ),
  })
  .openapi("SubstitutionComparison");
export type Comparison = z.infer<typeof ComparisonSchema>;
export const ComparisonResponse = envelope(ComparisonSchema, "SubstitutionComparisonResponse");

export const CompareQuerySchema = z.object({
  with: z
    .string()
    .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${COMPARE_MAX - 1}}$`), {
      error: COMPARE_WITH_MESSAGE,
    })
    .optional()
    .openapi({
      description: `Up to ${COMPARE_MAX} candidate product ids, separated by commas.`,
      example: "12,14",
    }),
});

export const SearchQuerySchema = z.object({
  exclude: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional()
    .openapi({
      description: "A product id left out of the results (the product being replaced).",
    }),
});

export const SearchHitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    product_type: z.enum(STOCK_KINDS),
    signal_word: z.string().nullable(),
    score: z.number().int(),
  })
  .openapi("SubstitutionSearchHit");
export type SearchHit = z.infer<typeof SearchHitSchema>;
export const SearchResponse = z
  .object({ data: z.array(SearchHitSchema) })
  .openapi("SubstitutionSearchResponse");

const productRef = z.object({ id: z.number().int(), name: z.string(), supplier: z.string() });

export const SubstitutionSchema = z
  .object({
    id: z.number().int(),
    status: SubstitutionStatusSchema,
    status_id: z.number().int(),
    reason: z.string(),
    product: productRef,
    substitute: productRef.nullable(),
    created_by: z.string().nullable().openapi({ description: "Who recorded it (name)." }),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Substitution");
export type Substitution = z.infer<typeof SubstitutionSchema>;
export const SubstitutionResponse = envelope(SubstitutionSchema, "SubstitutionResponse");

export const SubstitutionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2000).default(1),
  status: SubstitutionStatusSchema.optional(),
});
export type SubstitutionListQuery = z.infer<typeof SubstitutionListQuerySchema>;

export const SubstitutionListResponse = z
  .object({
    data: z.array(SubstitutionSchema),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi("SubstitutionList");
export type SubstitutionList = z.infer<typeof SubstitutionListResponse>;

export const SubstitutedResponse = z
  .object({ data: z.array(SubstitutionSchema) })
  .openapi("SubstitutedResponse", {
    description: "The product's substitutions both ways (replaced by, or replacing), newest change first.",
  });

const reason = z
  .string()
  .overwrite(cleanReason)
  .max(REASON_MAX, { error: REASON_TOO_LONG_MESSAGE })
  .default("");

export const UpdateSubstitutionSchema = z
  .object({
    substitute_product_id: id.nullable().optional(),
    status: SubstitutionStatusSchema,
    reason,
  })
  .openapi("UpdateSubstitution");
export type UpdateSubstitution = z.infer<typeof UpdateSubstitutionSchema>;

export const CreateSubstitutionSchema = UpdateSubstitutionSchema.extend({ product_id: id }).openapi(
  "CreateSubstitution",
);
export type CreateSubstitution = z.infer<typeof CreateSubstitutionSchema>;

export const DeletedResponse = z
  .object({ data: z.object({ deleted: z.literal(true) }) })
  .openapi("SubstitutionDeleted");
