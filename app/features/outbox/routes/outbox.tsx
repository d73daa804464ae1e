import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { dateFormat } from "../../../../core/format";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OutboxMessage } from "../../../../api/outbox/schemas";
import { OUTBOX_PAGE_SIZE, OUTBOX_WINDOW } from "../../../../core/outbox";
import { getOutboxPage } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam, pageCount, pageParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "outbox.title", to: "/company-settings/outbox" } };

export const meta = pageTitle;

const PATH = "/company-settings/outbox";
const LAST_PAGE = Math.floor(OUTBOX_WINDOW / OUTBOX_PAGE_SIZE);

/** The outbox page `page`, with message `id` open (its anchor, so the browser scrolls to it). */
function outboxHref(page: number, id?: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (id) query.set("id", String(id));
  const search = query.toString();
  return `${PATH}${search ? `?${search}` : ""}${id ? "#outbox-message" : ""}`;
}

/**
 * /company-settings/outbox (approval admins): every e-mail the product queued
 * for the company, newest first, 20 a page, with its delivery status; `?id=`
 * opens one message of the page to read. Server-rendered; plain links only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["chemical_approval_admin"] });
  const url = new URL(request.url);
  const page = pageParam(url, LAST_PAGE);
  const openId = idParam(url, "id");
  const { data, meta } = await getOutboxPage(api, page);
  const pages = pageCount(meta.total, meta.limit, LAST_PAGE);
  if (page > pages) throw redirect(outboxHref(pages));

  // Dates are written on the server, in the user's locale, so the browser shows exactly what was rendered.
  const dateTime = dateFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const shown = (message: OutboxMessage) => ({
    ...message,
    created: dateTime.format(new Date(message.created_at)),
    sent: message.sent_at ? dateTime.format(new Date(message.sent_at)) : null,
  });
  const messages = data.map(shown);
  return {
    title: `${t("outbox.title")} – ${t("companySettings.title")} – ${t("app.name")}`,
    messages,
    open: openId ? (messages.find((message) => message.id === openId) ?? null) : null,
    openMissing: openId !== undefined && !messages.some((message) => message.id === openId),
    page,
    pages,
    total: meta.total,
    limit: meta.limit,
  };
}

type Shown = Awaited<ReturnType<typeof loader>>["messages"][number];

function Recipient({ message }: { message: Shown }) {
  return message.to_name ? (
    <>
      {message.to_name}
      <br />
      <span className="outbox-address">{message.to_address}</span>
    </>
  ) : (
    <>{message.to_address}</>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`outbox-status outbox-status-${status}`}>{t(`outbox.status.${status}`)}</span>;
}

function MessagePanel({ message, page }: { message: Shown; page: number }) {
  const { t } = useTranslation();
  return (
    <article className="outbox-message" id="outbox-message" aria-labelledby="outbox-message-subject">
      <p className="outbox-message-label">{t("outbox.message.label")}</p>
      <h3 id="outbox-message-subject">{message.subject}</h3>
      <dl className="outbox-facts">
        <div>
          <dt>{t("outbox.column.to")}</dt>
          <dd>
            <Recipient message={message} />
          </dd>
        </div>
        <div>
          <dt>{t("outbox.column.kind")}</dt>
          <dd>{t(`outbox.kind.${message.kind}`)}</dd>
        </div>
        <div>
          <dt>{t("outbox.column.status")}</dt>
          <dd>
            <StatusBadge status={message.status} />
          </dd>
        </div>
        <div>
          <dt>{t("outbox.column.created")}</dt>
          <dd>
            <time dateTime={message.created_at}>{message.created}</time>
          </dd>
        </div>
        <div>
          <dt>{t("outbox.column.sent")}</dt>
          <dd>
            {message.sent_at ? <time dateTime={message.sent_at}>{message.sent}</time> : t("outbox.notSent")}
          </dd>
        </div>
        <div>
          <dt>{t("outbox.message.attempts")}</dt>
          <dd>{message.attempts}</dd>
        </div>
        {message.error ? (
          <div>
            <dt>{t("outbox.message.error")}</dt>
            <dd className="outbox-error">{message.error}</dd>
          </div>
        ) : null}
        {message.request_id ? (
          <div>
            <dt>{t("outbox.message.request")}</dt>
            <dd>
              <Link to={`/chemical-approvals/requests/${message.request_id}/approve`}>
                {t("outbox.message.openRequest")}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <h4>{t("outbox.message.body")}</h4>
      <pre className="outbox-body">{message.body}</pre>
      <p>
        <Link to={outboxHref(page)}>{t("outbox.message.close")}</Link>
      </p>
    </article>
  );
}

function useMessageColumns(page: number, openId: number | undefined): DataColumn<Shown>[] {
  const { t } = useTranslation();
  return [
    { id: "to", header: t("outbox.column.to"), cell: (message) => <Recipient message={message} /> },
    {
      id: "subject",
      header: t("outbox.column.subject"),
      cell: (message) => (
        <Link to={outboxHref(page, message.id)} aria-current={openId === message.id ? "true" : undefined}>
          {message.subject}
        </Link>
      ),
    },
    { id: "kind", header: t("outbox.column.kind"), cell: (message) => t(`outbox.kind.${message.kind}`) },
    {
      id: "status",
      header: t("outbox.column.status"),
      cell: (message) => <StatusBadge status={message.status} />,
    },
    {
      id: "created",
      header: t("outbox.column.created"),
      cell: (message) => <time dateTime={message.created_at}>{message.created}</time>,
    },
    {
      id: "sent",
      header: t("outbox.column.sent"),
      cell: (message) =>
        message.sent_at ? <time dateTime={message.sent_at}>{message.sent}</time> : t("outbox.notSent"),
    },
  ];
}

export default function Outbox() {
  const { messages, open, openMissing, page, pages, total, limit } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useMessageColumns(page, open?.id);
  const first = (page - 1) * limit + 1;
  return (
    <section aria-labelledby="outbox-heading" className="outbox">
      <h2 id="outbox-heading">{t("outbox.title")}</h2>
      <p>{t("outbox.intro")}</p>
      {open ? <MessagePanel message={open} page={page} /> : null}
      {openMissing ? <p className="outbox-missing">{t("outbox.message.notFound")}</p> : null}
      <p className="outbox-count">
        {total === 0
          ? t("outbox.count.none")
          : t("outbox.count.range", { first, last: first + messages.length - 1, total })}
      </p>
      <DataTable
        caption={t("outbox.caption")}
        captionHidden
        className="outbox-table"
        columns={columns}
        rows={messages}
        rowKey={(message) => message.id}
        rowClassName={(message) => (open?.id === message.id ? "outbox-open" : undefined)}
      />
      <Pager page={page} pages={pages} href={(to) => outboxHref(to)} label={t("outbox.pages")} />
    </section>
  );
}
