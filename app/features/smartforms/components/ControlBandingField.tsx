import type { DocumentProduct } from "../../../../api/smartforms/schemas";
import type { ControlBandingValue } from "../../../../core/control-banding/value";

/** The control-banding field of a smart form (being built: the proposal, the chosen approach and why). */
export function ControlBandingField(props: {
  name: string;
  label: string;
  help: string;
  value: ControlBandingValue | undefined;
  products: DocumentProduct[];
  errors: Record<string, string[]>;
  readOnly: boolean;
}) {
  return (
    <fieldset className="control-banding">
      <legend>{props.label}</legend>
    </fieldset>
  );
}
