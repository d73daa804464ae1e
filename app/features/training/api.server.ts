import type {
  Completion,
  CompletionList,
  Course,
  CourseList,
  DueList,
  MyTraining,
  TrainingChoices,
} from "../../../api/training/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Every training API call of the app (/training/v1). */

type Reader = Pick<ApiClient, "get">;

export async function getMyTraining(api: Reader): Promise<MyTraining> {
  return api.get<MyTraining>("/training/v1/mine");
}

export async function listCourses(api: Reader, query: { q: string; page: number }): Promise<CourseList> {
  return api.get<CourseList>("/training/v1/courses", { q: query.q || undefined, page: query.page });
}

export async function getCourse(api: Reader, id: number): Promise<Course> {
  return api.get<Course>(`/training/v1/courses/${id}`);
}

export async function listCompletions(api: Reader, id: number, page: number): Promise<CompletionList> {
  return api.get<CompletionList>(`/training/v1/courses/${id}/completions`, { page });
}

export async function listDue(
  api: Reader,
  query: { withinDays: number; courseId?: number; page: number },
): Promise<DueList> {
  return api.get<DueList>("/training/v1/due", {
    within_days: query.withinDays,
    course_id: query.courseId,
    page: query.page,
  });
}

export async function getTrainingChoices(
  api: Reader,
  query: { productIds: number[]; productQ: string; personId?: number; personQ: string },
): Promise<TrainingChoices> {
  return api.get<TrainingChoices>("/training/v1/choices", {
    product_ids: query.productIds.length > 0 ? query.productIds.slice(0, 50).join(",") : undefined,
    product_q: query.productQ || undefined,
    person_id: query.personId,
    person_q: query.personQ || undefined,
  });
}

export interface CourseBody {
  title: string;
  description: string;
  validity_months: number | null;
  location_ids: number[];
  product_ids: number[];
}

export async function createCourse(api: Pick<ApiClient, "post">, body: CourseBody): Promise<Course> {
  return api.post<Course>("/training/v1/courses", body);
}

export async function recordCompletion(
  api: Pick<ApiClient, "post">,
  courseId: number,
  body: { user_id: number; completed_on: string },
): Promise<Completion> {
  return api.post<Completion>(`/training/v1/courses/${courseId}/completions`, body);
}

/** A completion's certificate, as the API's response (a PDF). */
export async function certificatePdf(api: Pick<ApiClient, "raw">, completionId: number): Promise<Response> {
  return api.raw(`/training/v1/completions/${completionId}/certificate`);
}
