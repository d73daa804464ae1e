import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { replyFor, type LocationFormReply } from "~/features/locations/components/location-form-reply";
import { hierarchyPath, informationPath, LocationPath } from "~/features/locations/components/LocationPath";
import { LocationStar } from "~/features/locations/components/LocationStar";
import { ProductStorageWarning } from "~/features/products/components/ProductStorageWarning";
import type { LocationDetail } from "../../../../api/locations/schemas";
import { boardGroupSchema, renameLocationSchema } from "~/features/locations/forms";
import { failureErrors, isInputFailure, orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { formatDate } from "../../../../core/format";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { getLocation, listBoardGroups, updateLocation } from "~/features/locations/api.server";
import { storageWarningOf } from "~/features/products/api.server";
import { rememberLocation } from "~/features/locations/recent-locations.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const LocationNameForm = hydrateLater(() =>
  import("~/features/locations/components/LocationForms").then((module) => module.LocationNameForm),
);
const LocationBoardGroupForm = hydrateLater(() =>
  import("~/features/locations/components/LocationForms").then((module) => module.LocationBoardGroupForm),
);

export const handle = { breadcrumb: { key: "locations.information.title", to: "/locations" } };

export const meta = pageTitle;

/**
 * /locations/{locationId}/information: what a location is (name, full path,
 * parent, children, who may edit it, chemical board group, counts, dates),
 * with its name and board group editable in place for users with
 * edit_location. Visiting makes it a recent location.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.locationId);
  // An archived location is shown with what was archived along with it.
  const [current, storageWarning, boards] = await Promise.all([
    orNotFound(getLocation(api, id, false)),
    // TRGS 510: products kept here that must not be stored together (docs/decisions/015-trgs-510-storage-classes.md).
    storageWarningOf(api, id),
    // The approval boards: the name of the location's, and the choices for edit_location.
    listBoardGroups(api),
  ]);
  const location = current.archived ? await orNotFound(getLocation(api, id, true)) : current;
  return data(
    {
      title: `${location.name} – ${t("locations.information.title")} – ${t("app.name")}`,
      location,
      created: formatDate(location.created_at, locale),
      updated: formatDate(location.updated_at, locale),
      canEdit: user.permissions.edit_location === true && location.may_edit,
      canFavorite: user.is_personal,
      // Workplace descriptions at this location (wpd and add_product).
      canDescribe: user.permissions.wpd === true && user.permissions.add_product === true,
      storageWarning,
      boards,
    },
    { headers: { "Set-Cookie": await rememberLocation(request, location.id) } },
  );
}

/** Rename and the chemical board group; users with edit_location. */
export async function action({ request, params }: ActionFunctionArgs): Promise<LocationFormReply> {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["edit_location"] });
  const id = idFromParams(params.locationId);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intent = String(formData.get("intent") ?? "");
  const page = informationPath(id);

  const submission =
    intent === "rename"
      ? parseWithZod(formData, { schema: renameLocationSchema(t) })
      : intent === "boardGroup"
        ? parseWithZod(formData, { schema: boardGroupSchema(t) })
        : null;
  if (!submission) throw badRequest();
  if (submission.status !== "success") return { intent, result: submission.reply() };

  const value = submission.value;
  const body =
    value.intent === "rename"
      ? { name: value.name }
      : {
          chemical_board_group_id: value.chemical_board_group_id
            ? Number(value.chemical_board_group_id)
            : null,
        };
  let location: LocationDetail;
  try {
    location = await updateLocation(api, id, body);
  } catch (error) {
    if (isInputFailure(error)) {
      const field = value.intent === "rename" ? "name" : "chemical_board_group_id";
      const errors = failureErrors(error, t, [field]);
      // The API's "not one of the company's boards" (e.g. deleted meanwhile), in the user's language.
      if (field === "chemical_board_group_id" && errors.fieldErrors[field]) {
        errors.fieldErrors[field] = [t("locations.error.boardGroup")];
      }
      return { intent, result: submission.reply(errors) };
    }
    return { intent, result: await replyToFailure(error, { submission, back: page, t }) };
  }
  throw await redirectWithToast(page, {
    type: "success",
    text:
      value.intent === "rename"
        ? t("locations.toast.renamed", { name: location.name })
        : t("locations.toast.boardGroupSaved", { name: location.name }),
  });
}

export default function LocationInformation() {
  const { location, created, updated, canEdit, canFavorite, storageWarning, boards, canDescribe } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const parent = location.path.length > 1 ? location.path[location.path.length - 2] : undefined;
  const formsKey = [location.id, location.name, location.chemical_board_group_id, location.updated_at].join(
    ":",
  );

  return (
    <>
      <div className="location-heading">
        <h1>{location.name}</h1>
        {location.archived ? <span className="tag">{t("locations.archived")}</span> : null}
        {canFavorite ? <LocationStar location={location} /> : null}
      </div>
      <LocationPath
        path={location.path}
        linkTo={informationPath}
        lastIsCurrent
        label={t("locations.pathLabel")}
      />
      {location.archived ? <p className="notice">{t("locations.information.archivedNotice")}</p> : null}
      {storageWarning ? (
        <ProductStorageWarning warning={storageWarning} locationId={location.id} locationNames={{}} />
      ) : null}
      <p>
        <Link to={hierarchyPath(location.id, location.archived)}>
          {t("locations.information.hierarchyLink", { name: location.name })}
        </Link>
      </p>
      {canDescribe && !location.archived ? (
        <p>
          <Link to={`/locations/${location.id}/workplacedescriptions`}>{t("wpd.link.list")}</Link>
          {" · "}
          <Link to={`/workplacedescription?location=${location.id}`}>{t("wpd.link.create")}</Link>
        </p>
      ) : null}

      <section aria-labelledby="details-heading" className="panel location-details">
        <h2 id="details-heading">{t("locations.information.details")}</h2>
        <dl className="facts">
          <dt>{t("locations.information.name")}</dt>
          <dd>{location.name}</dd>
          <dt>{t("locations.information.path")}</dt>
          <dd>{location.path.map((step) => step.name).join(" › ")}</dd>
          <dt>{t("locations.information.parent")}</dt>
          <dd>
            {parent ? (
              <Link to={informationPath(parent.id)}>{parent.name}</Link>
            ) : (
              t("locations.information.topLevel")
            )}
          </dd>
          <dt>{t("locations.information.boardGroup")}</dt>
          <dd>
            {location.chemical_board_group_id === null
              ? t("locations.information.boardGroupNone")
              : (boards.find((board) => board.id === location.chemical_board_group_id)?.name ??
                `#${location.chemical_board_group_id}`)}
          </dd>
          <dt>{t("locations.information.created")}</dt>
          <dd>{created}</dd>
          <dt>{t("locations.information.updated")}</dt>
          <dd>{updated}</dd>
        </dl>
      </section>

      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading">{t("locations.information.counts")}</h2>
        <dl className="facts">
          <dt>{t("locations.information.countChildren")}</dt>
          <dd>{location.counts.children}</dd>
          <dt>{t("locations.information.countDescendants")}</dt>
          <dd>{location.counts.descendants}</dd>
          <dt>{t("locations.information.countProducts")}</dt>
          <dd>
            <Link to={`/locations/${location.id}/products`}>{location.counts.products}</Link>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="children-heading">
        <h2 id="children-heading">{t("locations.information.children")}</h2>
        {location.children.length === 0 ? (
          <p>{t("locations.information.noChildren")}</p>
        ) : (
          <ul className="location-list">
            {location.children.map((child) => (
              <li key={child.id}>
                <Link to={informationPath(child.id)}>{child.name}</Link>
                {child.archived ? <span className="tag">{t("locations.archived")}</span> : null}
                {child.child_count > 0 ? (
                  <span className="child-count">
                    {t("locations.childCount", { number: child.child_count })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="editors-heading">
        <h2 id="editors-heading">{t("locations.information.editors")}</h2>
        {location.editors.length === 0 ? (
          <p>{t("locations.information.noEditors")}</p>
        ) : (
          <ul>
            {location.editors.map((editor) => (
              <li key={editor.id}>{editor.name}</li>
            ))}
          </ul>
        )}
      </section>

      {canEdit ? (
        <section aria-labelledby="edit-heading" className="hierarchy-manage" key={formsKey}>
          <h2 id="edit-heading">{t("locations.information.edit")}</h2>
          <LocationNameForm
            intent="rename"
            formId="rename-location"
            label={t("locations.information.renameLabel")}
            submitLabel={t("locations.information.renameSubmit")}
            defaultName={location.name}
            lastResult={replyFor(reply, "rename")}
          />
          <LocationBoardGroupForm
            value={location.chemical_board_group_id}
            boards={boards}
            lastResult={replyFor(reply, "boardGroup")}
          />
        </section>
      ) : null}
    </>
  );
}
