import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_TITLE_MAX } from "../../../../core/smartforms/kinds";
import { LOCATION_SEARCH_MAX_LENGTH } from "../../../../core/locations";
import { parseId } from "../../../../core/ids";
import { cleanLine } from "../../../../core/text";
import { labelIn, type TemplateStructure } from "../../../../core/smartforms/template";
import { documentPageData, tabInLanguage } from "~/features/smartforms/document-page-data";
import { documentValuesSchema } from "../../../../core/smartforms/values";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { getDocument, getDocumentChoices, saveDocument } from "~/features/smartforms/api.server";
import {
  loadFieldPickers,
  searchedField,
  type FieldPickers,
} from "~/features/smartforms/document-pickers.server";
import { bandingViews } from "~/features/smartforms/banding.server";
import type { BandingView } from "~/features/smartforms/components/ControlBandingField";
import { LifecyclePanel } from "~/features/smartforms/components/LifecyclePanel";
import { typeFromParams } from "~/features/smartforms/document-page.server";
import { DOCUMENT_INPUTS as INPUT, documentPath, inputId } from "~/features/smartforms/document-paths";
import { formToValues, issuesByInput } from "~/features/smartforms/form-values";
import { apiErrorCode, apiStatus, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { fieldErrors } from "~/lib/errors";
import { getTranslator } from "~/lib/i18n.server";
import { readForm } from "~/lib/forms.server";
import { textParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { describedBy } from "~/ui/described-by";
import { LocationPicker } from "~/ui/LocationPicker";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// A tab's fields hydrate after the page: their code (pickers, matrices, measures) stays out of the first visit.
const DocumentFields = hydrateLater(() =>
  import("~/features/smartforms/components/DocumentFields").then((module) => module.DocumentFields),
);

export const meta = pageTitle;

/**
 * /smartforms/{type}/documents/{documentId} (?tab=t2): a document version. Its title and location are one
 * form; its tabs are links, and the current tab's fields are another form whose answers replace that tab's
 * saved answers (the other tabs stay as saved). Both post the revision read, so a save over someone else's
 * is refused. A version the caller may not save (approved, waiting, an older one, a guest) shows its
 * answers read-only. Links lead to the print view and the PDF. A product, location or person field is a
 * searched picker (decision 082): its chosen items and, after its Find, the best matches, never a list of
 * every candidate; Find posts the tab's form, which answers it as entered with the matches and saves nothing.
 */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = typeFromParams(params.type);
  const id = idFromParams(params.documentId);
  const { api, user } = await requireUser(request);
  const [doc, { t, languageId }] = await Promise.all([
    orNotFound(getDocument(api, id)),
    getTranslator(request),
  ]);
  if (doc.document_type !== type) {
    typeFromParams(String(doc.document_type));
    throw redirect(documentPath(doc.document_type, id));
  }
  const url = new URL(request.url);
  const structure = doc.structure as TemplateStructure;
  const tab = structure.tabs.find((candidate) => candidate.key === url.searchParams.get(INPUT.tab)) ??
    structure.tabs[0] ?? { key: "t0", label: {}, fields: [] };
  const searching = url.searchParams.has(INPUT.locationQuery);
  const editable = doc.operations.includes("save");
  // The pickers' chosen items are named by the document's references, so a page load asks for no candidates:
  // only the risk-matrix labels (no lists), and the pickers cost no call.
  const [choices, pickers] = await Promise.all([
    orNotFound(getDocumentChoices(api, id, [])),
    editable ? loadFieldPickers(api, id, tab, doc.values, doc.references) : ({} as FieldPickers),
  ]);
  // A version that cannot be saved shows no title-and-location form, so its picker is not loaded.
  const picker = editable
    ? await loadLocationPicker(api, {
        ids: searching
          ? url.searchParams.getAll(INPUT.location)
          : doc.location
            ? [String(doc.location.id)]
            : [],
        q: textParam(url, INPUT.locationQuery, LOCATION_SEARCH_MAX_LENGTH),
      })
    : { q: "", chosen: [], matches: null };
  const level = (axis: "probability" | "consequence", labels: string[]) =>
    labels.map((label, index) => label || t(`companySettings.risk.${axis}.${index + 1}`));
  return {
    title: `${doc.title} – ${t("app.name")}`,
    type,
    // What the page shows of the version, not all of it: see document-page-data.ts.
    doc: documentPageData(doc, tab, languageId),
    tab: tabInLanguage(tab, languageId, doc.language_id),
    tabKey: tab.key,
    language: languageId,
    editable,
    detailsTitle: searching ? cleanLine(url.searchParams.get(INPUT.title) ?? doc.title) : doc.title,
    picker,
    pickers,
    // Only keepers of the exposure register make plans, so only they are offered the link (decision 042).
    exposurePlan: {
      rootId: doc.root_id,
      locationId: doc.location?.id ?? null,
      keeper: user.permissions.exposure_admin === true,
    },
    riskLabels: {
      likelihood: level("probability", choices.risk_labels.probability),
      severity: level("consequence", choices.risk_labels.consequence),
    },
    banding: bandingViews({ tabs: [tab] }, doc.values, doc.references.products),
  };
}

interface Reply {
  /** search: a picker's Find (nothing saved, nothing checked). */
  intent: "details" | "tab" | "search";
  errors: Record<string, string[]>;
  /** What was posted, shown again when the save was refused. */
  values: Record<string, unknown>;
  /** The control-banding proposals of what was posted (banding.server.ts). */
  banding?: Record<string, BandingView>;
  title?: string;
  /** The tab's searched pickers for what was posted (a search's matches, the chosen items' names). */
  pickers?: FieldPickers;
}

export async function action({ request, params }: ActionFunctionArgs): Promise<Reply | Response> {
  const type = typeFromParams(params.type);
  const id = idFromParams(params.documentId);
  const { api } = await requireUser(request);
  const [form, { t }, doc] = await Promise.all([
    readForm(request),
    getTranslator(request),
    orNotFound(getDocument(api, id)),
  ]);
  const intents = form.getAll(INPUT.intent).map(String);
  const intent = intents[0] === "details" ? "details" : "tab";
  const revision = Number(form.get(INPUT.revision));
  const structure = doc.structure as TemplateStructure;
  const back = documentPath(type, id, intent === "tab" ? String(form.get(INPUT.tab) ?? "") : undefined);

  if (intent === "details") {
    const title = cleanLine(String(form.get(INPUT.title) ?? ""));
    const locationText = String(form.get(INPUT.location) ?? "");
    const locationId = locationText === "" ? null : parseId(locationText);
    const errors: Record<string, string[]> = {};
    if (!title) errors.title = [t("smartforms.error.required")];
    else if (title.length > DOCUMENT_TITLE_MAX)
      errors.title = [t("smartforms.error.tooLong", { max: DOCUMENT_TITLE_MAX })];
    if (locationText !== "" && locationId === null)
      errors.location_id = [t("smartformDocuments.error.location")];
    if (Object.keys(errors).length > 0) return { intent, errors, values: {}, title };
    return save(() => saveDocument(api, id, { revision, title, location_id: locationId }), {
      t,
      back,
      onInvalid: (byField) => ({
        intent,
        title,
        values: {},
        errors: {
          ...(byField.title ? { title: [t("smartforms.error.required")] } : {}),
          ...(byField.location_id ? { location_id: [t("smartformDocuments.error.location")] } : {}),
        },
      }),
    });
  }

  const tab = structure.tabs.find((candidate) => candidate.key === form.get(INPUT.tab));
  if (!tab) return redirect(back);
  // Only the posted tab's answers change: an unticked box posts nothing, so its old answer is dropped first.
  const posted = formToValues({ tabs: [tab] }, form.entries());
  const pickersFor = (search: ReturnType<typeof searchedField> = null) =>
    loadFieldPickers(api, id, tab, posted, doc.references, search);
  const banding = () => bandingViews({ tabs: [tab] }, posted, doc.references.products);
  // A picker's Find: the tab as it was entered, with the field's matches; nothing is checked or saved.
  const search = searchedField(tab, intents, form);
  if (search) {
    return {
      intent: "search",
      errors: {},
      values: posted,
      banding: banding(),
      pickers: await pickersFor(search),
    };
  }
  const merged: Record<string, unknown> = { ...doc.values };
  for (const field of tab.fields) delete merged[field.key];
  Object.assign(merged, posted);
  const checked = documentValuesSchema(structure, t, "draft").safeParse(merged);
  if (!checked.success)
    return {
      intent,
      errors: issuesByInput(checked.error.issues),
      values: posted,
      banding: banding(),
      pickers: await pickersFor(),
    };
  return save(() => saveDocument(api, id, { revision, values: checked.data }), {
    t,
    back,
    onInvalid: async (byField) => {
      const errors: Record<string, string[]> = {};
      for (const name of Object.keys(byField)) {
        errors[name.replace(/^values\./, "")] = [t("smartformDocuments.error.reference")];
      }
      return { intent, errors, values: posted, banding: banding(), pickers: await pickersFor() };
    },
  });
}

/** Saves; a refusal of the input is the form's reply, a conflict or refusal goes back with a toast. */
async function save(
  call: () => Promise<unknown>,
  options: {
    t: (key: string, values?: Record<string, unknown>) => string;
    back: string;
    onInvalid: (byField: Record<string, string[]>) => Reply | Promise<Reply>;
  },
): Promise<Reply | Response> {
  const { t, back } = options;
  try {
    await call();
  } catch (error) {
    const status = apiStatus(error);
    if (status === 422) return await options.onInvalid(fieldErrors(error) ?? {});
    if (status === 409) {
      const code = apiErrorCode(error);
      const text =
        code === "stale"
          ? t("smartformDocuments.error.stale")
          : t(`smartforms.conflict.${code ?? "not_latest"}`);
      throw await redirectWithToast(back, { type: "warning", text });
    }
    throw error;
  }
  return redirectWithToast(back, { type: "success", text: t("smartformDocuments.page.saved") });
}

export default function DocumentPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { t } = useTranslation();
  const { doc, tab } = data;
  // Each visit (a tab link, the redirect after a save) renders fresh inputs from what is stored, as a page load
  // does without JavaScript; a refused save is no visit, so what was typed stays for correcting.
  const visit = useLocation().key;
  const summaryRef = useErrorSummaryFocus(reply ? { status: "error" } : null);
  const label = (labels: Parameters<typeof labelIn>[0]) => labelIn(labels, data.language, doc.language_id);
  const detailsErrors = reply?.intent === "details" ? reply.errors : {};
  const tabErrors = reply?.intent === "tab" ? reply.errors : {};
  // A tab posted (a refused save, a search) shows what was posted: its whole tab, unticked boxes included.
  const posted = reply?.intent === "tab" || reply?.intent === "search" ? reply : null;
  const fieldLabel = (name: string) => {
    const key = name.split(/[.[]/)[0];
    const field = tab?.fields.find((candidate) => candidate.key === key);
    return field ? label(field.label) : name === INPUT.title ? t("smartformDocuments.field.title") : "";
  };
  const summary = Object.entries(reply?.errors ?? {}).map(([name, messages]) => ({
    key: name,
    text: [fieldLabel(name), messages.join(" ")].filter(Boolean).join(": "),
    href:
      name === INPUT.title
        ? "#document-title"
        : name === INPUT.location
          ? "#document-location-search"
          : `#${inputId(name.split(/[.[]/)[0] ?? name)}`,
  }));
  const values = posted ? posted.values : doc.values;
  const banding = posted?.banding ?? data.banding;
  const pickers = posted?.pickers ?? data.pickers;
  // The read-only answers' names: what the document's references name.
  const named = {
    products: doc.references.products,
    locations: doc.references.locations,
    people: doc.references.people,
  };
  const base = documentPath(data.type, doc.id);
  return (
    <>
      <h1>{doc.title}</h1>
      <p>
        {doc.template_name
          ? `${t("smartformDocuments.page.template", { name: doc.template_name })} · `
          : null}
        {t("smartformDocuments.print.version")} {doc.version_no} ·{" "}
        {doc.location?.name ?? t("smartformDocuments.print.wholeCompany")}
      </p>
      <p>
        <a href={`${base}/print`}>{t("smartformDocuments.page.print")}</a> ·{" "}
        <a href={`${base}/pdf`}>{t("smartformDocuments.page.pdf")}</a>
      </p>
      <ErrorSummary
        id="document-errors"
        title={t("smartformDocuments.error.summary")}
        items={summary}
        ref={summaryRef}
      />
      <LifecyclePanel document={doc} />
      {data.editable ? (
        <section aria-labelledby="details-heading">
          <h2 id="details-heading">{t("smartformDocuments.page.details")}</h2>
          <Form method="post" id="document-details" key={`${doc.id}:${visit}`} noValidate>
            <input type="hidden" name={INPUT.intent} value="details" />
            <input type="hidden" name={INPUT.revision} value={doc.revision} />
            <div className="field">
              <label htmlFor="document-title">{t("smartformDocuments.field.title")}</label>
              {detailsErrors.title ? (
                <p className="field-error" id="document-title-error">
                  {detailsErrors.title.join(" ")}
                </p>
              ) : null}
              <input
                id="document-title"
                name={INPUT.title}
                type="text"
                required
                maxLength={DOCUMENT_TITLE_MAX}
                defaultValue={reply?.intent === "details" ? reply.title : data.detailsTitle}
                aria-invalid={detailsErrors.title ? true : undefined}
                aria-describedby={describedBy(detailsErrors.title && "document-title-error")}
              />
            </div>
            <LocationPicker
              id="document-location"
              name={INPUT.location}
              multiple={false}
              legend={t("smartformDocuments.field.location")}
              hint={t("smartformDocuments.field.locationHint")}
              state={data.picker}
              queryName={INPUT.locationQuery}
              searchByGet
              noneLabel={t("smartformDocuments.print.wholeCompany")}
              errors={detailsErrors.location_id}
            />
            <button type="submit" className="button">
              {t("smartformDocuments.page.saveDetails")}
            </button>
          </Form>
        </section>
      ) : (
        <p className="notice">{t("smartformDocuments.page.readOnly")}</p>
      )}
      <nav aria-label={t("smartformDocuments.page.tabs")} className="tabs">
        <ul>
          {doc.tabs.map((candidate) => (
            <li key={candidate.key}>
              <Link
                to={`${base}?tab=${candidate.key}`}
                aria-current={candidate.key === tab.key ? "page" : undefined}
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {doc.tabs.length > 0 ? (
        <section aria-labelledby="tab-heading">
          <h2 id="tab-heading">{label(tab.label)}</h2>
          {data.editable ? (
            <Form method="post" id="document-tab" key={`${doc.id}:${tab.key}:${visit}`} noValidate>
              {/* No hidden intent: the pickers' Find buttons post theirs (`search:<field>`); none posted saves. */}
              <input type="hidden" name={INPUT.revision} value={doc.revision} />
              <input type="hidden" name={INPUT.tab} value={tab.key} />
              {/*
                Enter in a text field presses a form's first submit button; this one saves (a picker's Find
                comes before the real button). Out of sight and out of the tab order, as decision 029 does.
              */}
              <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
                {t("smartformDocuments.page.saveTab")}
              </button>
              <DocumentFields
                tab={tab}
                values={values}
                errors={tabErrors}
                language={data.language}
                fallbackLanguage={doc.language_id}
                candidates={named}
                pickers={pickers}
                products={doc.references.products}
                riskLabels={data.riskLabels}
                exposurePlan={data.exposurePlan}
                banding={banding}
              />
              <button type="submit" className="button primary">
                {t("smartformDocuments.page.saveTab")}
              </button>
            </Form>
          ) : (
            <DocumentFields
              tab={tab}
              values={values}
              errors={{}}
              language={data.language}
              fallbackLanguage={doc.language_id}
              candidates={named}
              products={doc.references.products}
              riskLabels={data.riskLabels}
              exposurePlan={data.exposurePlan}
              banding={banding}
              readOnly
            />
          )}
        </section>
      ) : null}
    </>
  );
}
