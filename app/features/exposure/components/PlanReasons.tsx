import { useTranslation } from "react-i18next";
import type { RegistrableReasonWire } from "../../../../api/exposure/schemas";

/** Why a product belongs in the register (each Annex VI entry with its index number, ATP and CELEX), or that it does not. */
export function PlanReasons({ reasons }: { reasons: readonly RegistrableReasonWire[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return <p className="note">{t("exposure.notRegistrable")}</p>;
  return (
    <div className="registrable">
      <p>
        <strong>{t("exposure.registrable")}</strong>
      </p>
      <ul>
        {reasons.map((reason) =>
          reason.kind === "statement" ? (
            <li key={`s-${reason.code}`}>{t("exposure.reason.statement", { code: reason.code })}</li>
          ) : (
            <li key={`a-${reason.cas}-${reason.indexNo}`}>
              {t("exposure.reason.annexVi", {
                name: reason.name,
                cas: reason.cas,
                categories: reason.categories,
                indexNo: reason.indexNo,
                atp: reason.atp,
                celex: reason.celex,
                applies: reason.applies,
              })}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
