import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface LocationStarProps {
  location: { id: number; name: string; is_favorite: boolean };
}

/**
 * The favourite star of a location (personal users only; the page decides):
 * a form that posts to /locations/favorites, which adds or removes this one
 * location, then returns to this page with 'Your favourites have been
 * synchronized'. A toggle button (aria-pressed) named after what it does.
 */
export function LocationStar({ location }: LocationStarProps) {
  const { t } = useTranslation();
  const here = useLocation();
  const favorite = location.is_favorite;
  return (
    <Form method="post" action="/locations/favorites" className="location-star" preventScrollReset>
      <input type="hidden" name="location_id" value={location.id} />
      <input type="hidden" name="favorite" value={favorite ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
      <button type="submit" className="star-button" aria-pressed={favorite}>
        <span aria-hidden="true">{favorite ? "★" : "☆"}</span>
        <span className="visually-hidden">
          {favorite
            ? t("locations.favorite.remove", { name: location.name })
            : t("locations.favorite.add", { name: location.name })}
        </span>
      </button>
    </Form>
  );
}
