import type { ReactNode } from "react";
import { numberFormat } from "../../../../core/format";
import { useTranslation } from "react-i18next";
import type { ProductRequestView } from "../../../../api/chemical-approvals/schemas";
import { requestFileHref } from "~/features/chemical-approvals/navigation";
import type { RequestFormGroup } from "../../../../core/chemical-approvals/request-rules";

/**
 * A chemical approval request read-only, grouped by the four fieldsets of the
 * request form (generalInformation, intendedUse, handlingInformation,
 * additionalInfo). Texts: evaluation.field.*, evaluation.group.*,
 * approvals.option.*.
 */

/** What the summary shows, prepared by the loader (dates, names and paths as text). */
export interface RequestSummaryData {
  request: ProductRequestView;
  /** Location paths as text, in the request's order. */
  locationPaths: { id: number; text: string }[];
  /** The SDS market's country and the SDS language as names in the reader's language. */
  marketName: string | null;
  languageName: string | null;
  desiredStart: string;
}

/** "1.2 MB" */
export function useSizeText() {
  const { i18n } = useTranslation();
  return (bytes: number | null | undefined): string => {
    if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "";
    const format = (value: number, unit: string) =>
      `${numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
    if (bytes >= 1024 * 1024) return format(bytes / 1024 / 1024, "MB");
    if (bytes >= 1024) return format(bytes / 1024, "kB");
    return format(bytes, "B");
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="request-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The request read-only, one section per form group, every field of the group in the form's order. */
export function RequestSummary({ data }: { data: RequestSummaryData }) {
  const { t, i18n } = useTranslation();
  const sizeText = useSizeText();
  const { request } = data;
  const none = <span className="not-given">{t("evaluation.summary.notGiven")}</span>;
  const text = (value: string | null | undefined) => (value && value.trim() ? value : none);
  const longText = (value: string | null | undefined) =>
    value && value.trim() ? <span className="long-text">{value}</span> : none;
  const yesNo = (value: boolean) => (value ? t("evaluation.summary.yes") : t("evaluation.summary.no"));
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 3 });
  const amount = (value: number | string | null, unit: string | null) => {
    if (value === null || value === "") return none;
    const number = typeof value === "number" ? value : Number(value);
    const shown = Number.isFinite(number) ? numbers.format(number) : String(value);
    return unit ? `${shown} ${t(`products.unitShort.${unit}`, { defaultValue: unit })}` : shown;
  };
  const options = (kind: "ppe" | "envExposures", codes: readonly string[]) =>
    codes.length ? (
      <ul className="plain-list">
        {codes.map((code) => (
          <li key={code}>{t(`approvals.option.${kind}.${code}`, { defaultValue: code })}</li>
        ))}
      </ul>
    ) : (
      none
    );
  const label = (field: string) => t(`evaluation.field.${field}`);

  const groups: Record<RequestFormGroup, ReactNode> = {
    generalInformation: (
      <>
        <Row label={label("name")}>{request.name}</Row>
        <Row label={label("synonym")}>{text(request.synonym)}</Row>
        <Row label={label("supplier")}>{text(request.supplier)}</Row>
        <Row label={label("article_nr")}>{text(request.article_nr)}</Row>
        <Row label={label("cas_nr")}>{text(request.cas_nr)}</Row>
        <Row label={label("location_ids")}>
          {data.locationPaths.length ? (
            <ul className="plain-list">
              {data.locationPaths.map((location) => (
                <li key={location.id}>{location.text}</li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={label("sds_market")}>{text(data.marketName)}</Row>
        <Row label={label("sds_language")}>{text(data.languageName)}</Row>
        <Row label={label("attached_sds")}>
          {request.attached_sds ? (
            <>
              <a href={requestFileHref(request.id)} type="application/pdf">
                {request.attached_sds.original || request.attached_sds.filename}
              </a>
              {request.attached_sds.size ? ` (${sizeText(request.attached_sds.size)})` : null}
            </>
          ) : (
            none
          )}
        </Row>
      </>
    ),
    intendedUse: (
      <>
        <Row label={label("usage_description")}>{longText(request.usage_description)}</Row>
        <Row label={label("indoor_usage")}>{yesNo(request.indoor_usage)}</Row>
        <Row label={label("outdoor_usage")}>{yesNo(request.outdoor_usage)}</Row>
        <Row label={label("desired_start_date_usage")}>{text(data.desiredStart)}</Row>
        <Row label={label("estimated_annual_usage")}>
          {amount(request.estimated_annual_usage, request.estimated_annual_usage_unit)}
        </Row>
        <Row label={label("estimated_frequency_of_use")}>
          {request.estimated_frequency_of_use
            ? t(`approvals.option.frequencies.${request.estimated_frequency_of_use}`, {
                defaultValue: request.estimated_frequency_of_use,
              })
            : none}
        </Row>
        <Row label={label("estimated_use_length")}>{text(request.estimated_use_length)}</Row>
        <Row label={label("env_exposures")}>{options("envExposures", request.env_exposures ?? [])}</Row>
      </>
    ),
    handlingInformation: (
      <>
        <Row label={label("handling_description")}>{longText(request.handling_description)}</Row>
        <Row label={label("storage_location")}>{text(request.storage_location)}</Row>
        <Row label={label("max_amount_stored")}>
          {amount(request.max_amount_stored, request.max_amount_stored_unit)}
        </Row>
        <Row label={label("max_amount_to_be_ordered")}>
          {amount(request.max_amount_to_be_ordered, request.max_amount_to_be_ordered_unit)}
        </Row>
        <Row label={label("waste_location")}>{text(request.waste_location)}</Row>
        <Row label={label("waste_handling_description")}>{longText(request.waste_handling_description)}</Row>
        <Row label={label("ppes")}>{options("ppe", request.ppes ?? [])}</Row>
        <Row label={label("ppe_type_details")}>{longText(request.ppe_type_details)}</Row>
      </>
    ),
    additionalInfo: (
      <>
        <Row label={label("internal_code")}>{text(request.internal_code)}</Row>
        <Row label={label("is_user_exposure")}>{yesNo(request.is_user_exposure)}</Row>
        <Row label={label("estimated_daily_exposure")}>{text(request.estimated_daily_exposure)}</Row>
        <Row label={label("additional_comment")}>{longText(request.additional_comment)}</Row>
        <Row label={label("attachments")}>
          {request.attachments?.length ? (
            <ul className="plain-list">
              {request.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <a href={requestFileHref(request.id, attachment.id)}>{attachment.file_name}</a> (
                  {sizeText(attachment.size)})
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
      </>
    ),
  };

  return (
    <div className="request-summary">
      {(Object.keys(groups) as RequestFormGroup[]).map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="request-group">
          <h3 id={`group-${group}`}>{t(`evaluation.group.${group}`)}</h3>
          <dl className="request-facts">{groups[group]}</dl>
        </section>
      ))}
    </div>
  );
}
