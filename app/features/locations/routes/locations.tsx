import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hierarchyPath, LocationPath } from "~/features/locations/components/LocationPath";
import { LocationStar } from "~/features/locations/components/LocationStar";
import type { LocationDetail, LocationMatch } from "../../../../api/locations/schemas";
import type { ApiClient } from "~/lib/api-client.server";
import { apiStatus, orNull } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { FavoritesError, getFavorites, getLocation, listTopLocations } from "~/features/locations/api.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { readRecentLocations } from "~/features/locations/recent-locations.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "locations.title", to: "/locations" } };

export const meta = pageTitle;

/** What a list entry needs: the location, its path and its star. */
type LocationEntry = Pick<LocationMatch, "id" | "name" | "is_favorite" | "archived" | "path">;

const entryOf = (location: LocationMatch | LocationDetail): LocationEntry => ({
  id: location.id,
  name: location.name,
  is_favorite: location.is_favorite,
  archived: location.archived,
  path: location.path,
});

/** The favourites (personal users), or "failed" when the call did not succeed. */
async function favoritesOf(api: Pick<ApiClient, "get">): Promise<LocationEntry[] | "failed"> {
  try {
    return (await getFavorites(api)).map(entryOf);
  } catch (error) {
    if (error instanceof FavoritesError || apiStatus(error) !== undefined) return "failed";
    throw error;
  }
}

/** The recent locations that still resolve (not deleted, not archived, this company's), newest first. */
async function recentOf(api: Pick<ApiClient, "get">, ids: number[]): Promise<LocationEntry[]> {
  const resolved = await Promise.all(
    ids.map(async (id) => {
      const location = await orNull(getLocation(api, id));
      return location && !location.archived ? entryOf(location) : null;
    }),
  );
  return resolved.filter((entry): entry is LocationEntry => entry !== null);
}

/** /locations: favourites first (personal users), then the five most recent, then the tree's top level. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "locations");
  const [favorites, recent, top] = await Promise.all([
    user.is_personal ? favoritesOf(api) : null,
    readRecentLocations(request).then((ids) => recentOf(api, ids)),
    listTopLocations(api),
  ]);
  return {
    title: `${t("locations.title")} – ${t("app.name")}`,
    canFavorite: user.is_personal,
    favorites,
    recent,
    top,
  };
}

function EntryList({
  entries,
  canFavorite,
  ordered,
}: {
  entries: LocationEntry[];
  canFavorite: boolean;
  ordered?: boolean;
}) {
  const { t } = useTranslation();
  const items = entries.map((entry) => (
    <li key={entry.id}>
      <LocationPath path={entry.path} />
      {entry.archived ? <span className="tag">{t("locations.archived")}</span> : null}
      {canFavorite ? <LocationStar location={entry} /> : null}
    </li>
  ));
  return ordered ? (
    <ol className="location-matches">{items}</ol>
  ) : (
    <ul className="location-matches">{items}</ul>
  );
}

export default function Locations() {
  const { canFavorite, favorites, recent, top } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("locations.title")}</h1>
      <p>{t("locations.intro")}</p>

      {favorites !== null ? (
        <section aria-labelledby="favorites-heading">
          <h2 id="favorites-heading">{t("locations.favorites.heading")}</h2>
          {favorites === "failed" ? (
            <p className="notice warning">{t("toast.favouritesFailed")}</p>
          ) : favorites.length === 0 ? (
            <p>{t("locations.favorites.empty")}</p>
          ) : (
            <EntryList entries={favorites} canFavorite={canFavorite} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t("locations.recent.heading")}</h2>
        {recent.length === 0 ? (
          <p>{t("locations.recent.empty")}</p>
        ) : (
          <EntryList entries={recent} canFavorite={canFavorite} ordered />
        )}
      </section>

      <section aria-labelledby="top-heading">
        <h2 id="top-heading">{t("locations.top.heading")}</h2>
        {top.length === 0 ? (
          <p>{t("locations.top.empty")}</p>
        ) : (
          <ul className="location-list">
            {top.map((node) => (
              <li key={node.id}>
                <Link to={hierarchyPath(node.id)}>{node.name}</Link>
                {node.child_count > 0 ? (
                  <span className="child-count">
                    {t("locations.childCount", { number: node.child_count })}
                  </span>
                ) : null}
                {canFavorite ? <LocationStar location={node} /> : null}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/location-hierarchy">{t("locations.top.hierarchyLink")}</Link>
        </p>
      </section>
    </>
  );
}
