import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/training/routes";

/**
 * Training (docs/decisions/058-training.md): /training (the caller's own training; for managers also the
 * courses and who is due), a new course, a course with its completions, recording a completion.
 */
export const trainingRoutes: RouteConfigEntry[] = [
  route("training", `${dir}/training.tsx`, { id: "training/index" }),
  route("training/new", `${dir}/course-new.tsx`, { id: "training/new" }),
  route("training/:courseId", `${dir}/course.tsx`, { id: "training/course" }),
  route("training/:courseId/record", `${dir}/course-record.tsx`, { id: "training/record" }),
];

/** A completion's certificate (a PDF), outside the page layout. */
export const trainingResourceRoutes: RouteConfigEntry[] = [
  route("training/certificates/:completionId", `${dir}/certificate.ts`, { id: "training/certificate" }),
];
