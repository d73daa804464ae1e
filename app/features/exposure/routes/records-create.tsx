import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parseId } from "../../../../core/ids";
import { Registrability } from "~/features/exposure/components/RecordView";
import { getRecordForm } from "~/features/exposure/api.server";
import { RECORD_CREATE_PATH } from "~/features/exposure/forms-records";
import { PPE_OFFERED, requireRecorder, submitCreate } from "~/features/exposure/records.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const RecordCreateForm = hydrateLater(() =>
  import("~/features/exposure/components/RecordForm").then((module) => module.RecordCreateForm),
);

export const handle = { breadcrumb: { key: "exposureRecords.create.title", to: RECORD_CREATE_PATH } };

export const meta = pageTitle;

/** The query the form was opened with: ?plan=<uid>, or ?location_id=<id>&sds=<sheet key>. */
function formQuery(url: URL) {
  const plan = url.searchParams.get("plan")?.trim().slice(0, 100) || undefined;
  const location = parseId(url.searchParams.get("location_id") ?? "");
  const sds = url.searchParams.get("sds")?.trim().slice(0, 200) || undefined;
  return { plan_uid: plan, location_id: location ?? undefined, sds };
}

/**
 * /exposures/create?location_id=&sds= (the sheet's key) or ?plan=<uid>: records one occasion of exposure
 * at that place with that product's sheet (the exact version), or on the plan. A keeper chooses the
 * person; a person in the register records for themself (self-reported). Opened without a place and a
 * sheet or a plan, the page says where to open it from.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireRecorder(request, user);
  const url = new URL(request.url);
  const form = await getRecordForm(api, formQuery(url));
  return {
    title: `${t("exposureRecords.create.title")} – ${t("app.name")}`,
    form,
    choosePerson: user.permissions.exposure_admin === true,
    self: user.permissions.exposure_admin !== true,
    ppeChoices: PPE_OFFERED,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireRecorder(request, user);
  return submitCreate(request, await readForm(request), api, user, t);
}

export default function RecordCreate() {
  const { form, choosePerson, self, ppeChoices } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const ready = form.location !== null && form.product !== null && !form.plan?.closed;
  return (
    <>
      <h1>{t("exposureRecords.create.title")}</h1>
      <p>{t("exposureRecords.create.intro")}</p>
      {form.plan?.closed ? (
        <p className="notice warning">{t("exposureRecords.create.planClosed")}</p>
      ) : !ready ? (
        <p className="notice">{t("exposureRecords.create.noContext")}</p>
      ) : (
        <RecordCreateForm
          hidden={{
            location_id: String(form.location!.id),
            product_id: String(form.product!.id),
            ...(form.sds ? { sds_id: String(form.sds.id) } : {}),
            ...(form.plan ? { plan: form.plan.uid } : {}),
          }}
          people={form.people}
          ppeChoices={ppeChoices}
          choosePerson={choosePerson}
          defaults={{
            person_id: "",
            started_at: "",
            duration: form.defaults.duration,
            routes: form.defaults.routes,
            ppe: form.defaults.ppe,
            measurements: [],
            incident: "",
            notes: "",
          }}
          lastResult={reply?.result}
        >
          {self ? <p className="notice">{t("exposureRecords.create.self")}</p> : null}
          <dl className="facts">
            {form.plan ? (
              <>
                <dt>{t("exposure.plan")}</dt>
                <dd>{t("exposureRecords.create.fromPlan", { title: form.plan.title })}</dd>
              </>
            ) : null}
            <dt>{t("exposure.location")}</dt>
            <dd>{form.location!.path}</dd>
            <dt>{t("exposure.product")}</dt>
            <dd>
              {form.product!.name} ({form.product!.supplier})
            </dd>
            {form.sds ? (
              <>
                <dt>{t("exposure.sheet")}</dt>
                <dd>
                  {t("exposure.sheetVersion", { version: form.sds.version, date: form.sds.date_issue })}
                </dd>
              </>
            ) : null}
          </dl>
          <Registrability registrable={form.registrable} reasons={form.reasons} />
        </RecordCreateForm>
      )}
    </>
  );
}
