import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { editorHref } from "../section-fields";

/** The confirmation before a draft is deleted: a form of its own, so it works without JavaScript. */
export function DeleteDraft({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("publisher.editor.delete.heading", { name })}</h1>
      <p>{t("publisher.editor.delete.intro")}</p>
      <Form method="post" action={editorHref(id)} className="actions">
        <button type="submit" name="intent" value="delete" className="danger">
          {t("publisher.editor.delete.submit")}
        </button>{" "}
        <Link to={editorHref(id, 1)}>{t("publisher.editor.delete.cancel")}</Link>
      </Form>
    </>
  );
}
