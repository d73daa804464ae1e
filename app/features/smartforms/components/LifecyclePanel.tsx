import { useTranslation } from "react-i18next";
import type { SmartformDocument } from "../../../../api/smartforms/schemas";

/**
 * Where a document version stands and what may be done with it next (submit, approve, new version, delete,
 * translate, read and understood): the document page shows it beside the form.
 */
export function LifecyclePanel({ document }: { document: SmartformDocument }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lifecycle-heading" className="lifecycle">
      <h2 id="lifecycle-heading">{t(`smartforms.status.${document.status.name}`)}</h2>
    </section>
  );
}
