/**
 * Numbers and dates in the user's locale. Building an Intl formatter costs far
 * more than using one, and a list page formats hundreds of values, so each
 * formatter is built once per locale and options and then reused.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNamesCache = new Map<string, Intl.DisplayNames>();

/** At most this many formatters of each kind are kept (locales × option sets; a handful in practice). */
const MAX_FORMATS = 200;

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= MAX_FORMATS) cache.clear();
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** The number formatter of a locale and options, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The date formatter of a locale and options, built once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * The name of a language or region in a locale ("Deutsch", "Norway"), or the
 * code itself when Intl does not know it; the Intl.DisplayNames is built once
 * per locale and type.
 */
export function displayName(locale: string, type: "language" | "region", code: string): string {
  try {
    return (
      cached(displayNamesCache, `${locale}|${type}`, () => new Intl.DisplayNames([locale], { type })).of(
        code,
      ) ?? code
    );
  } catch {
    return code; // an unknown locale or a malformed code
  }
}

const DATE: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "2-digit" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "2-digit", minute: "2-digit" };

/** Dates are shown as 2-digit day, month and year in the user's locale. */
export function formatDate(value: Date | string | number, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(locale, DATE).format(date);
}

/** A date and time in the user's locale ("07/03/26, 14:05"); empty for no date. */
export function formatDateTime(value: string | Date | null | undefined, locale: string): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(locale, DATE_TIME).format(date);
}
