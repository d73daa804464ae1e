import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { customListInputSchema } from "../../../../core/custom-lists/rules";
import { LIST_KEEPERS } from "../access.server";
import { saveCustomList } from "../api.server";
import { listFailure } from "../failures.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// The forms hydrate after the page (app/ui/hydrateLater.tsx): conform and their code are not in the first visit.
const CustomListForm = hydrateLater(() =>
  import("../components/ListForms").then((module) => module.CustomListForm),
);

export const handle = { breadcrumb: { key: "customLists.new.title", to: "/custom-lists/new" } };

export const meta = pageTitle;

/** /custom-lists/new (user_admin): a new list's name, kind and phase-out date. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, LIST_KEEPERS);
  return { title: `${t("customLists.new.title")} – ${t("app.name")}` };
}

export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, LIST_KEEPERS);
  const formData = await readForm(request, SMALL_FORM);
  const submission = parseWithZod(formData, { schema: customListInputSchema(t) });
  if (submission.status !== "success") return submission.reply();
  try {
    const list = await saveCustomList(api, submission.value);
    throw await redirectWithToast(`/custom-lists/${list.id}`, {
      type: "success",
      text: t("customLists.created", { name: list.name }),
    });
  } catch (error) {
    return listFailure(error, submission, t, "/custom-lists", "customLists.error.nameTaken");
  }
}

export default function NewCustomList() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("customLists.new.title")}</h1>
      <CustomListForm
        id="custom-list-new"
        intent="save-list"
        submitLabel={t("customLists.new.submit")}
        lastResult={lastResult}
      />
    </>
  );
}
