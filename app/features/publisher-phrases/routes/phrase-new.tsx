import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PHRASE_READERS } from "../access.server";
import { createPhrase } from "../api.server";
import { phraseFailure } from "../failures.server";
import { phraseFormSchema } from "../forms";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const PhraseForm = hydrateLater(() => import("../components/PhraseForm").then((module) => module.PhraseForm));

export const handle = { breadcrumb: { key: "phrases.new.title", to: "/new-phrase" } };

export const meta = pageTitle;

/** /new-phrase (local_publisher): a company phrase's code, SDS section and English text. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_READERS);
  return { title: `${t("phrases.new.title")} – ${t("app.name")}` };
}

export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PHRASE_READERS);
  const formData = await readForm(request, SMALL_FORM);
  const submission = parseWithZod(formData, { schema: phraseFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const { code, field_id, english } = submission.value;
  try {
    const phrase = await createPhrase(api, { code, field_id, translations: { "4": english } });
    throw await redirectWithToast(`/translations/${phrase.id}`, {
      type: "success",
      text: t("phrases.created", { code: phrase.code }),
    });
  } catch (error) {
    return phraseFailure(error, submission, t, "/standard-phrases");
  }
}

export default function NewPhrase() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/standard-phrases">{t("phrases.back")}</Link>
      </p>
      <h1>{t("phrases.new.title")}</h1>
      <p>{t("phrases.new.intro")}</p>
      <PhraseForm id="phrase-new" submitLabel={t("phrases.new.submit")} lastResult={lastResult} />
    </>
  );
}
