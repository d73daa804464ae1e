import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_WITHIN_DAYS, TRAINING_LIMITS, TRAINING_PAGE_MAX } from "../../../../core/training/rules";
import { getMyTraining, listCourses, listDue } from "../api.server";
import { CourseTable, StandingTable } from "../components/TrainingTables";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam, textParam } from "~/lib/list-params";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "training.title", to: "/training" } };

interface TrainingState {
  q: string;
  page: number;
  within: number;
  duePage: number;
}

/** The page's URL for a state (the course search, its page, the due window and its page). */
function trainingHref(state: TrainingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.within !== DEFAULT_WITHIN_DAYS) params.set("within", String(state.within));
  if (state.duePage > 1) params.set("due_page", String(state.duePage));
  const query = params.toString();
  return query ? `/training?${query}` : "/training";
}

/** The due window from the URL: whole days from 0 to the limit, else the default. */
function withinParam(url: URL): number {
  const value = url.searchParams.get("within") ?? "";
  if (!/^\d{1,4}$/.test(value)) return DEFAULT_WITHIN_DAYS;
  return Math.min(Number(value), TRAINING_LIMITS.withinDays);
}

/**
 * /training: everyone's own training (the courses they completed or should have, with certificates); for a
 * training manager (edit_location or user_admin) also the courses (searchable, paged) and who is due (the
 * window in days, paged). Filters are GET forms.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  const state: TrainingState = {
    q: textParam(url, "q", TRAINING_LIMITS.search),
    page: pageParam(url, TRAINING_PAGE_MAX),
    within: withinParam(url),
    duePage: pageParam(url, TRAINING_PAGE_MAX, "due_page"),
  };
  const mine = await getMyTraining(api);
  const manager = mine.meta.manager;
  const [courses, due] = manager
    ? await Promise.all([
        listCourses(api, { q: state.q, page: state.page }),
        listDue(api, { withinDays: state.within, page: state.duePage }),
      ])
    : [null, null];
  if (courses && due) {
    const lastCourses = pageCount(courses.meta.total, courses.meta.limit);
    const lastDue = pageCount(due.meta.total, due.meta.limit);
    if (state.page > lastCourses || state.duePage > lastDue) {
      throw redirect(
        trainingHref({
          ...state,
          page: Math.min(state.page, lastCourses),
          duePage: Math.min(state.duePage, lastDue),
        }),
      );
    }
  }
  return {
    title: `${t("training.title")} – ${t("app.name")}`,
    state,
    mine: mine.data,
    courses: courses && {
      rows: courses.data,
      total: courses.meta.total,
      limit: courses.meta.limit,
      last: pageCount(courses.meta.total, courses.meta.limit),
    },
    due: due && {
      rows: due.data,
      total: due.meta.total,
      limit: due.meta.limit,
      last: pageCount(due.meta.total, due.meta.limit),
    },
  };
}

export default function TrainingPage() {
  const { state, mine, courses, due } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const range = (page: number, limit: number, total: number) => ({
    first: total === 0 ? 0 : (page - 1) * limit + 1,
    last: Math.min(total, page * limit),
    total,
  });
  return (
    <>
      <h1>{t("training.title")}</h1>
      <p>{t("training.intro")}</p>
      <section>
        <h2 id="training-mine">{t("training.mine.heading")}</h2>
        <StandingTable
          caption={t("training.mine.caption")}
          rows={mine}
          empty={t("training.mine.none")}
          showPerson={false}
          linkCourses={courses !== null}
        />
      </section>
      {courses ? (
        <section>
          <h2 id="training-courses">{t("training.courses.heading")}</h2>
          <p>
            <Link to="/training/new" className="button">
              {t("training.courses.new")}
            </Link>
          </p>
          <Form method="get" className="document-filters">
            {state.within !== DEFAULT_WITHIN_DAYS ? (
              <input type="hidden" name="within" value={state.within} />
            ) : null}
            <div className="field">
              <label htmlFor="training-q">{t("training.courses.search")}</label>
              <input
                id="training-q"
                type="search"
                name="q"
                defaultValue={state.q}
                maxLength={TRAINING_LIMITS.search}
              />
            </div>
            <div className="filter-buttons">
              <button type="submit">{t("training.courses.find")}</button>
            </div>
          </Form>
          <p className="result-count">
            {courses.total === 0
              ? null
              : t("training.courses.count", range(state.page, courses.limit, courses.total))}
          </p>
          <CourseTable
            rows={courses.rows}
            empty={state.q ? t("training.courses.noneFiltered") : t("training.courses.none")}
          />
          <Pager
            page={state.page}
            pages={courses.last}
            label={t("training.courses.heading")}
            href={(page) => trainingHref({ ...state, page })}
          />
        </section>
      ) : null}
      {due ? (
        <section>
          <h2 id="training-due">{t("training.due.heading")}</h2>
          <p>{t("training.due.intro")}</p>
          <Form method="get" className="document-filters">
            {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
            <div className="field">
              <label htmlFor="training-within">{t("training.due.within")}</label>
              <input
                id="training-within"
                type="number"
                name="within"
                min={0}
                max={TRAINING_LIMITS.withinDays}
                defaultValue={state.within}
              />
            </div>
            <div className="filter-buttons">
              <button type="submit">{t("training.due.show")}</button>
            </div>
          </Form>
          <p className="result-count">
            {due.total === 0 ? null : t("training.due.count", range(state.duePage, due.limit, due.total))}
          </p>
          <StandingTable
            caption={t("training.due.caption")}
            rows={due.rows}
            empty={t("training.due.none")}
            linkCourses
          />
          <Pager
            page={state.duePage}
            pages={due.last}
            label={t("training.due.heading")}
            href={(duePage) => trainingHref({ ...state, duePage })}
          />
        </section>
      ) : null}
    </>
  );
}
