import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocationDetail, LocationMatch, LocationNode } from "../../../../api/locations/schemas";
import type { LocationPickerState } from "~/ui/LocationPicker";
import { replyFor, type LocationFormReply } from "./location-form-reply";
import { hierarchyPath, informationPath, LocationPath } from "./LocationPath";
import { LocationStar } from "./LocationStar";
import { LocationTree } from "./LocationTree";
import { hydrateLater } from "~/ui/hydrateLater";

// The forms hydrate after the page (app/ui/hydrateLater.tsx): conform and the move form's location picker are
// not in the first visit.
const LocationNameForm = hydrateLater(() =>
  import("./LocationForms").then((module) => module.LocationNameForm),
);
const ArchiveLocationForm = hydrateLater(() =>
  import("./LocationForms").then((module) => module.ArchiveLocationForm),
);
const MoveLocationForm = hydrateLater(() =>
  import("./MoveLocationForm").then((module) => module.MoveLocationForm),
);

export interface LocationHierarchyData {
  canEdit: boolean;
  /** An editor limited to top nodes: changes below them only (no top locations, no move to the top). */
  topLimited: boolean;
  canFavorite: boolean;
  showArchived: boolean;
  q: string;
  matches: LocationMatch[] | null;
  moveq: string;
  /** The move form's picker (users who may move the selected location), else null. */
  movePicker: LocationPickerState | null;
  /** "The top level" is the move's choice so far (`parent_id=top` from a search). */
  moveTopChosen: boolean;
  top: LocationNode[];
  childrenOf: Record<string, LocationNode[]>;
  selected: LocationDetail | null;
}

/** Only the parameters that are set, for hidden inputs of the GET forms. */
function present(params: Record<string, string | false>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => entry[1] !== false && entry[1] !== "",
    ),
  );
}

/**
 * The location hierarchy page: /location-hierarchy (the tree's top level) and
 * /location-hierarchy/{locationId} (the tree opened down to that location,
 * with the forms that change it). Everything works without JavaScript: the
 * filter, "Show archived locations" and the move form's search are GET forms,
 * every change a POST form.
 */
export function LocationHierarchyView({
  data,
  reply,
}: {
  data: LocationHierarchyData;
  reply: LocationFormReply | undefined;
}) {
  const { t } = useTranslation();
  const here = useLocation();
  const { selected, showArchived, q, moveq, matches, canEdit, canFavorite } = data;
  const pagePath = here.pathname;
  const archivedParam = showArchived ? "1" : false;
  // A change that succeeded gives the forms fresh, empty fields; a refused one keeps them.
  const formsKey = [
    selected?.id,
    selected?.name,
    selected?.parent,
    selected?.archived,
    selected?.updated_at,
    selected?.children.length,
    data.top.length,
  ].join(":");

  return (
    <>
      <div className="location-heading">
        <h1>{selected ? selected.name : t("hierarchy.title")}</h1>
        {selected?.archived ? <span className="tag">{t("locations.archived")}</span> : null}
        {selected && canFavorite ? <LocationStar location={selected} /> : null}
      </div>
      {selected ? (
        <>
          <LocationPath
            path={selected.path}
            linkTo={(id) => hierarchyPath(id, showArchived)}
            lastIsCurrent
            label={t("hierarchy.pathLabel")}
          />
          {selected.archived ? <p className="notice">{t("hierarchy.archivedNotice")}</p> : null}
          <p>
            <Link to={informationPath(selected.id)}>
              {t("hierarchy.informationLink", { name: selected.name })}
            </Link>
          </p>
        </>
      ) : (
        <p>{t("hierarchy.intro")}</p>
      )}

      <div className="hierarchy-tools">
        <Form method="get" action={pagePath} className="inline-search" role="search">
          {Object.entries(present({ include_archived: archivedParam })).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="hierarchy-filter">{t("hierarchy.filter.label")}</label>
          <span className="inline-search-row">
            <input id="hierarchy-filter" type="search" name="q" defaultValue={q} autoComplete="off" />
            <button type="submit">{t("hierarchy.filter.submit")}</button>
          </span>
        </Form>
        <Form method="get" action={pagePath} className="archived-toggle">
          {Object.entries(present({ q, moveq, include_archived: showArchived ? false : "1" })).map(
            ([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ),
          )}
          <button type="submit" className="secondary" aria-pressed={showArchived}>
            {t("hierarchy.showArchived")}
          </button>
        </Form>
      </div>

      {matches ? (
        <section aria-labelledby="filter-heading" className="filter-results">
          <h2 id="filter-heading">{t("hierarchy.filter.heading", { q })}</h2>
          {matches.length === 0 ? (
            <p>{t("hierarchy.filter.none", { q })}</p>
          ) : (
            <ul className="location-matches">
              {matches.map((match) => (
                <li key={match.id}>
                  <LocationPath path={match.path} linkTo={(id) => hierarchyPath(id, showArchived)} />
                  {match.archived ? <span className="tag">{t("locations.archived")}</span> : null}
                  {canFavorite ? <LocationStar location={match} /> : null}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={pagePath + (showArchived ? "?include_archived=1" : "")}>
              {t("hierarchy.filter.clear")}
            </Link>
          </p>
        </section>
      ) : null}

      <div className="hierarchy-layout">
        <section aria-labelledby="tree-heading" className="hierarchy-tree">
          <h2 id="tree-heading">{t("hierarchy.treeHeading")}</h2>
          {data.top.length === 0 ? (
            <p>{t("hierarchy.empty")}</p>
          ) : (
            <LocationTree
              top={data.top}
              childrenOf={data.childrenOf}
              selectedId={selected?.id ?? null}
              showArchived={showArchived}
              canFavorite={canFavorite}
              label={t("hierarchy.tree")}
            />
          )}
        </section>

        {canEdit ? (
          <section aria-labelledby="manage-heading" className="hierarchy-manage" key={formsKey}>
            <h2 id="manage-heading">
              {selected
                ? t("hierarchy.manage.heading", { name: selected.name })
                : t("hierarchy.add.topHeading")}
            </h2>
            {selected ? (
              <>
                {selected.archived ? null : (
                  <Part id="add" heading={t("hierarchy.add.heading", { name: selected.name })}>
                    <LocationNameForm
                      intent="create"
                      formId="create-location"
                      label={t("hierarchy.add.name")}
                      hint={t("hierarchy.add.hint")}
                      submitLabel={t("hierarchy.add.submit")}
                      lastResult={replyFor(reply, "create")}
                    />
                  </Part>
                )}
                <Part id="rename" heading={t("hierarchy.rename.heading")}>
                  <LocationNameForm
                    intent="rename"
                    formId="rename-location"
                    label={t("hierarchy.rename.name")}
                    submitLabel={t("hierarchy.rename.submit")}
                    defaultName={selected.name}
                    lastResult={replyFor(reply, "rename")}
                  />
                </Part>
                {selected.archived ? null : (
                  <Part id="move" heading={t("hierarchy.move.heading")}>
                    <p>{t("hierarchy.move.intro", { name: selected.name })}</p>
                    {data.movePicker ? (
                      <MoveLocationForm
                        location={selected}
                        // A refused move shows the choice that was posted (the action's picker state).
                        picker={(reply?.intent === "move" ? reply.picker : undefined) ?? data.movePicker}
                        topChosen={data.moveTopChosen}
                        offerTop={!data.topLimited}
                        keep={present({ q, include_archived: archivedParam })}
                        lastResult={replyFor(reply, "move")}
                      />
                    ) : null}
                  </Part>
                )}
                <Part
                  id="archive"
                  heading={
                    selected.archived ? t("hierarchy.unarchive.heading") : t("hierarchy.archive.heading")
                  }
                >
                  <ArchiveLocationForm
                    name={selected.name}
                    archived={selected.archived}
                    lastResult={replyFor(reply, "archive", "unarchive")}
                  />
                </Part>
              </>
            ) : (
              <LocationNameForm
                intent="create"
                formId="create-location"
                label={t("hierarchy.add.name")}
                hint={t("hierarchy.add.topHint")}
                submitLabel={t("hierarchy.add.submit")}
                lastResult={replyFor(reply, "create")}
              />
            )}
          </section>
        ) : (
          <p className="help hierarchy-read-only">
            {data.topLimited
              ? t("hierarchy.topLimited")
              : t("hierarchy.readOnly", { permission: t("permission.edit_location") })}
          </p>
        )}
      </div>
    </>
  );
}

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="manage-part">
      <h3 id={`${id}-heading`}>{heading}</h3>
      {children}
    </section>
  );
}
