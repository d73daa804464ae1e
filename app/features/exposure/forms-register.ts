import { decodeCursor, parseDay } from "../../../core/activities/trail";
import {
  REGISTER_PAGE_MAX,
  REGISTER_PERIODS,
  type RegisterPeriod,
} from "../../../core/exposure/register-lists";
import { parseId } from "../../../core/ids";
import { choiceParam, flagParam, pageParam } from "../../lib/list-params";

/**
 * The query strings of the register (/exposure) and the records list (/exposures/instances): their GET
 * forms' filters, read the way every list reads them (what the page cannot use is dropped, never an error),
 * and the URLs back from them, for the pager, the links and the exports.
 */

export const REGISTER_PATH = "/exposure";
export const INSTANCES_PATH = "/exposures/instances";

/** The search fields of the register's and the records list's filter forms (location, person, product). */
export const FILTER_SEARCH = { location: "locq", person: "personq", product: "productq" } as const;

export interface RegisterFilterState {
  location: number | null;
  product: number | null;
  person: number | null;
  period: RegisterPeriod;
  page: number;
}

export function readRegisterFilters(url: URL): RegisterFilterState {
  return {
    location: parseId(url.searchParams.get("location")),
    product: parseId(url.searchParams.get("product")),
    person: parseId(url.searchParams.get("person")),
    period: choiceParam(url, "period", REGISTER_PERIODS, "all"),
    page: pageParam(url, REGISTER_PAGE_MAX),
  };
}

export const isRegisterFiltered = (state: RegisterFilterState) =>
  state.location !== null || state.product !== null || state.person !== null || state.period !== "all";

/** The filters as a query string (no page), for the page, its exports and the API. */
function registerQuery(state: RegisterFilterState, names: "page" | "api"): URLSearchParams {
  const api = names === "api";
  const query = new URLSearchParams();
  if (state.location !== null) query.set(api ? "location_id" : "location", String(state.location));
  if (state.product !== null) query.set(api ? "product_id" : "product", String(state.product));
  if (state.person !== null) query.set(api ? "person_id" : "person", String(state.person));
  if (state.period !== "all") query.set("period", state.period);
  return query;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** The register's URL with these filters (and a page). */
export function registerHref(state: RegisterFilterState, page = 1): string {
  const query = registerQuery(state, "page");
  if (page > 1) query.set("page", String(page));
  return withQuery(REGISTER_PATH, query);
}

/** The register's download with these filters. */
export const registerExportHref = (state: RegisterFilterState, format: "csv" | "xlsx") =>
  withQuery(`${REGISTER_PATH}/register.${format}`, registerQuery(state, "page"));

/** The API's query of these filters. */
export const registerApiQuery = (state: RegisterFilterState): Record<string, string> =>
  Object.fromEntries(registerQuery(state, "api"));

export type RecordedBy = "any" | "self" | "others";

export interface InstanceFilterState {
  person: number | null;
  product: number | null;
  location: number | null;
  from: string | null;
  to: string | null;
  voided: boolean;
  recordedBy: RecordedBy;
}

export function readInstanceFilters(url: URL): InstanceFilterState {
  let from = parseDay(url.searchParams.get("from"));
  let to = parseDay(url.searchParams.get("to"));
  // A period given backwards is still the same period.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    person: parseId(url.searchParams.get("person")),
    product: parseId(url.searchParams.get("product")),
    location: parseId(url.searchParams.get("location")),
    from,
    to,
    voided: flagParam(url, "voided"),
    recordedBy: choiceParam(url, "recorded", ["any", "self", "others"] as const, "any"),
  };
}

/** The cursor of the page shown, when it is one the API wrote. */
export function readInstanceCursor(url: URL): string | null {
  const cursor = url.searchParams.get("cursor");
  return cursor && decodeCursor(cursor) ? cursor : null;
}

export const isInstancesFiltered = (state: InstanceFilterState) =>
  state.person !== null ||
  state.product !== null ||
  state.location !== null ||
  state.from !== null ||
  state.to !== null ||
  state.voided ||
  state.recordedBy !== "any";

function instanceQuery(state: InstanceFilterState, names: "page" | "api"): URLSearchParams {
  const api = names === "api";
  const query = new URLSearchParams();
  if (state.person !== null) query.set(api ? "person_id" : "person", String(state.person));
  if (state.product !== null) query.set(api ? "product_id" : "product", String(state.product));
  if (state.location !== null) query.set(api ? "location_id" : "location", String(state.location));
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.voided) query.set(api ? "include_voided" : "voided", api ? "true" : "1");
  if (state.recordedBy !== "any") {
    if (api) query.set("self_reported", state.recordedBy === "self" ? "true" : "false");
    else query.set("recorded", state.recordedBy);
  }
  return query;
}

/** The records list's URL with these filters (and a cursor). */
export function instancesHref(state: InstanceFilterState, cursor: string | null = null): string {
  const query = instanceQuery(state, "page");
  if (cursor) query.set("cursor", cursor);
  return withQuery(INSTANCES_PATH, query);
}

/** The records' download with these filters. */
export const instancesExportHref = (state: InstanceFilterState, format: "csv" | "xlsx") =>
  withQuery(`${INSTANCES_PATH}.${format}`, instanceQuery(state, "page"));

export const instancesApiQuery = (state: InstanceFilterState): Record<string, string> =>
  Object.fromEntries(instanceQuery(state, "api"));

/** No filters: the whole list. */
export const NO_INSTANCE_FILTERS: InstanceFilterState = {
  person: null,
  product: null,
  location: null,
  from: null,
  to: null,
  voided: false,
  recordedBy: "any",
};
