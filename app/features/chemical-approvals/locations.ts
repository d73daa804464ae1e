/**
 * Location paths as the chemical approval API gives them: the names from the
 * top location down to the location itself, joined by " › ".
 */

/** A location's path as text ("Building A › Laboratory 1"); without one, its name. */
export function pathText(location: { name: string; path?: string | null }): string {
  const path = location.path?.trim();
  return path ? path : location.name;
}
