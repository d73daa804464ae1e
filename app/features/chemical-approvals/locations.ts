import type { LocationChoice, LocationGroup } from "./forms";

/**
 * Location paths as the chemical approval API gives them: the names from the
 * top location down to the location itself, joined by " › ".
 */

const SEPARATOR = " › ";

/** A location's path as text ("Building A › Laboratory 1"); without one, its name. */
export function pathText(location: { name: string; path?: string | null }): string {
  const path = location.path?.trim();
  return path ? path : location.name;
}

/** The names of a location's path from the top, without the location itself. */
function ancestorNames(location: { name: string; path?: string | null }): string[] {
  const steps = (location.path ?? "")
    .split(/\s+(?:›|>|\/)\s+/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (steps[steps.length - 1] === location.name) steps.pop();
  return steps;
}

/** The locations grouped by their parent's path, keeping the API's (path) order. */
export function groupLocations(
  locations: readonly {
    id: number;
    name: string;
    path?: string | null;
    board_group?: { id: number; name: string } | null;
  }[],
): LocationGroup[] {
  const groups: LocationGroup[] = [];
  const byLabel = new Map<string, LocationGroup>();
  for (const location of locations) {
    const ancestors = ancestorNames(location);
    const label = ancestors.join(SEPARATOR);
    const choice: LocationChoice = {
      id: location.id,
      name: location.name,
      pathText: [...ancestors, location.name].join(SEPARATOR),
      board: location.board_group ?? null,
    };
    let group = byLabel.get(label);
    if (!group) {
      group = { label, locations: [] };
      byLabel.set(label, group);
      groups.push(group);
    }
    group.locations.push(choice);
  }
  return groups;
}
