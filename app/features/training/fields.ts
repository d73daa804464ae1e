/** The course and completion forms' field names and search fields (no zod here: pages render with these). */
export const COURSE_FIELDS = [
  "title",
  "description",
  "validity_months",
  "location_ids",
  "product_ids",
] as const;
export const COMPLETION_FIELDS = ["user_id", "completed_on"] as const;
export const TRAINING_SEARCH = { location: "locq", product: "productq", person: "personq" } as const;

/** The link to a completion's certificate. */
export const certificateHref = (completionId: number) => `/training/certificates/${completionId}`;
