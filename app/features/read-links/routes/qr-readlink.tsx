import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CreatedReadLink, ReadLinkRow } from "../../../../api/read-links/schemas";
import { dateFormat } from "../../../../core/format";
import { parseId } from "../../../../core/ids";
import { QR_SHEET_MAX_LOCATIONS } from "../../../../core/read-links/rules";
import { createReadLinks, listReadLinks, printQrSheet, revokeReadLink } from "../api.server";
import { loadLocationPicker } from "../../locations/picker.server";
import { failureToast, isInputFailure, isToastFailure, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { qrReadlinkGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { LocationPicker } from "~/ui/LocationPicker";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "qr.title", to: "/qr-readlink" } };
export const meta = pageTitle;

const LOCATIONS = "location";
const QUERY = "location_q";
const INTENT = "intent";

/**
 * /qr-readlink: the company's read links (the QR library) with their state and a revoke button each, and one
 * form to choose locations and either create links (shown once, here) or print a QR sheet (a PDF download).
 * Users with add_product and qr, or edit_location and read_link_admin; the API checks the same.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await qrReadlinkGuard(request, user);
  const page = pageParam(new URL(request.url));
  const [list, picker] = await Promise.all([
    orNotFound(listReadLinks(api, page)),
    loadLocationPicker(api, { ids: [] }),
  ]);
  return { list, picker, title: `${t("qr.title")} – ${t("app.name")}` };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  await qrReadlinkGuard(request, user);
  const { t } = await getTranslator(request);
  const form = await readForm(request);
  const intent = String(form.get(INTENT) ?? "");
  const ids = form
    .getAll(LOCATIONS)
    .map((value) => parseId(value))
    .filter((id): id is number => id !== null)
    .slice(0, QR_SHEET_MAX_LOCATIONS);
  const picker = (q: unknown = "") => loadLocationPicker(api, { ids, q });
  const url = new URL(request.url);
  const back = url.pathname + url.search;

  if (intent === "revoke") {
    const id = parseId(form.get("id"));
    if (id === null) return data({ error: null, created: null, picker: await picker() }, 400);
    try {
      await revokeReadLink(api, id);
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
      throw error;
    }
    return redirectWithToast(back, { type: "success", text: t("qr.revoked") });
  }
  if (intent === "find") return { error: null, created: null, picker: await picker(form.get(QUERY)) };
  if (ids.length === 0) {
    return data({ error: t("qr.error.noLocation"), created: null, picker: await picker() }, 400);
  }
  try {
    if (intent === "print") {
      const pdf = await printQrSheet(api, ids);
      return new Response(pdf.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": pdf.headers.get("Content-Disposition") ?? "attachment",
          "Cache-Control": "private, no-store",
        },
      });
    }
    const created = await createReadLinks(api, ids);
    return { error: null, created, picker: await loadLocationPicker(api, { ids: [] }) };
  } catch (error) {
    // A location that is not the caller's (or no longer exists) reads like one not chosen.
    if (isInputFailure(error)) {
      return data({ error: t("qr.error.noLocation"), created: null, picker: await picker() }, 400);
    }
    if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
    throw error;
  }
}

export default function QrReadlinkPage() {
  const { list, picker } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const state = reply && "picker" in reply ? reply : null;
  const created = (state?.created ?? null) as CreatedReadLink[] | null;
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));

  const columns: DataColumn<ReadLinkRow>[] = [
    { id: "location", header: t("qr.list.location"), rowHeader: true, cell: (row) => row.location_path },
    { id: "created", header: t("qr.list.created"), cell: (row) => day.format(new Date(row.created_at)) },
    { id: "expires", header: t("qr.list.expires"), cell: (row) => day.format(new Date(row.expires_at)) },
    { id: "state", header: t("qr.list.state"), cell: (row) => t(`qr.state.${row.state}`) },
    {
      id: "actions",
      header: t("qr.list.actions"),
      cell: (row) =>
        row.state === "active" ? (
          <Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              name={INTENT}
              value="revoke"
              aria-label={t("qr.revoke.label", { location: row.location_path })}
            >
              {t("qr.revoke")}
            </button>
          </Form>
        ) : null,
    },
  ];

  return (
    <>
      <h1>{t("qr.title")}</h1>
      <p>{t("qr.intro")}</p>

      {created && created.length > 0 ? (
        <section aria-labelledby="qr-created">
          <h2 id="qr-created">{t("qr.created.title")}</h2>
          <p role="status">{t("qr.created.once")}</p>
          <ul>
            {created.map((link) => (
              <li key={link.id}>
                <strong>{link.location_path}</strong>: <a href={link.url}>{link.url}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Form method="post" reloadDocument>
        <LocationPicker
          id="qr-locations"
          name={LOCATIONS}
          multiple
          legend={t("qr.create.legend")}
          hint={t("qr.create.hint")}
          state={state?.picker ?? picker}
          queryName={QUERY}
          searchButton={{ name: INTENT, value: "find" }}
          errors={state?.error ? [state.error] : undefined}
        />
        <p>{t("qr.print.hint")}</p>
        <div className="form-actions">
          <button type="submit" name={INTENT} value="create">
            {t("qr.create.submit")}
          </button>
          <button type="submit" name={INTENT} value="print">
            {t("qr.print.submit")}
          </button>
        </div>
      </Form>

      <DataTable
        caption={t("qr.list.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        empty={<p>{t("qr.list.empty")}</p>}
      />
      <Pager page={list.meta.page} pages={pages} href={(page) => `/qr-readlink?page=${page}`} />
    </>
  );
}
