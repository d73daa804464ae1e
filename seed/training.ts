import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A demo course: its validity, the locations and products it is about, and who completed it how long ago. */
interface SeedCourse {
  title: string;
  description: string;
  validityMonths: number | null;
  locations: string[];
  products: string[];
  completions: { email: string; daysAgo: number }[];
}

/**
 * Training for the demo company (decision 058), relative to the day it is seeded so the due list always has
 * something in each state: an expired completion, one expiring within a month, valid ones, one that never
 * expires, and people at a course's locations who never completed it. Two people of its own: a training
 * manager (trainer@, edit_location) and a laboratory worker (trainee@, top node Laboratory 1), whom no other
 * module's tests change.
 */
export const DEMO_COURSES: SeedCourse[] = [
  {
    title: "Handling flammable liquids",
    description: "Storage, decanting and fire safety for flammable solvents in the laboratories.",
    validityMonths: 24,
    locations: ["Laboratory 1"],
    products: ["Acetone"],
    completions: [{ email: "trainee@demo.test", daysAgo: 800 }],
  },
  {
    title: "Chemical spill response",
    description: "What to do when a chemical is spilled: stop, protect, contain, clean up and report.",
    validityMonths: 12,
    locations: ["Oslo plant"],
    products: [],
    completions: [
      { email: "reader@demo.test", daysAgo: 350 },
      { email: "trainee@demo.test", daysAgo: 60 },
    ],
  },
  {
    title: "Reading safety data sheets",
    description: "The sixteen sections of a safety data sheet and where to find what you need.",
    validityMonths: null,
    locations: [],
    products: [],
    completions: [
      { email: "worker@demo.test", daysAgo: 400 },
      { email: "trainee@demo.test", daysAgo: 30 },
    ],
  },
  {
    title: "Hazardous goods storage at the depot",
    description: "Segregation, labelling and the hazardous goods cage.",
    validityMonths: 36,
    locations: ["Bergen depot"],
    products: [],
    completions: [],
  },
];

export async function seedTraining(tx: Transaction, companyId: number): Promise<void> {
  const [lab] = (
    await tx.execute<{ id: number }>(sql`
      SELECT id FROM locations WHERE company_id = ${companyId} AND name = 'Laboratory 1' ORDER BY id LIMIT 1`)
  ).rows;
  if (!lab) throw new Error("seed: no Laboratory 1");
  await tx.execute(sql`
    INSERT INTO users (company_id, email, name, permissions, topnodes, questionnaire_dismissed_at,
      location_prompt_dismissed_at, onboarding_prompted_at)
    VALUES
      (${companyId}, 'trainer@demo.test', 'Tove Trainer', '{"edit_location": true}'::jsonb, '[]'::jsonb, now(), now(), now()),
      (${companyId}, 'trainee@demo.test', 'Tiril Trainee', '{}'::jsonb, ${JSON.stringify([lab.id])}::jsonb, now(), now(), now())`);
  const [trainer] = (
    await tx.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE company_id = ${companyId} AND email = 'trainer@demo.test'`,
    )
  ).rows;
  for (const course of DEMO_COURSES) {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        INSERT INTO training_courses (company_id, title, description, validity_months, created_by)
        VALUES (${companyId}, ${course.title}, ${course.description}, ${course.validityMonths}, ${trainer!.id})
        RETURNING id`)
    ).rows;
    const courseId = row!.id;
    if (course.locations.length > 0) {
      await tx.execute(sql`
        INSERT INTO training_course_locations (company_id, course_id, location_id)
        SELECT ${companyId}, ${courseId}, id FROM locations
        WHERE company_id = ${companyId} AND name = ANY(${sql.param(course.locations)}::text[])`);
    }
    if (course.products.length > 0) {
      await tx.execute(sql`
        INSERT INTO training_course_products (company_id, course_id, product_id)
        SELECT DISTINCT ON (name) ${companyId}, ${courseId}, id FROM products
        WHERE company_id = ${companyId} AND name = ANY(${sql.param(course.products)}::text[])
        ORDER BY name, id`);
    }
    for (const completion of course.completions) {
      await tx.execute(sql`
        INSERT INTO training_completions (company_id, course_id, user_id, completed_on, recorded_by, created_at)
        SELECT ${companyId}, ${courseId}, u.id,
          to_char(current_date - ${completion.daysAgo}::int, 'YYYY-MM-DD'), ${trainer!.id},
          now() - make_interval(days => ${completion.daysAgo})
        FROM users u WHERE u.company_id = ${companyId} AND u.email = ${completion.email}`);
    }
  }
}
