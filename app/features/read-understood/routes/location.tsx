import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parseId } from "../../../../core/ids";
import { STATUS_PAGE_MAX, STATUS_PAGE_SIZE } from "../../../../core/read-understood/kinds";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { getLocationDocuments } from "~/features/read-understood/api.server";
import { requireReadUnderstood } from "~/features/read-understood/guard.server";
import { locationHref, statusHref } from "~/features/read-understood/paths";
import { orNotFound } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { DataTable } from "~/ui/DataTable";
import { LocationPicker } from "~/ui/LocationPicker";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const handle = { breadcrumb: { key: "readUnderstood.byLocation", to: "/read-understood/location" } };

/** The picker's search field (a GET parameter beside the chosen `location`). */
const LOCATION_SEARCH = "locq";

/**
 * /read-understood/location?location={id} (managers: edit_location): a location chosen with the shared
 * picker, and for its people (there and below) every document they are asked to read with how many have
 * and haven't read its version in force, most waiting first, a page of 50. Each opens the document's own
 * follow-up page narrowed to the location. A location outside the manager's scope is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([
    requireReadUnderstood(request, { manager: true }),
    getTranslator(request),
  ]);
  const url = new URL(request.url);
  const raw = url.searchParams.get("location");
  const locationId = raw === null || raw === "" ? null : parseId(raw);
  const page = pageParam(url, STATUS_PAGE_MAX);
  const [picker, documents] = await Promise.all([
    loadLocationPicker(api, {
      ids: locationId === null ? [] : [String(locationId)],
      q: url.searchParams.get(LOCATION_SEARCH),
    }),
    locationId === null ? Promise.resolve(null) : orNotFound(getLocationDocuments(api, locationId, page)),
  ]);
  const heading = documents
    ? t("readUnderstood.location.title", { name: documents.location.name })
    : t("readUnderstood.byLocation");
  return { title: `${heading} – ${t("app.name")}`, picker, documents };
}

export default function LocationPage() {
  const { picker, documents } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  type Row = NonNullable<typeof documents>["items"][number];
  return (
    <div className="stack">
      <h1>
        {documents
          ? t("readUnderstood.location.title", { name: documents.location.name })
          : t("readUnderstood.byLocation")}
      </h1>
      <p>{t("readUnderstood.location.intro")}</p>
      <Form method="get" className="stack">
        <LocationPicker
          id="rnu-location"
          name="location"
          multiple={false}
          legend={t("readUnderstood.location.legend")}
          state={picker}
          queryName={LOCATION_SEARCH}
        />
        <p>
          <button type="submit" className="button primary">
            {t("readUnderstood.location.show")}
          </button>
        </p>
      </Form>
      {documents ? (
        <div className="stack">
          <DataTable<Row>
            caption={t("readUnderstood.location.documents", { name: documents.location.name })}
            columns={[
              {
                id: "title",
                header: t("readUnderstood.col.document"),
                rowHeader: true,
                cell: (doc) => (
                  <Link
                    to={statusHref(doc.kind, doc.document_id, documents.location.id)}
                    aria-label={t("readUnderstood.location.follow", {
                      title: doc.title,
                      name: documents.location.name,
                    })}
                  >
                    {doc.title}
                  </Link>
                ),
              },
              {
                id: "kind",
                header: t("readUnderstood.col.kind"),
                cell: (doc) => t(`readUnderstood.kind.${doc.kind}`),
              },
              { id: "version", header: t("readUnderstood.col.version"), cell: (doc) => doc.version_label },
              { id: "done", header: t("readUnderstood.col.done"), cell: (doc) => doc.done },
              { id: "pending", header: t("readUnderstood.col.pending"), cell: (doc) => doc.total - doc.done },
            ]}
            rows={documents.items}
            rowKey={(doc) => `${doc.kind}-${doc.document_id}`}
            empty={t("readUnderstood.location.none")}
          />
          <Pager
            page={documents.page}
            pages={pageCount(documents.total, STATUS_PAGE_SIZE)}
            href={(page) => `${locationHref(documents.location.id)}&page=${page}`}
          />
        </div>
      ) : (
        <p>{t("readUnderstood.location.choose")}</p>
      )}
      <p>
        <Link to="/read-understood/manage">{t("readUnderstood.manage")}</Link>
      </p>
    </div>
  );
}
