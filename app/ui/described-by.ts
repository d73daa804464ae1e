/**
 * The ids an element is described by, without the empty ones; undefined when none is left. Kept apart from
 * the form field components so a page that renders plain controls doesn't load conform with them.
 */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length ? list.join(" ") : undefined;
}
