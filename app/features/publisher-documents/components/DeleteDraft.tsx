import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { hydrateLater } from "~/ui/hydrateLater";

// The form hydrates after the page (app/ui/hydrateLater.tsx): its code and conform are not in the first visit.
const DeleteForm = hydrateLater(() => import("./DeleteForm").then((module) => module.DeleteForm));

/** The confirmation before a draft is deleted: a form of its own, so it works without JavaScript. */
export function DeleteDraft({
  id,
  revision,
  name,
  lastResult,
}: {
  id: number;
  revision: number;
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("publisher.editor.delete.heading", { name })}</h1>
      <p>{t("publisher.editor.delete.intro")}</p>
      <DeleteForm id={id} revision={revision} lastResult={lastResult} />
    </>
  );
}
