import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PHRASE_EDITORS } from "../access.server";
import { deletePhrase, getPhrase, updatePhrase } from "../api.server";
import { phraseFailure } from "../failures.server";
import { phraseFormSchema } from "../forms";
import { failureToast, isToastFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { flagParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const PhraseForm = hydrateLater(() => import("../components/PhraseForm").then((module) => module.PhraseForm));

export const handle = { breadcrumb: { key: "phrases.list.title", to: "/standard-phrases" } };

export const meta = pageTitle;

/**
 * /edit-phrase/:sentenceId (local_publisher and local_publisher_delete): a company phrase's code, section
 * and English text, and its deletion. Deleting asks first: `?delete=1` is the confirmation, a form of its own.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_EDITORS);
  const phrase = await getPhrase(api, idFromParams(params.sentenceId));
  return {
    title: `${t("phrases.edit.heading", { code: phrase.code })} – ${t("app.name")}`,
    phrase: {
      id: phrase.id!,
      code: phrase.code,
      field_id: phrase.field_id,
      english: phrase.translations["4"] ?? "",
    },
    confirmDelete: flagParam(new URL(request.url), "delete"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_EDITORS);
  const id = idFromParams(params.sentenceId);
  const here = `/edit-phrase/${id}`;
  const formData = await readForm(request, SMALL_FORM);
  const intent = formData.get("intent");
  if (intent === "delete") {
    const phrase = await getPhrase(api, id);
    try {
      await deletePhrase(api, id);
    } catch (error) {
      // Refused (403) or gone meanwhile (404): back to the list with the reason.
      if (isToastFailure(error)) throw await redirectWithToast("/standard-phrases", failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast("/standard-phrases", {
      type: "success",
      text: t("phrases.deleted", { code: phrase.code }),
    });
  }
  if (intent !== "save") throw badRequest();
  const submission = parseWithZod(formData, { schema: phraseFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const { code, field_id, english } = submission.value;
  try {
    // The form changes the English text only: the other languages are kept as they are.
    const current = await getPhrase(api, id);
    const phrase = await updatePhrase(api, id, {
      code,
      field_id,
      translations: { ...current.translations, "4": english },
    });
    throw await redirectWithToast("/standard-phrases", {
      type: "success",
      text: t("phrases.saved", { code: phrase.code }),
    });
  } catch (error) {
    return phraseFailure(error, submission, t, here);
  }
}

export default function EditPhrase() {
  const { phrase, confirmDelete } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const here = `/edit-phrase/${phrase.id}`;
  if (confirmDelete) {
    return (
      <>
        <h1>{t("phrases.delete.confirmTitle", { code: phrase.code })}</h1>
        <p>{t("phrases.delete.confirmText")}</p>
        <Form method="post" action={here} className="stack">
          <input type="hidden" name="intent" value="delete" />
          <div>
            <button type="submit">{t("phrases.delete.confirm", { code: phrase.code })}</button>
          </div>
        </Form>
        <p>
          <Link to={here}>{t("phrases.delete.cancel")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        <Link to="/standard-phrases">{t("phrases.back")}</Link>
      </p>
      <h1>{t("phrases.edit.heading", { code: phrase.code })}</h1>
      <PhraseForm
        id="phrase-edit"
        defaults={{ code: phrase.code, field_id: String(phrase.field_id ?? ""), english: phrase.english }}
        submitLabel={t("phrases.edit.submit")}
        lastResult={lastResult}
      />
      <p>
        <Link to={`/translations/${phrase.id}`}>
          {t("phrases.action.translations", { code: phrase.code })}
        </Link>
      </p>
      <p>
        <Link to={`/phrases/inuse/${phrase.id}`}>{t("phrases.action.inUse", { code: phrase.code })}</Link>
      </p>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("phrases.delete.heading")}</h2>
        <p>{t("phrases.delete.intro")}</p>
        <p>
          <Link to={`${here}?delete=1`}>{t("phrases.delete.start", { code: phrase.code })}</Link>
        </p>
      </section>
    </>
  );
}
