import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import {
  isWellFormedText,
  TRAINING_LIMITS,
  TRAINING_PAGE_MAX,
  TRAINING_STATUSES,
} from "../../core/training/rules";
import { completionSchema, courseSchema } from "../../core/training/schemas";
import { trainingEnglish } from "./english";

/** The wire shapes of training under /training/v1, declared once. */

const queryParam = (name: string, description: string) => ({
  param: { name, in: "query" as const, description },
});

const pageQuery = z.coerce
  .number({ error: `page must be a whole number from 1 to ${TRAINING_PAGE_MAX}.` })
  .int({ error: `page must be a whole number from 1 to ${TRAINING_PAGE_MAX}.` })
  .min(1, { error: `page must be a whole number from 1 to ${TRAINING_PAGE_MAX}.` })
  .max(TRAINING_PAGE_MAX, { error: `page must be a whole number from 1 to ${TRAINING_PAGE_MAX}.` })
  .optional()
  .openapi(queryParam("page", "The page, from 1."));

const queryId = (name: string, description: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: `${name} must be an id.` })
    .optional()
    .openapi({ ...queryParam(name, description), example: "12" });

const trainingSearchText = (name: string, description: string) =>
  searchText(name, TRAINING_LIMITS.search)
    .refine(isWellFormedText, { error: `${name} must be valid Unicode text.` })
    .optional()
    .openapi(queryParam(name, description));

const PageMeta = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const NamedSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi("TrainingNamed", { description: "A person or product: id and name." });

export const CourseSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    validity_months: z.number().int().nullable().openapi({ description: "Null: it does not expire." }),
    locations: z.array(z.object({ id: z.number().int(), path: z.string() })),
    products: z.array(NamedSchema),
    completions: z
      .number()
      .int()
      .openapi({ description: "How many completions were recorded (everyone's)." }),
    created_at: z.string(),
  })
  .openapi("TrainingCourse");
export type Course = z.infer<typeof CourseSchema>;

export const CourseListQuerySchema = z.object({
  q: trainingSearchText("q", "Words in the title (a substring, any case)."),
  page: pageQuery,
});

export const CourseListSchema = z
  .object({ data: z.array(CourseSchema), meta: PageMeta })
  .openapi("TrainingCourseList");
export type CourseList = z.infer<typeof CourseListSchema>;

export const CourseInputSchema = courseSchema(trainingEnglish)
  .strict()
  .openapi("TrainingCourseInput", {
    description:
      `title (at most ${TRAINING_LIMITS.title} characters), description, validity_months (1–` +
      `${TRAINING_LIMITS.validityMonths}; null or absent: it does not expire), location_ids and product_ids ` +
      `(at most ${TRAINING_LIMITS.locations} each, the caller's to see).`,
  });

export const CompletionInputSchema = completionSchema(trainingEnglish, "9999-12-31")
  .strict()
  .openapi("TrainingCompletionInput", {
    description:
      "user_id (an active user of the company the caller sees) and completed_on (YYYY-MM-DD, not after today).",
  });

export const CompletionSchema = z
  .object({
    id: z.number().int(),
    person: NamedSchema,
    completed_on: z.string(),
    expires_on: z.string().nullable(),
    recorded_by: z.string(),
    recorded_at: z.string(),
  })
  .openapi("TrainingCompletion");
export type Completion = z.infer<typeof CompletionSchema>;

export const CompletionListQuerySchema = z.object({ page: pageQuery });
export const CompletionListSchema = z
  .object({ data: z.array(CompletionSchema), meta: PageMeta })
  .openapi("TrainingCompletionList");
export type CompletionList = z.infer<typeof CompletionListSchema>;

export const StandingSchema = z
  .object({
    course: z.object({
      id: z.number().int(),
      title: z.string(),
      validity_months: z.number().int().nullable(),
    }),
    person: NamedSchema,
    completion_id: z.number().int().nullable(),
    completed_on: z.string().nullable(),
    expires_on: z.string().nullable(),
    status: z.enum(TRAINING_STATUSES),
  })
  .openapi("TrainingStanding", {
    description: "A person's standing for a course: their latest completion, its expiry and the status.",
  });
export type Standing = z.infer<typeof StandingSchema>;

export const DueQuerySchema = z.object({
  within_days: z.coerce
    .number({ error: `within_days must be a whole number from 0 to ${TRAINING_LIMITS.withinDays}.` })
    .int({ error: `within_days must be a whole number from 0 to ${TRAINING_LIMITS.withinDays}.` })
    .min(0, { error: `within_days must be a whole number from 0 to ${TRAINING_LIMITS.withinDays}.` })
    .max(TRAINING_LIMITS.withinDays, {
      error: `within_days must be a whole number from 0 to ${TRAINING_LIMITS.withinDays}.`,
    })
    .optional()
    .openapi(queryParam("within_days", "Expiring within this many days from today (30 by default).")),
  course_id: queryId("course_id", "Only this course."),
  page: pageQuery,
});

export const DueListSchema = z
  .object({
    data: z.array(StandingSchema),
    meta: PageMeta.extend({ today: z.string(), within_days: z.number().int() }),
  })
  .openapi("TrainingDueList");
export type DueList = z.infer<typeof DueListSchema>;

export const MyTrainingSchema = z
  .object({ data: z.array(StandingSchema), meta: z.object({ today: z.string(), manager: z.boolean() }) })
  .openapi("MyTraining");
export type MyTraining = z.infer<typeof MyTrainingSchema>;

export const ChoicesQuerySchema = z.object({
  product_ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,49}$/, {
      error: "product_ids must be up to 50 ids, comma-separated.",
    })
    .optional()
    .openapi(queryParam("product_ids", "Products already chosen, comma-separated.")),
  product_q: trainingSearchText("product_q", "Words in a product's name."),
  person_id: queryId("person_id", "The person already chosen."),
  person_q: trainingSearchText("person_q", "Words in a person's name or email."),
});

export const TrainingChoicesSchema = z
  .object({
    products: z.array(NamedSchema),
    product_matches: z.array(NamedSchema).nullable(),
    person: NamedSchema.nullable(),
    person_matches: z.array(NamedSchema).nullable(),
  })
  .openapi("TrainingChoices");
export type TrainingChoices = z.infer<typeof TrainingChoicesSchema>;
