import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Course, Standing } from "../../../../api/training/schemas";
import { formatDate } from "../../../../core/format";
import { certificateHref } from "../fields";
import { DataTable } from "~/ui/DataTable";

/** A day (YYYY-MM-DD) in the user's locale; midday UTC so no time zone moves it. */
export function useDay(): (day: string | null) => string {
  const { i18n } = useTranslation();
  return (day) => (day ? formatDate(`${day}T12:00:00Z`, i18n.language) : "");
}

/** How long a course's completions stay valid. */
export function useValidity(): (months: number | null) => string {
  const { t } = useTranslation();
  return (months) =>
    months === null ? t("training.validity.never") : t("training.validity.months", { count: months });
}

/** The courses: title (linked), validity, locations, products and how many completions. */
export function CourseTable({ rows, empty }: { rows: readonly Course[]; empty: string }) {
  const { t } = useTranslation();
  const validity = useValidity();
  return (
    <DataTable<Course>
      caption={t("training.courses.caption")}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
      columns={[
        {
          id: "title",
          header: t("training.column.course"),
          rowHeader: true,
          sort: "ascending",
          cell: (row) => <Link to={`/training/${row.id}`}>{row.title}</Link>,
        },
        {
          id: "validity",
          header: t("training.column.validity"),
          cell: (row) => validity(row.validity_months),
        },
        {
          id: "locations",
          header: t("training.column.locations"),
          cell: (row) => row.locations.map((location) => location.path).join("; "),
        },
        {
          id: "products",
          header: t("training.column.products"),
          cell: (row) => row.products.map((product) => product.name).join(", "),
        },
        {
          id: "completions",
          header: t("training.column.participants"),
          className: "number",
          cell: (row) => row.completions,
        },
      ]}
    />
  );
}

/**
 * Standings (the due list, a person's own training): the course, the person, the latest completion, its
 * expiry, the status and the certificate of the latest completion.
 */
export function StandingTable({
  caption,
  rows,
  empty,
  showPerson = true,
  showCourse = true,
  linkCourses = false,
}: {
  caption: string;
  rows: readonly Standing[];
  empty: string;
  showPerson?: boolean;
  showCourse?: boolean;
  /** Link each course to its page (managers). */
  linkCourses?: boolean;
}) {
  const { t } = useTranslation();
  const day = useDay();
  const columns = [
    ...(showCourse
      ? [
          {
            id: "course",
            header: t("training.column.course"),
            rowHeader: !showPerson,
            cell: (row: Standing) =>
              linkCourses ? (
                <Link to={`/training/${row.course.id}`}>{row.course.title}</Link>
              ) : (
                row.course.title
              ),
          },
        ]
      : []),
    ...(showPerson
      ? [
          {
            id: "person",
            header: t("training.column.person"),
            rowHeader: true,
            cell: (row: Standing) => row.person.name,
          },
        ]
      : []),
    {
      id: "status",
      header: t("training.column.status"),
      cell: (row: Standing) => (
        <span className={`training-status training-status-${row.status}`}>
          {t(`training.status.${row.status}`)}
        </span>
      ),
    },
    {
      id: "completed",
      header: t("training.column.completed"),
      className: "nowrap",
      cell: (row: Standing) => (row.completed_on ? day(row.completed_on) : t("training.never")),
    },
    {
      id: "expires",
      header: t("training.column.expires"),
      className: "nowrap",
      cell: (row: Standing) =>
        row.completed_on === null ? "" : row.expires_on ? day(row.expires_on) : t("training.validity.never"),
    },
    {
      id: "certificate",
      header: t("training.column.certificate"),
      cell: (row: Standing) =>
        row.completion_id === null ? null : (
          <a href={certificateHref(row.completion_id)}>
            {t("training.certificate.linkFor", { person: row.person.name, date: day(row.completed_on) })}
          </a>
        ),
    },
  ];
  return (
    <DataTable<Standing>
      caption={caption}
      rows={rows}
      rowKey={(row) => `${row.course.id}-${row.person.id}`}
      empty={empty}
      columns={columns}
    />
  );
}
