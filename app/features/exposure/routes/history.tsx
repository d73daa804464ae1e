import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HISTORY_LIMITS } from "../../../../core/exposure/history";
import { parseId } from "../../../../core/ids";
import { getExposureAccess, getHistory, getHistoryPeople } from "../api.server";
import { HistoryTable } from "../components/HistoryTable";
import { historyHref, historyView, readHistoryParams } from "../history-page.server";
import { requireUser } from "~/lib/auth.server";
import { apiStatus, orNothingFound, orNotFound } from "~/lib/api-failure.server";
import { blocked } from "~/lib/guards.server";
import { textParam } from "~/lib/list-params";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "exposureHistory.title", to: "/exposure-history" } };

export const meta = pageTitle;

const PATH = "/exposure-history";

/**
 * /exposure-history: a person's exposure history. Keepers and readers of the register choose the person
 * (a GET form: search by name, then pick) and read their records at their locations; a person the register
 * applies to reads their own without a choice; anyone else is sent to /main with a warning. The PDF link
 * goes to /exposure-history/pdf with the same person.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  const params = readHistoryParams(url);
  const access = await getExposureAccess(api);
  const choosing = access.is_admin || access.is_reader;
  const title = `${t("exposureHistory.title")} – ${t("app.name")}`;

  if (!choosing) {
    let history;
    try {
      history = await getHistory(api, "me", params);
    } catch (error) {
      if (apiStatus(error) === 403) return blocked(request, "exposure.error.notAllowed");
      throw error;
    }
    return {
      title,
      choice: null,
      view: historyView(history, params, t, locale, (p) => historyHref(PATH, p)),
      fixed: {} as Record<string, string>,
      pdfHref: `${PATH}/pdf`,
    };
  }

  // Cleaned as every search is (control characters become spaces); a search the API still refuses shows
  // no one, with the text kept in its box.
  const q = textParam(url, "q", HISTORY_LIMITS.search);
  const personId = parseId(url.searchParams.get("person") ?? "");
  const [people, history] = await Promise.all([
    orNothingFound(getHistoryPeople(api, q), { data: [], meta: { more: false } }),
    personId === null ? null : orNotFound(getHistory(api, personId, params)),
  ]);
  const fixed: Record<string, string> = personId === null ? {} : { person: String(personId) };
  // A person the URL names who is not offered (erased, switched off, beyond the search) stays chosen.
  const offered =
    history && !people.data.some((p) => p.id === history.data.person.id)
      ? [...people.data, { id: history.data.person.id, name: history.data.person.name }]
      : people.data;
  return {
    title,
    choice: { q, people: offered, more: people.meta.more, chosen: personId },
    view: history ? historyView(history, params, t, locale, (p) => historyHref(PATH, p, fixed)) : null,
    fixed,
    pdfHref: personId === null ? `${PATH}/pdf` : `${PATH}/pdf?person=${personId}`,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function PersonChoice({ choice }: { choice: NonNullable<LoaderData["choice"]> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-choose-heading" className="exposure-history-choice">
      <h2 id="history-choose-heading">{t("exposureHistory.choose.heading")}</h2>
      <Form method="get" className="request-filters">
        <div className="field">
          <label htmlFor="history-q">{t("exposureHistory.choose.search")}</label>
          <input
            id="history-q"
            type="search"
            name="q"
            defaultValue={choice.q}
            maxLength={HISTORY_LIMITS.search}
            autoComplete="off"
          />
        </div>
        <div className="filter-buttons">
          <button type="submit">{t("exposureHistory.choose.searchSubmit")}</button>
        </div>
      </Form>
      {choice.people.length === 0 ? (
        <p>{t("exposureHistory.choose.none")}</p>
      ) : (
        <Form method="get" className="request-filters">
          {choice.q ? <input type="hidden" name="q" value={choice.q} /> : null}
          <div className="field">
            <label htmlFor="history-person">{t("exposureHistory.choose.person")}</label>
            <select id="history-person" name="person" defaultValue={choice.chosen ?? undefined}>
              {choice.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-buttons">
            <button type="submit">{t("exposureHistory.choose.submit")}</button>
          </div>
        </Form>
      )}
      {choice.more ? <p>{t("exposureHistory.choose.more")}</p> : null}
    </section>
  );
}

export default function ExposureHistory() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { view } = data;
  return (
    <section aria-labelledby="history-heading" className="exposure-history-page">
      <h1 id="history-heading">{t("exposureHistory.title")}</h1>
      <p>{t("exposureHistory.intro")}</p>
      {data.choice ? <PersonChoice choice={data.choice} /> : null}
      {view ? (
        <section aria-labelledby="history-person-heading">
          <h2 id="history-person-heading">
            {data.choice
              ? t("exposureHistory.heading.person", { name: view.person.name })
              : t("exposureHistory.heading.own")}
            {view.person.anonymous ? ` ${t("exposureHistory.erased")}` : null}
          </h2>
          <HistoryTable
            view={view}
            hidden={data.fixed}
            pdfHref={data.pdfHref}
            idPrefix="history"
            emptyText={t("exposureHistory.records.none")}
          />
        </section>
      ) : null}
    </section>
  );
}
