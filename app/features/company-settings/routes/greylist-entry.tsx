import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GREYLIST_PATH, greylistItemPath } from "../../../../core/company-settings/values";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { deleteGreylistEntry, getGreylistEntry } from "~/features/company-settings/api.server";
import { submitGreylistForm } from "~/features/company-settings/greylist-form.server";
import { failureToast, isToastFailure, orNotFound } from "~/lib/api-failure.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const GreylistForm = hydrateLater(() =>
  import("~/features/company-settings/components/GreylistForm").then((module) => module.GreylistForm),
);

export const handle = { breadcrumb: { key: "companySettings.greylist.title", to: GREYLIST_PATH } };

export const meta = pageTitle;

/**
 * /company-settings/products/greylist/{id} (user_admin): edit a substance, or remove it. Removing asks
 * first: a link to `?delete=1` shows the confirmation with the button that removes, so it works without
 * JavaScript. Another company's entry or an unknown id is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const entry = await orNotFound(getGreylistEntry(api, idFromParams(params.id)));
  return {
    title: `${entry.name} – ${t("companySettings.greylist.title")} – ${t("app.name")}`,
    entry,
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

/** Saves the entry (intent save) or removes it (intent delete with confirm=yes). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireSettingsAdmin(request);
  const [formData, { t }] = await Promise.all([readForm(request, SMALL_FORM), getTranslator(request)]);
  const id = idFromParams(params.id);
  const intent = formData.get("intent");
  if (intent === "save") {
    const outcome = await submitGreylistForm(formData, api, t, id);
    if (!outcome.ok) return outcome.reply;
    throw await redirectWithToast(`${GREYLIST_PATH}#entry-${id}`, {
      type: "success",
      text: t("companySettings.greylist.saved", { name: outcome.entry.name }),
    });
  }
  if (intent === "delete") {
    // Only the confirmation's button removes; anything else asks first.
    if (formData.get("confirm") !== "yes") throw redirect(`${greylistItemPath(id)}?delete=1`);
    const name = String(formData.get("name") ?? "");
    try {
      await deleteGreylistEntry(api, id);
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast(GREYLIST_PATH, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast(GREYLIST_PATH, {
      type: "success",
      text: t("companySettings.greylist.deleted", { name }),
    });
  }
  throw badRequest();
}

export default function GreylistEntryPage() {
  const { entry, confirmDelete } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmRef.current?.focus();
  }, [confirmDelete]);
  return (
    <>
      <p>
        <Link to={GREYLIST_PATH}>{t("companySettings.greylist.back")}</Link>
      </p>
      <section aria-labelledby="greylist-edit-heading">
        <h2 id="greylist-edit-heading">{t("companySettings.greylist.editHeading", { name: entry.name })}</h2>
        <GreylistForm
          key={entry.updated_at}
          id="greylist-edit"
          defaults={{ cas: entry.cas, name: entry.name, reason: entry.reason, level: entry.level }}
          submitLabel={t("companySettings.greylist.editSubmit")}
          lastResult={lastResult}
        />
      </section>
      <section aria-labelledby="greylist-delete-heading" id="delete-entry">
        <h2 id="greylist-delete-heading">{t("companySettings.greylist.deleteHeading")}</h2>
        {confirmDelete ? (
          <div className="notice warning" ref={confirmRef} tabIndex={-1} role="alert">
            <p>
              <strong>{t("companySettings.greylist.deleteQuestion", { name: entry.name })}</strong>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirm" value="yes" />
              <input type="hidden" name="name" value={entry.name} />
              <button type="submit" className="danger">
                {t("companySettings.greylist.deleteConfirm", { name: entry.name })}
              </button>{" "}
              <Link to={greylistItemPath(entry.id)} className="button secondary">
                {t("companySettings.greylist.deleteCancel")}
              </Link>
            </Form>
          </div>
        ) : (
          <>
            <p>{t("companySettings.greylist.deleteIntro")}</p>
            <p>
              <Link to={`${greylistItemPath(entry.id)}?delete=1#delete-entry`} className="button secondary">
                {t("companySettings.greylist.deleteStart", { name: entry.name })}
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}
