import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Completion } from "../../../../api/training/schemas";
import { DEFAULT_WITHIN_DAYS, TRAINING_PAGE_MAX } from "../../../../core/training/rules";
import { getCourse, listCompletions, listDue } from "../api.server";
import { StandingTable, useDay, useValidity } from "../components/TrainingTables";
import { certificateHref } from "../fields";
import { requireTrainingManager } from "../manager.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "training.title", to: "/training" } };

const courseHref = (id: number, page: number, duePage: number) => {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (duePage > 1) params.set("due_page", String(duePage));
  const query = params.toString();
  return query ? `/training/${id}?${query}` : `/training/${id}`;
};

/**
 * /training/{courseId} (training managers): the course (validity, locations, products, description), who is
 * due for it (expired, never completed at its locations, expiring within 30 days) and every completion with
 * its certificate, both paged.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireTrainingManager(request, user);
  const id = idFromParams(params.courseId);
  const url = new URL(request.url);
  const page = pageParam(url, TRAINING_PAGE_MAX);
  const duePage = pageParam(url, TRAINING_PAGE_MAX, "due_page");
  const [course, completions, due] = await Promise.all([
    orNotFound(getCourse(api, id)),
    orNotFound(listCompletions(api, id, page)),
    orNotFound(listDue(api, { withinDays: DEFAULT_WITHIN_DAYS, courseId: id, page: duePage })),
  ]);
  const last = pageCount(completions.meta.total, completions.meta.limit);
  const lastDue = pageCount(due.meta.total, due.meta.limit);
  if (page > last || duePage > lastDue)
    throw redirect(courseHref(id, Math.min(page, last), Math.min(duePage, lastDue)));
  return {
    title: `${course.title} – ${t("training.title")} – ${t("app.name")}`,
    course,
    completions: { rows: completions.data, page, last },
    due: { rows: due.data, page: duePage, last: lastDue },
  };
}

export default function CoursePage() {
  const { course, completions, due } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const day = useDay();
  const validity = useValidity();
  return (
    <>
      <h1>{course.title}</h1>
      <p>
        <Link to={`/training/${course.id}/record`} className="button">
          {t("training.course.record")}
        </Link>
      </p>
      <section>
        <h2 id="course-details">{t("training.course.details")}</h2>
        <dl className="details">
          <dt>{t("training.column.validity")}</dt>
          <dd>{validity(course.validity_months)}</dd>
          <dt>{t("training.column.locations")}</dt>
          <dd>
            {course.locations.length === 0 ? (
              t("training.course.noLocations")
            ) : (
              <ul>
                {course.locations.map((location) => (
                  <li key={location.id}>{location.path}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t("training.column.products")}</dt>
          <dd>
            {course.products.length === 0 ? (
              t("training.course.noProducts")
            ) : (
              <ul>
                {course.products.map((product) => (
                  <li key={product.id}>
                    <Link to={`/products/${product.id}`}>{product.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t("training.field.description")}</dt>
          <dd className="pre-line">{course.description || t("training.course.noDescription")}</dd>
        </dl>
      </section>
      <section>
        <h2 id="course-due">{t("training.course.dueHeading")}</h2>
        <StandingTable
          caption={t("training.course.dueHeading")}
          rows={due.rows}
          empty={t("training.due.none")}
          showCourse={false}
        />
        <Pager
          page={due.page}
          pages={due.last}
          label={t("training.course.dueHeading")}
          href={(duePage) => courseHref(course.id, completions.page, duePage)}
        />
      </section>
      <section>
        <h2 id="course-completions">{t("training.participants.heading")}</h2>
        <DataTable<Completion>
          caption={t("training.participants.caption")}
          rows={completions.rows}
          rowKey={(row) => row.id}
          empty={t("training.participants.none")}
          columns={[
            {
              id: "person",
              header: t("training.column.person"),
              rowHeader: true,
              cell: (row) => row.person.name,
            },
            {
              id: "completed",
              header: t("training.column.completed"),
              sort: "descending",
              className: "nowrap",
              cell: (row) => day(row.completed_on),
            },
            {
              id: "expires",
              header: t("training.column.expires"),
              className: "nowrap",
              cell: (row) => (row.expires_on ? day(row.expires_on) : t("training.validity.never")),
            },
            { id: "recordedBy", header: t("training.column.recordedBy"), cell: (row) => row.recorded_by },
            {
              id: "certificate",
              header: t("training.column.certificate"),
              cell: (row) => (
                <a href={certificateHref(row.id)}>
                  {t("training.certificate.linkFor", {
                    person: row.person.name,
                    date: day(row.completed_on),
                  })}
                </a>
              ),
            },
          ]}
        />
        <Pager
          page={completions.page}
          pages={completions.last}
          label={t("training.participants.heading")}
          href={(page) => courseHref(course.id, page, due.page)}
        />
      </section>
    </>
  );
}
