import { useTranslation } from "react-i18next";
import type { DocumentProduct } from "../../../../api/smartforms/schemas";
import type { ControlInput, ControlProposal, Reason } from "../../../../core/control-banding/method";
import {
  AMOUNTS,
  APPROACHES,
  DURATIONS,
  FORMS,
  FREQUENCIES,
  RELEASE_LEVELS,
  type ControlBandingValue,
} from "../../../../core/control-banding/choices";
import { describedBy } from "~/ui/described-by";

/**
 * The control-banding field of a smart form: the assessor names the task, the product, its form and how much,
 * how often and how long it is used; ChemSafe proposes the control approach with its reasons and standard
 * measures (worked out by the page's loader or action for the answers saved or posted, so the page shows it
 * with JavaScript off after each save, and the method's tables stay on the server), flags CMR
 * products, and the assessor chooses the approach (a lower one with a written justification).
 * Inputs are named `${name}.task`, `${name}.product_id`, … (conform's nested names; numbers post as text).
 */
/**
 * Where a CMR flag offers to start an exposure plan: the document's first version (its lasting id) and
 * location, and whether the reader keeps the exposure register (only keepers make plans, so only they get
 * the link; everyone else is told who makes it).
 */
export interface ExposurePlanOffer {
  rootId: number;
  locationId: number | null;
  keeper: boolean;
}

/** The exposure register's new-plan page for this document and product (decision 047). */
export function exposurePlanHref(offer: ExposurePlanOffer, productId: number): string {
  const query = new URLSearchParams({ document: String(offer.rootId), product: String(productId) });
  if (offer.locationId !== null) query.set("location", String(offer.locationId));
  return `/exposures/plans/new?${query}`;
}

/**
 * What the method makes of one control-banding answer, worked out by the loader or action
 * (app/features/smartforms/banding.server.ts) so the method's tables stay on the server.
 */
export interface BandingView {
  /** The proposal for the answer being filled in: the product it names, or the document's only product. */
  proposal: ControlProposal;
  /** The form, dustiness and boiling point the method read (the product's facts filling what is empty). */
  input: Pick<ControlInput, "form" | "dustiness" | "boilingPointC">;
  /** The proposal for the answer as recorded: the product it names, never a guess. */
  recorded: ControlProposal;
}

/** A field the page gave no view (none is expected): no proposal, nothing read from a product. */
const NO_PROPOSAL: ControlProposal = {
  hazardGroup: null,
  decidingStatements: [],
  skinEye: false,
  cmr: false,
  cmrStatements: [],
  release: null,
  amount: null,
  approach: null,
  outsideMethod: null,
  measures: [],
  reasons: [],
  missing: [],
};
export const NO_BANDING_VIEW: BandingView = {
  proposal: NO_PROPOSAL,
  input: { form: null, dustiness: null, boilingPointC: null },
  recorded: NO_PROPOSAL,
};

export function ControlBandingField(props: {
  name: string;
  label: string;
  help: string;
  value: ControlBandingValue | undefined;
  products: DocumentProduct[];
  errors: Record<string, string[]>;
  readOnly: boolean;
  exposurePlan?: ExposurePlanOffer;
  view: BandingView;
}) {
  const { name, label, help, value, products, errors, readOnly, exposurePlan, view } = props;
  const { t } = useTranslation();
  // With one product named in the document, it is the one the assessor means until told otherwise.
  const productId = value?.product_id ?? (products.length === 1 ? products[0]!.id : null);
  const product = products.find((candidate) => candidate.id === productId) ?? null;
  const helpId = help ? `${name}-help` : undefined;

  if (readOnly) {
    // A record shows the product it names, never a guess.
    const recorded = products.find((candidate) => candidate.id === value?.product_id) ?? null;
    const proposal = view.recorded;
    return (
      <ControlBandingRecord
        label={label}
        help={help}
        value={value}
        product={recorded}
        proposal={proposal}
        exposurePlan={exposurePlan}
      />
    );
  }

  const { input, proposal } = view;

  const id = (key: string) => `${name}-${key.replace(/_/g, "-")}`;
  const fieldErrors = (key: string) => errors[`${name}.${key}`] ?? [];
  const errorId = (key: string) => (fieldErrors(key).length ? `${id(key)}-error` : undefined);
  const invalid = (key: string) => (fieldErrors(key).length ? true : undefined);
  const errorText = (key: string) =>
    fieldErrors(key).length ? (
      <p className="field-error" id={errorId(key)}>
        {fieldErrors(key).join(" ")}
      </p>
    ) : null;
  const chosen = value?.chosen_approach ?? null;
  const lower = chosen !== null && proposal.approach !== null && chosen < proposal.approach;

  return (
    <fieldset className="control-banding stack" aria-describedby={helpId}>
      <legend>{label}</legend>
      {help ? (
        <p className="help" id={helpId}>
          {help}
        </p>
      ) : null}

      <div className="field">
        <label htmlFor={id("task")}>{t("controlBanding.task")}</label>
        <p className="help" id={`${id("task")}-hint`}>
          {t("controlBanding.taskHint")}
        </p>
        {errorText("task")}
        <input
          type="text"
          id={id("task")}
          name={`${name}.task`}
          defaultValue={value?.task ?? ""}
          maxLength={300}
          autoComplete="off"
          aria-invalid={invalid("task")}
          aria-describedby={describedBy(`${id("task")}-hint`, errorId("task"))}
        />
      </div>

      <div className="field">
        <label htmlFor={id("product_id")}>{t("controlBanding.product")}</label>
        {products.length === 0 ? (
          <p className="help" id={`${id("product_id")}-hint`}>
            {t("controlBanding.noProducts")}
          </p>
        ) : null}
        {errorText("product_id")}
        <select
          id={id("product_id")}
          name={`${name}.product_id`}
          defaultValue={productId ?? ""}
          aria-invalid={invalid("product_id")}
          aria-describedby={describedBy(
            products.length === 0 && `${id("product_id")}-hint`,
            errorId("product_id"),
          )}
        >
          <option value="">{t("controlBanding.productNone")}</option>
          {products.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.supplier ? `${candidate.name} (${candidate.supplier})` : candidate.name}
            </option>
          ))}
        </select>
      </div>

      <fieldset
        aria-describedby={describedBy(product?.physical_state && `${id("form")}-hint`, errorId("form"))}
      >
        <legend>{t("controlBanding.form")}</legend>
        {product?.physical_state ? (
          <p className="help" id={`${id("form")}-hint`}>
            {t("controlBanding.fromSds", { value: product.physical_state })}
          </p>
        ) : null}
        {errorText("form")}
        <ul className="radio-list">
          {FORMS.map((form) => (
            <li key={form}>
              <input
                type="radio"
                id={id(`form-${form}`)}
                name={`${name}.form`}
                value={form}
                defaultChecked={input.form === form}
              />
              <label htmlFor={id(`form-${form}`)}>{t(`controlBanding.form.${form}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="field">
        <label htmlFor={id("dustiness")}>{t("controlBanding.dustiness")}</label>
        {errorText("dustiness")}
        <select
          id={id("dustiness")}
          name={`${name}.dustiness`}
          defaultValue={input.form === "solid" ? (input.dustiness ?? "") : (value?.dustiness ?? "")}
          aria-invalid={invalid("dustiness")}
          aria-describedby={errorId("dustiness")}
        >
          <option value="">{t("controlBanding.notGiven")}</option>
          {RELEASE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`controlBanding.dustiness.${level}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={id("boiling_point_c")}>{t("controlBanding.boilingPoint")}</label>
        <p className="help" id={`${id("boiling_point_c")}-hint`}>
          {product?.boiling_point_c !== null && product?.boiling_point_c !== undefined
            ? t("controlBanding.fromSds", { value: `${product.boiling_point_c} °C` })
            : t("controlBanding.boilingPointHint")}
        </p>
        {errorText("boiling_point_c")}
        <input
          type="number"
          step="any"
          min={-273}
          max={2000}
          id={id("boiling_point_c")}
          name={`${name}.boiling_point_c`}
          defaultValue={input.boilingPointC ?? ""}
          aria-invalid={invalid("boiling_point_c")}
          aria-describedby={describedBy(`${id("boiling_point_c")}-hint`, errorId("boiling_point_c"))}
        />
      </div>

      <div className="field">
        <label htmlFor={id("process_temperature_c")}>{t("controlBanding.processTemperature")}</label>
        <p className="help" id={`${id("process_temperature_c")}-hint`}>
          {t("controlBanding.processTemperatureHint")}
        </p>
        {errorText("process_temperature_c")}
        <input
          type="number"
          step="any"
          min={-273}
          max={2000}
          id={id("process_temperature_c")}
          name={`${name}.process_temperature_c`}
          defaultValue={value?.process_temperature_c ?? ""}
          aria-invalid={invalid("process_temperature_c")}
          aria-describedby={describedBy(
            `${id("process_temperature_c")}-hint`,
            errorId("process_temperature_c"),
          )}
        />
      </div>

      <fieldset aria-describedby={errorId("amount")}>
        <legend>{t("controlBanding.amount")}</legend>
        {errorText("amount")}
        <ul className="radio-list">
          {AMOUNTS.map((amount) => (
            <li key={amount}>
              <input
                type="radio"
                id={id(`amount-${amount}`)}
                name={`${name}.amount`}
                value={amount}
                defaultChecked={value?.amount === amount}
              />
              <label htmlFor={id(`amount-${amount}`)}>{t(`controlBanding.amount.${amount}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="field">
        <label htmlFor={id("frequency")}>{t("controlBanding.frequency")}</label>
        {errorText("frequency")}
        <select
          id={id("frequency")}
          name={`${name}.frequency`}
          defaultValue={value?.frequency ?? ""}
          aria-invalid={invalid("frequency")}
          aria-describedby={errorId("frequency")}
        >
          <option value="">{t("controlBanding.notGiven")}</option>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`controlBanding.frequency.${frequency}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={id("duration")}>{t("controlBanding.duration")}</label>
        {errorText("duration")}
        <select
          id={id("duration")}
          name={`${name}.duration`}
          defaultValue={value?.duration ?? ""}
          aria-invalid={invalid("duration")}
          aria-describedby={errorId("duration")}
        >
          <option value="">{t("controlBanding.notGiven")}</option>
          {DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {t(`controlBanding.duration.${duration}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="checkbox-line">
        <input
          type="checkbox"
          id={id("special_process")}
          name={`${name}.special_process`}
          defaultChecked={value?.special_process ?? false}
          aria-invalid={invalid("special_process")}
          aria-describedby={errorId("special_process")}
        />
        <label htmlFor={id("special_process")}>{t("controlBanding.specialProcess")}</label>
        {errorText("special_process")}
      </div>

      <Proposal proposal={proposal} productId={product?.id ?? null} exposurePlan={exposurePlan} />
      {proposal.approach !== null ? (
        <input type="hidden" name={`${name}.proposed_approach`} value={proposal.approach} />
      ) : null}

      <fieldset aria-describedby={describedBy(`${id("chosen_approach")}-hint`, errorId("chosen_approach"))}>
        <legend>{t("controlBanding.chosen")}</legend>
        <p className="help" id={`${id("chosen_approach")}-hint`}>
          {t("controlBanding.chosenHint")}
        </p>
        {errorText("chosen_approach")}
        <ul className="radio-list">
          {APPROACHES.map((approach) => (
            <li key={approach}>
              <input
                type="radio"
                id={id(`chosen-${approach}`)}
                name={`${name}.chosen_approach`}
                value={approach}
                defaultChecked={chosen === approach}
              />
              <label htmlFor={id(`chosen-${approach}`)}>
                {t("controlBanding.approachName", {
                  approach,
                  name: t(`controlBanding.approach.${approach}`),
                })}
                {approach === proposal.approach ? ` (${t("controlBanding.proposed")})` : ""}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="field">
        <label htmlFor={id("justification")}>{t("controlBanding.justification")}</label>
        <p className="help" id={`${id("justification")}-hint`}>
          {t("controlBanding.justificationHint")}
        </p>
        {lower && !value?.justification.trim() && !fieldErrors("justification").length ? (
          <p className="notice warning">{t("controlBanding.error.justification")}</p>
        ) : null}
        {errorText("justification")}
        <textarea
          id={id("justification")}
          name={`${name}.justification`}
          defaultValue={value?.justification ?? ""}
          rows={3}
          maxLength={2000}
          aria-invalid={invalid("justification")}
          aria-describedby={describedBy(`${id("justification")}-hint`, errorId("justification"))}
        />
      </div>
    </fieldset>
  );
}

/** The values of a reason in the reader's words: bands and amounts by their names. */
function useReasonText() {
  const { t } = useTranslation();
  return (reason: Reason) => {
    const values: Record<string, string | number> = { ...reason.values };
    if (typeof values.level === "string") values.level = t(`controlBanding.level.${values.level}`);
    if (typeof values.amount === "string") values.amount = t(`controlBanding.amountBand.${values.amount}`);
    return t(reason.key, values);
  };
}

/** The method's proposal: the approach, why, the CMR flag and the standard measures. */
function Proposal({
  proposal,
  recordedApproach,
  productId,
  exposurePlan,
}: {
  proposal: ControlProposal;
  recordedApproach?: number | null;
  productId: number | null;
  exposurePlan?: ExposurePlanOffer;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const shown = recordedApproach ?? proposal.approach;
  return (
    <div className="control-banding-proposal stack">
      <p>
        <strong>{t("controlBanding.proposal")}</strong>{" "}
        {shown !== null && shown !== undefined
          ? t("controlBanding.approachName", { approach: shown, name: t(`controlBanding.approach.${shown}`) })
          : t("controlBanding.noProposal")}
      </p>
      {recordedApproach && proposal.approach !== null && recordedApproach !== proposal.approach ? (
        <p className="notice">{t("controlBanding.changedSince", { approach: proposal.approach })}</p>
      ) : null}
      {proposal.missing.length > 0 ? (
        <p className="help">
          {t("controlBanding.missing", {
            list: proposal.missing.map((missing) => t(`controlBanding.missing.${missing}`)).join(", "),
          })}
        </p>
      ) : null}
      {proposal.cmr ? (
        <div className="notice warning" role="note">
          <p>
            <strong>{t("controlBanding.cmrTitle")}</strong> {t("controlBanding.cmrText")}
          </p>
          {exposurePlan && productId !== null ? (
            exposurePlan.keeper ? (
              <p>
                <a href={exposurePlanHref(exposurePlan, productId)}>{t("controlBanding.exposurePlan")}</a>
              </p>
            ) : (
              <p>{t("controlBanding.exposurePlanKeeper")}</p>
            )
          ) : null}
        </div>
      ) : null}
      {proposal.reasons.length > 0 ? (
        <>
          <p>{t("controlBanding.reasons")}</p>
          <ul>
            {proposal.reasons.map((reason) => (
              <li key={reason.key}>{reasonText(reason)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {proposal.measures.length > 0 ? (
        <>
          <p>{t("controlBanding.measures")}</p>
          <ul>
            {proposal.measures.map((measure) => (
              <li key={measure}>{t(`controlBanding.measure.${measure}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The record as text, for the HTML and print view and the approval page. */
function ControlBandingRecord({
  label,
  help,
  value,
  product,
  proposal,
  exposurePlan,
}: {
  label: string;
  help: string;
  value: ControlBandingValue | undefined;
  product: DocumentProduct | null;
  proposal: ControlProposal;
  exposurePlan?: ExposurePlanOffer;
}) {
  const { t } = useTranslation();
  const notAnswered = t("smartforms.notAnswered");
  const or = (text: string | null | undefined) => (text ? text : notAnswered);
  const degrees = (number: number | null | undefined) =>
    number === null || number === undefined ? null : `${number} °C`;
  const chosen = value?.chosen_approach ?? null;
  return (
    <section className="control-banding-record stack" aria-label={label}>
      <p>
        <strong>{label}</strong>
      </p>
      {help ? <p className="help">{help}</p> : null}
      <dl className="facts">
        <dt>{t("controlBanding.task")}</dt>
        <dd>{or(value?.task)}</dd>
        <dt>{t("controlBanding.product")}</dt>
        <dd>{or(product?.name)}</dd>
        <dt>{t("controlBanding.form")}</dt>
        <dd>{or(value?.form ? t(`controlBanding.form.${value.form}`) : null)}</dd>
        {value?.form === "solid" ? (
          <>
            <dt>{t("controlBanding.dustiness")}</dt>
            <dd>{or(value.dustiness ? t(`controlBanding.dustiness.${value.dustiness}`) : null)}</dd>
          </>
        ) : null}
        {value?.form === "liquid" ? (
          <>
            <dt>{t("controlBanding.boilingPoint")}</dt>
            <dd>{or(degrees(value.boiling_point_c))}</dd>
            <dt>{t("controlBanding.processTemperature")}</dt>
            <dd>{degrees(value.process_temperature_c) ?? t("controlBanding.roomTemperature")}</dd>
          </>
        ) : null}
        <dt>{t("controlBanding.amount")}</dt>
        <dd>{or(value?.amount ? t(`controlBanding.amount.${value.amount}`) : null)}</dd>
        <dt>{t("controlBanding.frequency")}</dt>
        <dd>{or(value?.frequency ? t(`controlBanding.frequency.${value.frequency}`) : null)}</dd>
        <dt>{t("controlBanding.duration")}</dt>
        <dd>{or(value?.duration ? t(`controlBanding.duration.${value.duration}`) : null)}</dd>
        <dt>{t("controlBanding.specialProcess")}</dt>
        <dd>{value?.special_process ? t("smartforms.yes") : t("smartforms.no")}</dd>
      </dl>
      <Proposal
        proposal={proposal}
        recordedApproach={value?.proposed_approach ?? null}
        productId={product?.id ?? null}
        exposurePlan={exposurePlan}
      />
      <dl className="facts">
        <dt>{t("controlBanding.chosen")}</dt>
        <dd>
          {chosen !== null
            ? t("controlBanding.approachName", {
                approach: chosen,
                name: t(`controlBanding.approach.${chosen}`),
              })
            : notAnswered}
        </dd>
        {value?.justification ? (
          <>
            <dt>{t("controlBanding.justification")}</dt>
            <dd className="control-banding-justification">{value.justification}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
