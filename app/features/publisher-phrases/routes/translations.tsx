import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PHRASE_EDITORS, PHRASE_READERS } from "../access.server";
import { getPhrase, updatePhrase } from "../api.server";
import { phraseFailure } from "../failures.server";
import { LANGUAGE_ORDER, languageLocale, languageName, missingLanguages, textName } from "../fields";
import { translationsFormSchema, translationsOf } from "../forms";
import { requireUser } from "~/lib/auth.server";
import { FORM_BYTES, readForm } from "~/lib/forms.server";
import { meetsPermissions, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable } from "~/ui/DataTable";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const TranslationsForm = hydrateLater(() =>
  import("../components/TranslationsForm").then((module) => module.TranslationsForm),
);

export const handle = { breadcrumb: { key: "phrases.list.title", to: "/standard-phrases" } };

export const meta = pageTitle;

/** Ten texts of at most 2,000 characters each, with room for letters of several bytes. */
const TRANSLATIONS_FORM = { maxBytes: FORM_BYTES, maxFieldLength: 2_000 };

/**
 * /translations/:sentenceId (local_publisher): a company phrase's text in the ten languages, which are
 * missing said at the top and beside each. Saving (one form, every language at once) takes
 * local_publisher_delete as well, like any change to an existing phrase; others read the texts.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_READERS);
  const phrase = await getPhrase(api, idFromParams(params.sentenceId));
  return {
    title: `${t("phrases.translations.heading", { code: phrase.code })} – ${t("app.name")}`,
    phrase: { id: phrase.id!, code: phrase.code, translations: phrase.translations },
    canEdit: meetsPermissions(user, PHRASE_EDITORS),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_EDITORS);
  const id = idFromParams(params.sentenceId);
  const here = `/translations/${id}`;
  const formData = await readForm(request, TRANSLATIONS_FORM);
  const submission = parseWithZod(formData, { schema: translationsFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  try {
    // The code and section stay as they are: the API replaces all three, so they are sent back unchanged.
    const current = await getPhrase(api, id);
    const phrase = await updatePhrase(api, id, {
      code: current.code,
      field_id: current.field_id!,
      translations: translationsOf(submission.value),
    });
    throw await redirectWithToast(here, {
      type: "success",
      text: t("phrases.translations.saved", { code: phrase.code }),
    });
  } catch (error) {
    return phraseFailure(error, submission, t, here);
  }
}

export default function PhraseTranslations() {
  const { phrase, canEdit } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const missing = missingLanguages(phrase.translations);
  return (
    <>
      <p>
        <Link to="/standard-phrases">{t("phrases.back")}</Link>
      </p>
      <h1>{t("phrases.translations.heading", { code: phrase.code })}</h1>
      <p>{t("phrases.translations.intro")}</p>
      <p className="notice" role="status">
        {missing.length > 0
          ? t("phrases.translations.missing", { languages: missing.map(languageName).join(", ") })
          : t("phrases.translations.complete")}
      </p>
      {canEdit ? (
        <TranslationsForm
          id="phrase-translations"
          defaults={Object.fromEntries(
            LANGUAGE_ORDER.map((id) => [textName(id), phrase.translations[String(id)] ?? ""]),
          )}
          lastResult={lastResult}
        />
      ) : (
        <>
          <p>{t("phrases.translations.readOnly")}</p>
          <DataTable
            caption={t("phrases.translations.caption", { code: phrase.code })}
            columns={[
              {
                id: "language",
                header: t("phrases.translations.language"),
                rowHeader: true,
                cell: (id: number) => <span lang={languageLocale(id)}>{languageName(id)}</span>,
              },
              {
                id: "text",
                header: t("phrases.col.text"),
                cell: (id: number) =>
                  phrase.translations[String(id)] ? (
                    <span lang={languageLocale(id)}>{phrase.translations[String(id)]}</span>
                  ) : (
                    <em>{t("phrases.translations.missingMark")}</em>
                  ),
              },
            ]}
            rows={LANGUAGE_ORDER}
            rowKey={(id) => id}
          />
        </>
      )}
    </>
  );
}
