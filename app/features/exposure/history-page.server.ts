import type { History } from "../../../api/exposure/schemas";
import { decodeCursor, parseDay } from "../../../core/activities/trail";
import { formatDuration } from "../../../core/exposure/duration";
import { dateFormat } from "../../../core/format";
import { parseId } from "../../../core/ids";
import type { Translate } from "../../../core/translate";
import { orNotFound } from "../../lib/api-failure.server";
import { setFileHeaders } from "../../lib/security-headers.server";
import type { HistoryParams } from "./api.server";

/**
 * What the history page and My page's exposure tab share on the server: reading the filters and page from
 * the URL, turning the API's history into the lines the table shows (dates in the reader's language, in
 * UTC like the filter's days), and passing the PDF on to the browser.
 */

/** The filters and cursor in the URL; anything that is not one (a hand-edited address) counts as absent. */
export function readHistoryParams(url: URL): HistoryParams {
  const from = parseDay(url.searchParams.get("from"));
  const to = parseDay(url.searchParams.get("to"));
  const cursor = url.searchParams.get("cursor");
  return {
    from,
    to: from && to && to < from ? null : to,
    product: parseId(url.searchParams.get("product") ?? ""),
    cursor: cursor && decodeCursor(cursor) ? cursor : null,
  };
}

/** The page's address with these filters, page and any fixed parameters (the chosen person). */
export function historyHref(
  path: string,
  params: Partial<HistoryParams>,
  fixed: Record<string, string> = {},
): string {
  const search = new URLSearchParams(fixed);
  if (params.from) search.set("from", params.from);
  if (params.to) search.set("to", params.to);
  if (params.product) search.set("product", String(params.product));
  if (params.cursor) search.set("cursor", params.cursor);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface HistoryView {
  person: { id: number; name: string; anonymous: boolean };
  retention: string;
  totals: {
    productId: number;
    product: string;
    supplier: string;
    occasions: number;
    time: string;
    first: { iso: string; text: string };
    last: { iso: string; text: string };
    sheets: string[];
    reasons: string[];
  }[];
  records: {
    uid: string;
    at: string;
    when: string;
    duration: string;
    location: string;
    product: string;
    sheet: string | null;
    routes: string;
    ppe: string;
    measurements: string[];
    incident: string;
    notes: string;
    selfReported: boolean;
    voided: { when: string; reason: string } | null;
  }[];
  filters: Omit<HistoryParams, "cursor">;
  filtered: boolean;
  paged: boolean;
  /** The products the filter offers: those in the totals, and the one filtered by. */
  products: { id: number; name: string }[];
  pager: { first: string | null; newer: string | null; older: string | null };
  /** The page without filters. */
  clearHref: string;
}

/** The history as the page shows it, in the reader's language; `href` builds the page's own addresses. */
export function historyView(
  history: History,
  params: HistoryParams,
  t: Translate,
  locale: string,
  href: (params: Partial<HistoryParams>) => string,
): HistoryView {
  const { person, retention_years: years, totals, records } = history.data;
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const minute = dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const sheetText = (sheet: { version: string; date_issue: string }) =>
    t("exposure.sheetVersion", { version: sheet.version, date: sheet.date_issue });
  const filters = { from: params.from, to: params.to, product: params.product };
  const products = totals.map((total) => ({ id: total.product.id, name: total.product.name }));
  if (params.product !== null && !products.some((p) => p.id === params.product)) {
    products.push({ id: params.product, name: `#${params.product}` });
  }
  return {
    person,
    retention: t("exposure.retention", { years }),
    totals: totals.map((total) => ({
      productId: total.product.id,
      product: total.product.name,
      supplier: total.product.supplier,
      occasions: total.occasions,
      time: formatDuration(total.minutes),
      first: { iso: total.first_at, text: day.format(new Date(total.first_at)) },
      last: { iso: total.last_at, text: day.format(new Date(total.last_at)) },
      sheets: total.sheets.map(sheetText),
      reasons: total.reasons.length
        ? total.reasons.map((reason) =>
            reason.kind === "statement"
              ? t("exposure.reason.statement", { code: reason.code })
              : t("exposure.reason.annexVi", reason),
          )
        : [t("exposure.notRegistrable")],
    })),
    records: records.map((record) => ({
      uid: record.uid,
      at: record.started_at,
      when: `${minute.format(new Date(record.started_at))} UTC`,
      duration: formatDuration(record.duration_minutes),
      location: record.location.path,
      product: record.product.name,
      sheet: record.sheet ? sheetText(record.sheet) : null,
      routes: record.routes.map((route) => t(`exposure.route.${route}`)).join(", "),
      ppe: record.ppe.map((ppe) => t(`approvals.option.ppe.${ppe}`)).join(", "),
      measurements: record.measurements.map(
        (m) => `${m.agent}: ${m.value} ${m.unit}${m.method ? ` (${m.method})` : ""}`,
      ),
      incident: record.incident,
      notes: record.notes,
      selfReported: record.self_reported,
      voided: record.voided
        ? { when: day.format(new Date(record.voided.at)), reason: record.voided.reason }
        : null,
    })),
    filters,
    filtered: filters.from !== null || filters.to !== null || filters.product !== null,
    paged: params.cursor !== null,
    products,
    pager: {
      first: params.cursor !== null ? href(filters) : null,
      newer: history.meta.newer ? href({ ...filters, cursor: history.meta.newer }) : null,
      older: history.meta.older ? href({ ...filters, cursor: history.meta.older }) : null,
    },
    clearHref: href({}),
  };
}

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * The API's PDF of a history, streamed to the browser as a download: never cached, never framed. A history
 * the caller may not read is the not-found page (whether a person exists is no one else's business).
 */
export async function streamHistoryPdf(call: () => Promise<Response>): Promise<Response> {
  const upstream = await orNotFound(call(), { forbiddenIsNotFound: true });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: true });
  return new Response(upstream.body, { status: 200, headers });
}
