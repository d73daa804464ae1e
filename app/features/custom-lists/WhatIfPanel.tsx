import { useTranslation } from "react-i18next";
import type { WhatIf } from "../../../api/custom-lists/schemas";

/**
 * On a chemical-approval request: the legislation lists (in force today) and the company's own lists the
 * request's substances are on, so the board sees what approving the product would bring in.
 */
export function WhatIfPanel({ whatIf }: { whatIf: WhatIf["data"] }) {
  const { t } = useTranslation();
  const none = whatIf.legislation.length === 0 && whatIf.custom.length === 0;
  return (
    <section aria-labelledby="what-if-heading">
      <h2 id="what-if-heading">{t("customLists.whatIf.heading")}</h2>
      <p>{t("customLists.whatIf.intro")}</p>
      {none ? <p>{t("customLists.whatIf.none")}</p> : null}
      {whatIf.legislation.length > 0 ? (
        <>
          <h3>{t("customLists.whatIf.legislation")}</h3>
          <ul>
            {whatIf.legislation.map((hit) => (
              <li key={`${hit.list}-${hit.ref}-${hit.substance}`}>
                {t(`legislation.list.${hit.list}`)}: {hit.name} ({hit.substance})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {whatIf.custom.length > 0 ? (
        <>
          <h3>{t("customLists.whatIf.custom")}</h3>
          <ul>
            {whatIf.custom.map((hit) => (
              <li key={`${hit.list.id}-${hit.entry.id}-${hit.substance}`}>
                {hit.list.greylist ? t("customLists.greylist") : hit.list.name} (
                {t(`customLists.kind.${hit.list.kind}`)}
                {hit.list.phase_out_date
                  ? `, ${t("customLists.export.phaseOut")} ${hit.list.phase_out_date}`
                  : ""}
                ): {hit.entry.name}
                {hit.entry.reason ? ` – ${hit.entry.reason}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
