import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PEOPLE_SEARCH_LIMIT, PEOPLE_SEARCH_MAX } from "../../../../core/support/limits";
import { orNothingFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { textParam } from "~/lib/list-params";
import { pageTitle } from "~/ui/meta";
import { searchPeople } from "../api.server";

export const handle = { breadcrumb: { key: "gdpr.title", to: "/gdpr" } };

export const meta = pageTitle;

/**
 * /gdpr (user administrators): find a person of the company by part of their name or e-mail address (a
 * GET form, so the search is a link too); at most PEOPLE_SEARCH_LIMIT people are listed, each a link to
 * their page, where their data is exported or erased.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const q = textParam(new URL(request.url), "q", PEOPLE_SEARCH_MAX);
  const people = await orNothingFound(searchPeople(api, q), []);
  return {
    title: `${t("gdpr.title")} – ${t("app.name")}`,
    q,
    people,
    limited: people.length >= PEOPLE_SEARCH_LIMIT,
  };
}

export default function PersonalDataSearch() {
  const { q, people, limited } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("gdpr.title")}</h1>
      <p>{t("gdpr.intro")}</p>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="people-q">{t("gdpr.search.label")}</label>
        <input
          id="people-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={PEOPLE_SEARCH_MAX}
          autoComplete="off"
        />
        <button type="submit">{t("gdpr.search.submit")}</button>
      </Form>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">{t("gdpr.results.heading")}</h2>
        {people.length === 0 ? (
          <p>{t("gdpr.results.none", { q })}</p>
        ) : (
          <ul className="people-list">
            {people.map((person) => (
              <li key={person.id}>
                <Link to={`/gdpr/${person.id}`}>{person.name}</Link> – {person.email}
                {person.anonymised ? <> ({t("gdpr.erased")})</> : null}
              </li>
            ))}
          </ul>
        )}
        {limited ? <p className="help">{t("gdpr.results.limited", { count: people.length })}</p> : null}
      </section>
    </>
  );
}
