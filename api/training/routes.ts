import { createRoute, z } from "@hono/zod-openapi";
import {
  TRAINING_MANAGER_FLAGS,
  DEFAULT_WITHIN_DAYS,
  MY_TRAININGS_MAX,
  TRAINING_PAGE_SIZE,
  managesTraining,
} from "../../core/training/rules";
import { parseId } from "../../core/ids";
import type { UserRow } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { idParam, jsonBody, pathId } from "../http/params";
import { scopeOf, type LocationScope } from "../locations/scope";
import { renderCertificatePdf } from "./certificate-pdf";
import { certificateOf, listCompletions, recordCompletion, trainingChoices } from "./completions";
import { createCourse, getCourse, listCourses } from "./courses";
import { trainingEnglish } from "./english";
import {
  ChoicesQuerySchema,
  CompletionInputSchema,
  CompletionListQuerySchema,
  CompletionListSchema,
  CompletionSchema,
  CourseInputSchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseSchema,
  DueListSchema,
  DueQuerySchema,
  MyTrainingSchema,
  TrainingChoicesSchema,
  type Standing,
} from "./schemas";
import { standings, type StandingRow } from "./standings";

/**
 * Training (decision 058): courses, their completions, who is due and a certificate per completion.
 * Managers (edit_location or user_admin) keep courses and record completions for the courses and people
 * inside their top nodes; everyone reads their own training and certificates.
 */

const TAGS = ["Training"];
const BASE = "/training/v1";
const MANAGERS = `Training managers (${TRAINING_MANAGER_FLAGS.join(" or ")}; else 403)`;
const courseParam = z.object({ courseId: idParam("courseId", "The course's id.") });
const completionParam = z.object({ completionId: idParam("completionId", "The completion's id.") });
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

const listCoursesRoute = createRoute({
  method: "get",
  path: `${BASE}/courses`,
  tags: TAGS,
  operationId: "listTrainingCourses",
  summary: "Training courses",
  description:
    `${MANAGERS}. By title, ${TRAINING_PAGE_SIZE} a page, with locations, products and how many ` +
    "completions each has; q filters by words in the title. A manager limited to top nodes sees the " +
    "courses about no location or about a location inside them.",
  request: { query: CourseListQuerySchema },
  responses: {
    200: { description: "A page of courses.", content: json(CourseListSchema) },
    ...errorResponses({ validation: true }),
  },
});

const createCourseRoute = createRoute({
  method: "post",
  path: `${BASE}/courses`,
  tags: TAGS,
  operationId: "createTrainingCourse",
  summary: "Make a training course",
  description: `${MANAGERS}. 422 with field errors, nothing saved. Recorded on the audit trail.`,
  request: { body: jsonBody(CourseInputSchema) },
  responses: {
    201: { description: "The new course.", content: json(CourseSchema) },
    ...errorResponses({ validation: true }),
  },
});

const getCourseRoute = createRoute({
  method: "get",
  path: `${BASE}/courses/{courseId}`,
  tags: TAGS,
  operationId: "getTrainingCourse",
  summary: "One training course",
  description: `${MANAGERS}. A course outside the caller's top nodes answers 404.`,
  request: { params: courseParam },
  responses: {
    200: { description: "The course.", content: json(CourseSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const listCompletionsRoute = createRoute({
  method: "get",
  path: `${BASE}/courses/{courseId}/completions`,
  tags: TAGS,
  operationId: "listTrainingCompletions",
  summary: "A course's completions",
  description:
    `${MANAGERS}. Every completion (renewals too) of the people the caller sees, newest first, ` +
    `${TRAINING_PAGE_SIZE} a page, with the expiry and who recorded it.`,
  request: { params: courseParam, query: CompletionListQuerySchema },
  responses: {
    200: { description: "A page of completions.", content: json(CompletionListSchema) },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const recordCompletionRoute = createRoute({
  method: "post",
  path: `${BASE}/courses/{courseId}/completions`,
  tags: TAGS,
  operationId: "recordTrainingCompletion",
  summary: "Record that a person completed a course",
  description:
    `${MANAGERS}. The person must be an active user the caller sees; the day not after today. A renewal ` +
    "is a new completion. 422 with field errors, nothing saved. Recorded on the audit trail.",
  request: { params: courseParam, body: jsonBody(CompletionInputSchema) },
  responses: {
    201: { description: "The completion.", content: json(CompletionSchema) },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const dueRoute = createRoute({
  method: "get",
  path: `${BASE}/due`,
  tags: TAGS,
  operationId: "listTrainingDue",
  summary: "Who is due for training",
  description:
    `${MANAGERS}. Everyone whose latest completion has expired or expires within within_days (30 by ` +
    "default), and the people who should have a course and never completed it: those whose top nodes lie " +
    "at, below or above one of its locations. Expired first, then never completed, then expiring, " +
    `${TRAINING_PAGE_SIZE} a page; course_id limits it to one course (404 when not the caller's to see).`,
  request: { query: DueQuerySchema },
  responses: {
    200: { description: "A page of standings.", content: json(DueListSchema) },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const mineRoute = createRoute({
  method: "get",
  path: `${BASE}/mine`,
  tags: TAGS,
  operationId: "myTraining",
  summary: "The caller's own training",
  description:
    `Every user: their standing for every course they completed or should have (at most ` +
    `${MY_TRAININGS_MAX}), with the latest completion for its certificate; meta.manager says whether ` +
    "they manage training.",
  responses: {
    200: { description: "The caller's standings.", content: json(MyTrainingSchema) },
    ...errorResponses({}),
  },
});

const certificateRoute = createRoute({
  method: "get",
  path: `${BASE}/completions/{completionId}/certificate`,
  tags: TAGS,
  operationId: "trainingCertificate",
  summary: "A completion's certificate as a PDF",
  description:
    "An A4 certificate in the caller's language: person, course, the day completed, valid until, who " +
    "recorded it. The person's own; a manager's for the courses and people they see; else 404.",
  request: { params: completionParam },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const choicesRoute = createRoute({
  method: "get",
  path: `${BASE}/choices`,
  tags: TAGS,
  operationId: "trainingChoices",
  summary: "What the course and completion forms offer",
  description:
    `${MANAGERS}. Bounded whatever the company holds: the products and person named (left out when not ` +
    "the caller's to name) and the first matches of product_q and person_q.",
  request: { query: ChoicesQuerySchema },
  responses: {
    200: { description: "The choices.", content: json(TrainingChoicesSchema) },
    ...errorResponses({ validation: true }),
  },
});

/** The caller's scope, refused with 403 unless they manage training. */
function managerScope(user: UserRow): LocationScope {
  if (!managesTraining(user.permissions)) throw forbidden();
  return scopeOf(user);
}

/** Today, as the day the due list and the rules count from (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

const standingOf = (row: StandingRow): Standing => ({
  course: { id: row.course_id, title: row.course_title, validity_months: row.validity_months },
  person: { id: row.user_id, name: row.user_name },
  completion_id: row.completion_id,
  completed_on: row.completed_on,
  expires_on: row.expires_on,
  status: row.status,
});

export function registerTrainingRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listCoursesRoute, async (c) => {
    const scope = managerScope(c.get("user"));
    const query = c.req.valid("query");
    return c.json(await listCourses(db, scope, { q: query.q ?? "", page: query.page ?? 1 }), 200);
  });

  api.openapi(createCourseRoute, async (c) => {
    const user = c.get("user");
    const scope = managerScope(user);
    const outcome = await createCourse(db, { ...scope, userId: user.id }, c.req.valid("json"), {
      location: trainingEnglish("training.error.unknownLocation"),
      product: trainingEnglish("training.error.unknownProduct"),
    });
    if (!outcome.ok) throw validationFailed(outcome.errors);
    return c.json((await getCourse(db, scope, outcome.id))!, 201);
  });

  api.openapi(getCourseRoute, async (c) => {
    const scope = managerScope(c.get("user"));
    const course = await getCourse(db, scope, pathId(c.req.valid("param").courseId));
    if (!course) throw notFound();
    return c.json(course, 200);
  });

  api.openapi(listCompletionsRoute, async (c) => {
    const scope = managerScope(c.get("user"));
    const course = await getCourse(db, scope, pathId(c.req.valid("param").courseId));
    if (!course) throw notFound();
    return c.json(await listCompletions(db, scope, course, c.req.valid("query").page ?? 1), 200);
  });

  api.openapi(recordCompletionRoute, async (c) => {
    const user = c.get("user");
    const scope = managerScope(user);
    const course = await getCourse(db, scope, pathId(c.req.valid("param").courseId));
    if (!course) throw notFound();
    const input = c.req.valid("json");
    if (input.completed_on > today()) {
      throw validationFailed({ completed_on: [trainingEnglish("training.error.future")] });
    }
    const outcome = await recordCompletion(
      db,
      { ...scope, userId: user.id },
      course,
      input,
      trainingEnglish("training.error.unknownPerson"),
    );
    if (!outcome.ok) throw validationFailed(outcome.errors);
    const certificate = await certificateOf(
      db,
      { userId: user.id, scope, companyId: user.companyId },
      outcome.id,
    );
    const { course: _course, ...completion } = certificate!;
    return c.json(completion, 201);
  });

  api.openapi(dueRoute, async (c) => {
    const scope = managerScope(c.get("user"));
    const query = c.req.valid("query");
    const courseId = query.course_id === undefined ? undefined : (parseId(query.course_id) ?? undefined);
    if (courseId !== undefined && !(await getCourse(db, scope, courseId))) throw notFound();
    const page = query.page ?? 1;
    const withinDays = query.within_days ?? DEFAULT_WITHIN_DAYS;
    const day = today();
    const result = await standings(
      db,
      { companyId: scope.companyId, scope, courseId, today: day, withinDays, dueOnly: true },
      { limit: TRAINING_PAGE_SIZE, offset: (page - 1) * TRAINING_PAGE_SIZE },
    );
    return c.json(
      {
        data: result.rows.map(standingOf),
        meta: { total: result.total, page, limit: TRAINING_PAGE_SIZE, today: day, within_days: withinDays },
      },
      200,
    );
  });

  api.openapi(mineRoute, async (c) => {
    const user = c.get("user");
    const day = today();
    const result = await standings(
      db,
      {
        companyId: user.companyId,
        scope: null,
        userId: user.id,
        today: day,
        withinDays: DEFAULT_WITHIN_DAYS,
        dueOnly: false,
      },
      { limit: MY_TRAININGS_MAX, offset: 0 },
    );
    return c.json(
      { data: result.rows.map(standingOf), meta: { today: day, manager: managesTraining(user.permissions) } },
      200,
    );
  });

  api.openapi(certificateRoute, async (c) => {
    const user = c.get("user");
    const scope = managesTraining(user.permissions) ? scopeOf(user) : null;
    const certificate = await certificateOf(
      db,
      { userId: user.id, scope, companyId: user.companyId },
      pathId(c.req.valid("param").completionId),
    );
    if (!certificate) throw notFound();
    const bytes = await renderCertificatePdf({
      certificate,
      company: c.get("company").name,
      languageId: c.get("language"),
      issuedOn: today(),
    });
    const name = `certificate-${certificate.id}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; ${encodedFileName(name)}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(choicesRoute, async (c) => {
    const scope = managerScope(c.get("user"));
    const query = c.req.valid("query");
    return c.json(
      await trainingChoices(db, scope, {
        productIds: query.product_ids ? [...new Set(query.product_ids.split(",").map(Number))] : [],
        productQ: (query.product_q ?? "").trim(),
        personId: query.person_id === undefined ? undefined : (parseId(query.person_id) ?? undefined),
        personQ: (query.person_q ?? "").trim(),
      }),
      200,
    );
  });
}
