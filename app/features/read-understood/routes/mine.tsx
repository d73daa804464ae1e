import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RnuItem } from "../../../../api/read-understood/schemas";
import { formatDate } from "../../../../core/format";
import { parseId } from "../../../../core/ids";
import { isRnuKind } from "../../../../core/read-understood/kinds";
import { lifecycleCalls } from "~/features/smartforms/api.server";
import { getMine, setSdsAcknowledged, setWpdAcknowledged } from "~/features/read-understood/api.server";
import { isManager, requireReadUnderstood } from "~/features/read-understood/guard.server";
import { documentHref, locationHref, wpdPdfHref } from "~/features/read-understood/paths";
import { failureToast, isToastFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const handle = { breadcrumb: { key: "readUnderstood.title", to: "/read-understood" } };

/**
 * /read-understood: the documents the person is asked to read, in the version in force: those waiting
 * first (longest waiting first), then those confirmed, with the day. Each has a button that confirms (or
 * withdraws) it. Managers get the link to assign and follow up.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireReadUnderstood(request), getTranslator(request)]);
  const list = await getMine(api);
  return { title: `${t("readUnderstood.title")} – ${t("app.name")}`, ...list, manager: isManager(user) };
}

/** intent acknowledge or unacknowledge, kind and version; back to the list with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireReadUnderstood(request);
  const [form, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intent = form.get("intent");
  const kind = form.get("kind");
  const version = parseId(form.get("version"));
  const title = String(form.get("title") ?? "").slice(0, 300);
  if ((intent !== "acknowledge" && intent !== "unacknowledge") || !isRnuKind(kind) || version === null)
    throw badRequest();
  const confirm = intent === "acknowledge";
  try {
    if (kind === "smartform") {
      await (confirm ? lifecycleCalls.acknowledge(api, version) : lifecycleCalls.unacknowledge(api, version));
    } else if (kind === "wpd") {
      await setWpdAcknowledged(api, version, confirm);
    } else {
      await setSdsAcknowledged(api, version, confirm);
    }
  } catch (error) {
    if (isToastFailure(error)) throw await redirectWithToast("/read-understood", failureToast(error, t));
    throw error;
  }
  throw await redirectWithToast("/read-understood", {
    type: "success",
    text: t(confirm ? "readUnderstood.acknowledged" : "readUnderstood.unacknowledged", { title }),
  });
}

function ItemForm({ item, confirm }: { item: RnuItem; confirm: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={confirm ? "acknowledge" : "unacknowledge"} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="version" value={item.version_id} />
      <input type="hidden" name="title" value={item.title} />
      <button type="submit" className={confirm ? "button primary" : "secondary"}>
        {t(confirm ? "readUnderstood.acknowledge" : "readUnderstood.unacknowledge", { title: item.title })}
      </button>
    </Form>
  );
}

export default function ReadUnderstoodPage() {
  const { pending, done, manager } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const columns = (confirm: boolean): DataColumn<RnuItem>[] => [
    {
      id: "document",
      header: t("readUnderstood.col.document"),
      rowHeader: true,
      cell: (item) => (
        <>
          <Link to={documentHref(item.kind, item.document_id, item.version_id)}>{item.title}</Link>
          {item.kind === "wpd" ? (
            <>
              {" "}
              <a href={wpdPdfHref(item.version_id)}>{t("readUnderstood.pdf", { title: item.title })}</a>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "kind",
      header: t("readUnderstood.col.kind"),
      cell: (item) => t(`readUnderstood.kind.${item.kind}`),
    },
    { id: "version", header: t("readUnderstood.col.version"), cell: (item) => item.version_label },
    confirm
      ? {
          id: "asked",
          header: t("readUnderstood.col.askedAt"),
          cell: (item) => formatDate(item.asked_at, i18n.language),
        }
      : {
          id: "confirmed",
          header: t("readUnderstood.col.acknowledgedAt"),
          cell: (item) => (item.acknowledged_at ? formatDate(item.acknowledged_at, i18n.language) : ""),
        },
    {
      id: "action",
      header: t("readUnderstood.col.action"),
      cell: (item) => <ItemForm item={item} confirm={confirm} />,
    },
  ];
  return (
    <div className="stack">
      <h1>{t("readUnderstood.title")}</h1>
      <p>{t("readUnderstood.intro")}</p>
      {manager ? (
        <ul>
          <li>
            <Link to="/read-understood/manage">{t("readUnderstood.manage")}</Link>
          </li>
          <li>
            <Link to={locationHref()}>{t("readUnderstood.byLocation")}</Link>
          </li>
        </ul>
      ) : null}
      <div className="stack">
        <h2 id="rnu-pending">{t("readUnderstood.pending")}</h2>
        <DataTable
          caption={t("readUnderstood.pending")}
          captionHidden
          columns={columns(true)}
          rows={pending}
          rowKey={(item) => `${item.kind}-${item.version_id}`}
          empty={t("readUnderstood.pendingNone")}
        />
      </div>
      <div className="stack">
        <h2 id="rnu-done">{t("readUnderstood.done")}</h2>
        <DataTable
          caption={t("readUnderstood.done")}
          captionHidden
          columns={columns(false)}
          rows={done}
          rowKey={(item) => `${item.kind}-${item.version_id}`}
          empty={t("readUnderstood.doneNone")}
        />
      </div>
    </div>
  );
}
