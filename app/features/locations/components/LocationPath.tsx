import { Link } from "@remix-run/react";
import type { LocationPathItem } from "../../../../api/locations/schemas";

/** The hierarchy page of a location; `archived` keeps archived locations shown. */
export function hierarchyPath(id: number, archived = false): string {
  return `/location-hierarchy/${id}${archived ? "?include_archived=1" : ""}`;
}

/** The information page of a location. */
export function informationPath(id: number): string {
  return `/locations/${id}/information`;
}

export interface LocationPathProps {
  /** From the top down to and including the location. */
  path: LocationPathItem[];
  /** Where each step links to (default: its hierarchy page). */
  linkTo?: (id: number) => string;
  /** The last step is the page being shown: not a link, marked aria-current. */
  lastIsCurrent?: boolean;
  /** Wrap in a navigation landmark with this name (once per page). */
  label?: string;
}

/** A location's full path, from the top down, as a breadcrumb-like list of links. */
export function LocationPath({ path, linkTo = hierarchyPath, lastIsCurrent, label }: LocationPathProps) {
  const list = (
    <ol className="location-path">
      {path.map((step, index) => (
        <li key={step.id}>
          {lastIsCurrent && index === path.length - 1 ? (
            <span aria-current="page">{step.name}</span>
          ) : (
            <Link to={linkTo(step.id)}>{step.name}</Link>
          )}
        </li>
      ))}
    </ol>
  );
  if (!label) return list;
  return (
    <nav aria-label={label} className="location-path-nav">
      {list}
    </nav>
  );
}
