import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorCode, apiStatus, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { anonymisePerson, getPerson } from "../api.server";

export const handle = { breadcrumb: { key: "gdpr.title", to: "/gdpr" } };

export const meta = pageTitle;

/** The API's refusals of an erasure, as the page says them. */
const REFUSALS: Record<string, string> = {
  erase_self: "gdpr.erase.self",
  last_user_admin: "gdpr.erase.lastAdmin",
  already_erased: "gdpr.erase.already",
};

/**
 * /gdpr/{id} (user administrators): one person of the company, with links that download their personal
 * data as JSON or PDF, and the erasure. Erasing takes two steps: "Erase this person…" (a link to
 * ?confirm=erase) shows what erasure does and a checkbox to confirm it; only the posted form with the
 * box ticked erases. The administrator's own page offers no erasure.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const person = await orNotFound(getPerson(api, idFromParams(params.id)));
  return {
    title: `${person.name} – ${t("gdpr.title")} – ${t("app.name")}`,
    person,
    self: person.id === user.id,
    confirming: new URL(request.url).searchParams.get("confirm") === "erase",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const id = idFromParams(params.id);
  const formData = await readForm(request, SMALL_FORM);
  if (formData.get("intent") !== "erase") throw badRequest();
  if (formData.get("confirm") !== "yes") return { error: t("gdpr.erase.confirmRequired") };
  const person = await orNotFound(getPerson(api, id));
  try {
    const done = await anonymisePerson(api, id);
    throw await redirectWithToast(`/gdpr/${id}`, {
      type: "success",
      text: t("gdpr.erase.done", { name: person.name, pseudonym: done.name }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = apiStatus(error) === 409 ? REFUSALS[apiErrorCode(error) ?? ""] : undefined;
    if (refusal) throw await redirectWithToast(`/gdpr/${id}`, { type: "warning", text: t(refusal) });
    if (apiStatus(error) === 404)
      throw await redirectWithToast("/gdpr", { type: "warning", text: t("error.notFound") });
    throw error;
  }
}

export default function PersonPage() {
  const { person, self, confirming } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A refused confirmation takes the focus to its message, so it is read out.
  useEffect(() => {
    if (reply?.error) errorRef.current?.focus();
  }, [reply]);
  const base = `/gdpr/${person.id}`;
  return (
    <>
      <h1>{person.name}</h1>
      <p>
        {person.email}
        {person.anonymised ? <> ({t("gdpr.erased")})</> : null}
      </p>
      {person.anonymised ? <p>{t("gdpr.person.erasedNote")}</p> : null}

      <section aria-labelledby="export-heading" className="stack">
        <h2 id="export-heading">{t("gdpr.export.heading")}</h2>
        <p>{t("gdpr.export.intro")}</p>
        <ul className="actions">
          <li>
            <a className="button" href={`${base}/personal-data.json`} download>
              {t("gdpr.export.json")}
            </a>
          </li>
          <li>
            <a className="button" href={`${base}/personal-data.pdf`} download>
              {t("gdpr.export.pdf")}
            </a>
          </li>
        </ul>
      </section>

      {person.anonymised ? null : (
        <section aria-labelledby="erase-heading" className="stack">
          <h2 id="erase-heading">{t("gdpr.erase.heading")}</h2>
          <p>{t("gdpr.erase.intro")}</p>
          {self ? (
            <p>{t("gdpr.erase.cannot")}</p>
          ) : confirming || reply?.error ? (
            <Form method="post" className="stack">
              {reply?.error ? (
                <p className="field-error" id="confirm-error" role="alert" tabIndex={-1} ref={errorRef}>
                  {reply.error}
                </p>
              ) : null}
              <div className="checkbox">
                <input
                  type="checkbox"
                  id="confirm"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={reply?.error ? true : undefined}
                  aria-describedby={reply?.error ? "confirm-error" : undefined}
                />
                <label htmlFor="confirm">{t("gdpr.erase.confirm", { name: person.name })}</label>
              </div>
              <div className="actions">
                <button type="submit" name="intent" value="erase" className="danger">
                  {t("gdpr.erase.submit", { name: person.name })}
                </button>
                <Link to={base}>{t("gdpr.erase.cancel")}</Link>
              </div>
            </Form>
          ) : (
            <p>
              <Link to={`${base}?confirm=erase#erase-heading`}>{t("gdpr.erase.review")}</Link>
            </p>
          )}
        </section>
      )}
      <p>
        <Link to="/gdpr">{t("gdpr.person.back")}</Link>
      </p>
    </>
  );
}
