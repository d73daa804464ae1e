/**
 * Cleaning of typed text before it is checked or stored. Control characters
 * never reach the database; what happens to line breaks depends on the field.
 */

/** A one-line field: control characters (line breaks included) become spaces, runs of white space one space. */
export function cleanLine(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A name: tabs and line breaks become spaces, other control characters go, the ends are trimmed. */
export function cleanName(value: string): string {
  return value
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

/** A free-text answer: line breaks are kept (as \n), tabs become spaces, other control characters go. */
export function cleanMultiline(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();
}
