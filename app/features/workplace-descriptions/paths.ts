/** The workplace-description pages' URLs, built in one place. */

export interface WpdListPlace {
  archived: boolean;
  locationId: number | null;
}

export function listPath(place: WpdListPlace, query: { q?: string; page?: number } = {}): string {
  const base =
    place.locationId === null
      ? "/workplacedescriptions"
      : `/locations/${place.locationId}/workplacedescriptions`;
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return `${place.archived ? `${base}/archived` : base}${text ? `?${text}` : ""}`;
}

export const descriptionPath = (id: number) => `/workplacedescription?id=${id}`;
export const newAtLocationPath = (locationId: number) => `/workplacedescription?location=${locationId}`;
export const fromSheetPath = (productId: number, locationId: number) =>
  `/workplacedescription?product=${productId}&location=${locationId}`;
export const templatePath = (id: number) => `/workplacedescription?template=${id}`;
export const readUnderstoodPath = (seriesId: number) => `/read-understood/wpd/${seriesId}`;
