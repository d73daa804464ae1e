import { useTranslation } from "react-i18next";
import type { DocumentProduct } from "../../../../api/smartforms/schemas";
import type { ControlBandingValue } from "../../../../core/control-banding/value";

/**
 * A control-banding field: the task, the product, its form and how much is used, the approach ChemSafe
 * proposes and the one the assessor chooses. (The method's full form is built with the method's rules.)
 */
export function ControlBandingField(props: {
  name: string;
  label: string;
  help: string;
  value: ControlBandingValue | undefined;
  products: DocumentProduct[];
  errors: Record<string, string[]>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const id = `sf-${props.name}`;
  if (props.readOnly) return <span>{props.value?.task || t("smartforms.notAnswered")}</span>;
  return (
    <fieldset className="field" id={id} tabIndex={-1}>
      <legend>{props.label}</legend>
      <label htmlFor={`${id}-task`}>{props.label}</label>
      <input
        id={`${id}-task`}
        name={`${props.name}.task`}
        type="text"
        defaultValue={props.value?.task ?? ""}
      />
    </fieldset>
  );
}
