import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RecordHistory, Registrability } from "~/features/exposure/components/RecordView";
import { getExposureAccess, getExposureRecord, getRecordForm } from "~/features/exposure/api.server";
import {
  correctionDefaults,
  historyRows,
  PPE_OFFERED,
  requireRecordReader,
  shownValue,
  submitChange,
} from "~/features/exposure/records.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { blocked } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { formatDateTime } from "../../../../core/format";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const RecordCorrectForm = hydrateLater(() =>
  import("~/features/exposure/components/RecordForm").then((module) => module.RecordCorrectForm),
);
const RecordVoidForm = hydrateLater(() =>
  import("~/features/exposure/components/RecordForm").then((module) => module.RecordVoidForm),
);

export const handle = { breadcrumb: { key: "exposureRecords.record.title", to: "/exposures/instances" } };

export const meta = pageTitle;

const uidOf = (value: string | undefined): string => (value ?? "").slice(0, 100);

/**
 * /exposures/instances/{uid}: one exposure record, as kept (its product, sheet and place as they were),
 * whether the product is registrable and why, its history, and for keepers of the register the forms
 * that correct it (with a reason) and mark it as made in error (with a reason). Records are never
 * deleted; the page says how long they are kept. A record the user may not see is a 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireRecordReader(request, user);
  const uid = uidOf(params.uid);
  const keeper = user.permissions.exposure_admin === true;
  const [record, access] = await Promise.all([getExposureRecord(api, uid), getExposureAccess(api)]);
  const people = keeper && record.voided === null ? (await getRecordForm(api, {})).people : [];
  // A person who left the register since stays choosable on their own record.
  if (keeper && !people.some((person) => person.id === record.person.id)) people.unshift(record.person);
  return {
    title: `${t("exposureRecords.record.title")} – ${t("app.name")}`,
    record,
    keeper,
    people,
    retentionYears: access.retention_years,
    startedAt: formatDateTime(record.started_at, locale),
    voidedAt: record.voided ? formatDateTime(record.voided.at, locale) : "",
    shown: {
      routes: shownValue("routes", record.routes, t, locale),
      ppe: shownValue("ppe", record.ppe, t, locale),
    },
    history: historyRows(record, t, locale),
    defaults: correctionDefaults(record),
    ppeChoices: PPE_OFFERED,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  if (!user.permissions.exposure_admin) await blocked(request, "exposure.error.notAllowed");
  return submitChange(await readForm(request), api, uidOf(params.uid), t);
}

export default function ExposureRecordPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const { record } = data;
  return (
    <>
      <h1>
        {t("exposureRecords.record.heading", {
          person: record.person.name,
          product: record.snapshot.product.name,
        })}
      </h1>
      <p className="tags">
        {record.self_reported ? <span className="tag">{t("exposure.selfReported")}</span> : null}
        {record.voided ? <span className="tag danger">{t("exposure.voided")}</span> : null}
      </p>
      {record.voided ? (
        <p className="notice warning">
          {t("exposureRecords.record.voidedBy", {
            name: record.voided.by.name,
            date: data.voidedAt,
            reason: record.voided.reason,
          })}
        </p>
      ) : null}
      <dl className="facts">
        <dt>{t("exposure.person")}</dt>
        <dd>{record.person.name}</dd>
        <dt>{t("exposureRecords.record.recordedBy")}</dt>
        <dd>{record.recorded_by.name}</dd>
        {record.plan ? (
          <>
            <dt>{t("exposure.plan")}</dt>
            <dd>{record.plan.title}</dd>
          </>
        ) : null}
        <dt>{t("exposure.location")}</dt>
        <dd>{record.snapshot.location?.path ?? ""}</dd>
        <dt>{t("exposure.product")}</dt>
        <dd>
          {record.snapshot.product.name} ({record.snapshot.product.supplier})
        </dd>
        {record.snapshot.sds ? (
          <>
            <dt>{t("exposure.sheet")}</dt>
            <dd>
              {t("exposure.sheetVersion", {
                version: record.snapshot.sds.version,
                date: record.snapshot.sds.dateIssue,
              })}
            </dd>
          </>
        ) : null}
        <dt>{t("exposure.started")}</dt>
        <dd>{data.startedAt}</dd>
        <dt>{t("exposure.durationShort")}</dt>
        <dd>{record.duration}</dd>
        <dt>{t("exposure.routes")}</dt>
        <dd>{data.shown.routes}</dd>
        <dt>{t("exposure.ppe")}</dt>
        <dd>{data.shown.ppe}</dd>
        <dt>{t("exposureRecords.field.measurements")}</dt>
        <dd>
          {record.measurements.length === 0 ? (
            t("exposureRecords.record.none")
          ) : (
            <ul className="plain">
              {record.measurements.map((m, index) => (
                <li key={index}>
                  {m.agent}: {m.value} {m.unit}
                  {m.method ? ` (${m.method})` : ""}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t("exposureRecords.field.incident")}</dt>
        <dd>{record.incident || t("exposureRecords.record.none")}</dd>
        <dt>{t("exposureRecords.field.notes")}</dt>
        <dd>{record.notes || t("exposureRecords.record.none")}</dd>
        <dt>{t("exposureRecords.record.revision")}</dt>
        <dd>{record.revision}</dd>
      </dl>
      <Registrability registrable={record.registrable} reasons={record.reasons} />
      <p>{t("exposure.retention", { years: data.retentionYears })}</p>

      <section aria-labelledby="record-history-heading">
        <h2 id="record-history-heading">{t("exposureRecords.history.title")}</h2>
        <RecordHistory rows={data.history} />
      </section>

      {data.keeper && !record.voided ? (
        <>
          <section aria-labelledby="record-correct-heading">
            <h2 id="record-correct-heading">{t("exposureRecords.correct.title")}</h2>
            <p>{t("exposureRecords.correct.intro")}</p>
            <RecordCorrectForm
              key={`correct-${record.revision}`}
              revision={record.revision}
              people={data.people}
              ppeChoices={data.ppeChoices}
              defaults={data.defaults}
              lastResult={reply?.intent === "correct" ? reply.result : undefined}
            />
          </section>
          <section aria-labelledby="record-void-heading">
            <h2 id="record-void-heading">{t("exposureRecords.void.title")}</h2>
            <p>{t("exposureRecords.void.intro")}</p>
            <RecordVoidForm
              key={`void-${record.revision}`}
              revision={record.revision}
              lastResult={reply?.intent === "void" ? reply.result : undefined}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
