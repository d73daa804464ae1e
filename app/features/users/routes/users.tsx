import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { UserAdmin } from "../../../../api/users/schemas";
import {
  NEW_USER_PATH,
  USER_GUEST_FILTERS,
  USER_KINDS,
  USER_PERMISSION_FLAGS,
  USER_SEARCH_MAX,
  USER_STATUSES,
  USERS_PAGE_MAX,
  USERS_PATH,
  userPath,
  type UserGuestFilter,
  type UserKindFilter,
  type UserStatusFilter,
} from "../../../../core/users/user-rules";
import type { PermissionFlag } from "../../../../core/permissions";
import { listUsers } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { choiceParam, pageCount, pageParam, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

interface ListState {
  q: string;
  permission: PermissionFlag | "";
  guest: UserGuestFilter | "";
  kind: UserKindFilter | "";
  status: UserStatusFilter;
  page: number;
}

/** The list's URL for a state (defaults left out, so the plain /users is the first page of active users). */
function listHref(state: ListState, page = state.page): string {
  const query = new URLSearchParams();
  if (state.q) query.set("q", state.q);
  if (state.permission) query.set("permission", state.permission);
  if (state.guest) query.set("guest", state.guest);
  if (state.kind) query.set("kind", state.kind);
  if (state.status !== "active") query.set("status", state.status);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${USERS_PATH}${search ? `?${search}` : ""}`;
}

/**
 * /users (user administrators): the company's users by name, 20 a page, with a search by name or e-mail
 * address and filters (a permission, guest, personal or shared, active or deactivated) in a GET form, so
 * every view is a link and everything works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const url = new URL(request.url);
  const state: ListState = {
    q: textParam(url, "q", USER_SEARCH_MAX),
    permission: choiceParam(url, "permission", [...USER_PERMISSION_FLAGS, ""] as const, ""),
    guest: choiceParam(url, "guest", [...USER_GUEST_FILTERS, ""] as const, ""),
    kind: choiceParam(url, "kind", [...USER_KINDS, ""] as const, ""),
    status: choiceParam(url, "status", USER_STATUSES, "active"),
    page: pageParam(url, USERS_PAGE_MAX),
  };
  const { data, meta } = await listUsers(api, {
    q: state.q || undefined,
    permission: state.permission || undefined,
    guest: state.guest || undefined,
    kind: state.kind || undefined,
    status: state.status,
    page: state.page,
  });
  const pages = pageCount(meta.total, meta.limit, USERS_PAGE_MAX);
  if (state.page > pages) throw redirect(listHref(state, pages));
  return {
    title: `${t("users.title")} – ${t("app.name")}`,
    state,
    users: data,
    total: meta.total,
    limit: meta.limit,
    pages,
    filtered: Boolean(state.q || state.permission || state.guest || state.kind || state.status !== "active"),
  };
}

function Filters({ state, filtered }: { state: ListState; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="user-filters" aria-labelledby="user-filters-heading">
      <h2 id="user-filters-heading" className="visually-hidden">
        {t("users.filter.heading")}
      </h2>
      <div className="field">
        <label htmlFor="users-q">{t("users.filter.q")}</label>
        <input id="users-q" name="q" type="search" defaultValue={state.q} maxLength={USER_SEARCH_MAX} />
      </div>
      <div className="field">
        <label htmlFor="users-permission">{t("users.filter.permission")}</label>
        <select id="users-permission" name="permission" defaultValue={state.permission}>
          <option value="">{t("users.filter.any")}</option>
          {USER_PERMISSION_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {t(`permission.${flag}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="users-guest">{t("users.filter.guest")}</label>
        <select id="users-guest" name="guest" defaultValue={state.guest}>
          <option value="">{t("users.filter.any")}</option>
          {USER_GUEST_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`users.filter.guest.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="users-kind">{t("users.filter.kind")}</label>
        <select id="users-kind" name="kind" defaultValue={state.kind}>
          <option value="">{t("users.filter.any")}</option>
          {USER_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`users.kind.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="users-status">{t("users.filter.status")}</label>
        <select id="users-status" name="status" defaultValue={state.status}>
          {USER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? t("users.filter.status.all") : t(`users.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-buttons">
        <button type="submit">{t("users.filter.submit")}</button>
        {filtered ? (
          <Link to={USERS_PATH} className="button secondary">
            {t("users.filter.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function useUserColumns(): DataColumn<UserAdmin>[] {
  const { t } = useTranslation();
  return [
    {
      id: "name",
      header: t("users.column.name"),
      sort: "ascending",
      rowHeader: true,
      cell: (user) => <Link to={userPath(user.id)}>{user.name}</Link>,
    },
    { id: "email", header: t("users.column.email"), cell: (user) => user.email },
    {
      id: "kind",
      header: t("users.column.kind"),
      cell: (user) =>
        [
          t(user.is_personal ? "users.kind.personal" : "users.kind.shared"),
          user.is_guest_user ? t("users.guest") : null,
        ]
          .filter(Boolean)
          .join(", "),
    },
    {
      id: "permissions",
      header: t("users.column.permissions"),
      cell: (user) => {
        const flags = USER_PERMISSION_FLAGS.filter((flag) => user.permissions[flag]);
        return flags.length === 0 ? (
          t("users.permissions.none")
        ) : (
          <ul className="plain-list">
            {flags.map((flag) => (
              <li key={flag}>{t(`permission.${flag}`)}</li>
            ))}
          </ul>
        );
      },
    },
    {
      id: "status",
      header: t("users.column.status"),
      cell: (user) => t(user.deactivated_at ? "users.status.deactivated" : "users.status.active"),
    },
  ];
}

export default function Users() {
  const { state, users, total, limit, pages, filtered } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useUserColumns();
  const first = (state.page - 1) * limit + 1;
  return (
    <>
      <h1>{t("users.title")}</h1>
      <p>{t("users.intro")}</p>
      <p>
        <Link className="button" to={NEW_USER_PATH}>
          {t("users.new")}
        </Link>
      </p>
      <Filters state={state} filtered={filtered} />
      <p className="list-count" role="status">
        {total === 0
          ? t("users.count.none")
          : t("users.count.range", { first, last: first + users.length - 1, total })}
      </p>
      <DataTable
        caption={t("users.caption")}
        captionHidden
        className="user-table"
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
      />
      <Pager
        page={state.page}
        pages={pages}
        href={(page) => listHref(state, page)}
        label={t("users.pages")}
        numbered
      />
    </>
  );
}
