import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { substanceSchema } from "../../../../core/publisher/schemas";
import { requirePublisher } from "../access.server";
import { createSubstance } from "../api.server";
import { replyToFailure } from "~/lib/api-failure.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const SubstanceForm = hydrateLater(() =>
  import("../components/SubstanceForm").then((module) => module.SubstanceForm),
);

export const handle = { breadcrumb: { key: "internalDocuments.substanceNew.title", to: "/new-substance" } };

export const meta = pageTitle;

/** /new-substance (local_publisher): a substance's name, CAS and EC numbers (check digits checked) and classification. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await requirePublisher(request);
  return { title: `${t("internalDocuments.substanceNew.title")} – ${t("app.name")}` };
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, t } = await requirePublisher(request);
  const formData = await readForm(request, SMALL_FORM);
  const submission = parseWithZod(formData, { schema: substanceSchema(t) });
  if (submission.status !== "success") return submission.reply();
  try {
    const substance = await createSubstance(api, submission.value);
    throw await redirectWithToast("/substances", {
      type: "success",
      text: t("internalDocuments.substanceNew.saved", { name: substance.name }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return replyToFailure(error, {
      submission,
      back: "/substances",
      t,
      formFields: ["name", "cas", "ec", "classification"],
    });
  }
}

export default function NewSubstance() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("internalDocuments.substanceNew.title")}</h1>
      <SubstanceForm id="substance-new" lastResult={lastResult} />
    </>
  );
}
