import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { WpdDraft, WpdVersion } from "../../../../api/workplace-descriptions/schemas";
import { isLanguageId } from "../../../../core/languages";
import { parseId } from "../../../../core/ids";
import { WPD_FORM_FIELDS } from "../../../../core/workplace-descriptions/limits";
import { WPD_PAPER_SIZES } from "../../../../core/workplace-descriptions/sections";
import { getCompanySettings } from "~/features/my-page/api.server";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { requireWpd } from "~/features/workplace-descriptions/access.server";
import {
  changeState,
  createDescription,
  draftForLocation,
  draftFromSheet,
  draftFromTemplate,
  getSuggestions,
  getVersion,
  saveVersion,
} from "~/features/workplace-descriptions/api.server";
import type { DescriptionFormValues } from "~/features/workplace-descriptions/components/DescriptionForm";
import { DescriptionView } from "~/features/workplace-descriptions/components/DescriptionView";
import { descriptionFormSchema } from "~/features/workplace-descriptions/forms";
import {
  descriptionPath,
  listPath,
  readUnderstoodPath,
  templatePath,
} from "~/features/workplace-descriptions/paths";
import { orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { LocationPicker } from "~/ui/LocationPicker";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const DescriptionForm = hydrateLater(() =>
  import("~/features/workplace-descriptions/components/DescriptionForm").then(
    (module) => module.DescriptionForm,
  ),
);

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "wpd.title", to: "/workplacedescriptions" } };

const formValuesOf = (input: WpdDraft["input"]): DescriptionFormValues => ({
  title: input.title,
  location_id: String(input.location_id),
  product_id: input.product_id === null ? "" : String(input.product_id),
  sds_id: input.sds_id === null ? "" : String(input.sds_id),
  language_id: String(input.language_id),
  sections: { ...input.sections },
  pictograms: input.pictograms,
  hazard_lines: input.hazard_statements.join("\n"),
  signal_word: input.signal_word ?? "",
});

/**
 * /workplacedescription (wpd and add_product): `?id=<version>` shows that version (saying when a newer one
 * exists, with a link to it), its actions (publish, archive or restore, template, PDF, read and understood)
 * and, for the current version, the form that saves a new version. A new description starts from
 * `?product=&location=` (prefilled from the product's sheet), `?location=` (empty) or `?template=<id>` (a
 * copy); without any, the page asks for the location first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t, languageId }] = await Promise.all([requireWpd(request), getTranslator(request)]);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  const productId = idParam(url, "product");
  const locationId = idParam(url, "location");
  const templateId = idParam(url, "template");
  const language = idParam(url, "language");
  const wanted = language !== undefined && isLanguageId(language) ? language : languageId;

  if (id !== undefined) {
    const version = await orNotFound(getVersion(api, id));
    const editable = version.current.id === version.id && version.archived_at === null;
    const [suggestions, settings] = await Promise.all([
      editable ? getSuggestions(api, version.language_id) : null,
      user.permissions.edit_location === true && !user.is_guest_user ? getCompanySettings(api) : null,
    ]);
    return {
      mode: "version" as const,
      title: `${version.title} – ${t("wpd.title")} – ${t("app.name")}`,
      version,
      editable,
      readUnderstood: settings?.settings.document_rnu === true,
      form: editable
        ? {
            defaults: formValuesOf({
              ...version,
              location_id: version.location.id,
              product_id: version.product?.id ?? null,
            }),
            products: version.product_choices,
            suggestions: suggestions?.sections ?? {},
          }
        : null,
    };
  }

  let draft: WpdDraft | null = null;
  let note: string | null = null;
  if (templateId !== undefined) {
    draft = await orNotFound(draftFromTemplate(api, templateId));
    note = t("wpd.form.fromTemplate");
  } else if (productId !== undefined && locationId !== undefined) {
    draft = await orNotFound(draftFromSheet(api, productId, locationId, wanted));
    note = t("wpd.form.fromSheet");
  } else if (locationId !== undefined) {
    draft = await orNotFound(draftForLocation(api, locationId, wanted));
  }
  if (draft) {
    const suggestions = await getSuggestions(api, draft.input.language_id);
    return {
      mode: "new" as const,
      title: `${t("wpd.form.newTitle")} – ${t("app.name")}`,
      note,
      location: draft.location,
      form: {
        defaults: formValuesOf(draft.input),
        products: draft.product_choices,
        suggestions: suggestions.sections,
      },
    };
  }
  // No starting point: choose the location first (a GET form; its choice comes back as ?location=).
  const picker = await loadLocationPicker(api, { ids: [], q: url.searchParams.get("location_q") });
  return { mode: "start" as const, title: `${t("wpd.form.newTitle")} – ${t("app.name")}`, picker };
}

/** intent save (new, or a new version of version_of), publish, archive, restore; then the version's page. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireWpd(request);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "publish" || intent === "archive" || intent === "restore") {
    const id = parseId(formData.get("id"));
    if (id === null) throw badRequest();
    const back = descriptionPath(id);
    let done;
    try {
      done = await changeState(api, id, intent);
    } catch (error) {
      const submission = parseWithZod(formData, { schema: descriptionFormSchema(t) });
      return replyToFailure(error, { submission, back, t });
    }
    const key =
      intent === "publish"
        ? "wpd.toast.published"
        : intent === "archive"
          ? "wpd.toast.archived"
          : "wpd.toast.restored";
    throw await redirectWithToast(descriptionPath(done.id), {
      type: "success",
      text: t(key, { title: done.title }),
    });
  }
  if (intent !== "save") throw badRequest();
  const submission = parseWithZod(formData, { schema: descriptionFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const versionOf = parseId(formData.get("version_of"));
  let saved;
  try {
    saved =
      versionOf === null
        ? await createDescription(api, submission.value)
        : await saveVersion(api, versionOf, submission.value);
  } catch (error) {
    return replyToFailure(error, {
      submission,
      back: versionOf === null ? "/workplacedescriptions" : descriptionPath(versionOf),
      t,
      formFields: WPD_FORM_FIELDS,
    });
  }
  throw await redirectWithToast(descriptionPath(saved.id), {
    type: "success",
    text:
      versionOf === null
        ? t("wpd.toast.created", { title: saved.title })
        : t("wpd.toast.saved", { title: saved.title, version: saved.version }),
  });
}

function VersionActions({ version, readUnderstood }: { version: WpdVersion; readUnderstood: boolean }) {
  const { t } = useTranslation();
  const current = version.current.id === version.id;
  return (
    <section aria-labelledby="wpd-actions-heading" className="stack">
      <h2 id="wpd-actions-heading">{t("wpd.view.actionsHeading")}</h2>
      <div className="actions">
        {current && version.status === "draft" && version.archived_at === null ? (
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="id" value={version.id} />
            <button type="submit">{t("wpd.view.publish")}</button>
          </Form>
        ) : null}
        {current ? (
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value={version.archived_at === null ? "archive" : "restore"} />
            <input type="hidden" name="id" value={version.id} />
            <button type="submit">
              {t(version.archived_at === null ? "wpd.view.archive" : "wpd.view.restore")}
            </button>
          </Form>
        ) : null}
        <Link to={templatePath(version.id)}>{t("wpd.view.useTemplate")}</Link>
        {readUnderstood ? (
          <Link to={readUnderstoodPath(version.series_id)}>{t("wpd.view.readUnderstood")}</Link>
        ) : null}
        <Link to={listPath({ archived: false, locationId: version.location.id })}>{t("wpd.link.list")}</Link>
      </div>
      <Form method="get" action="/workplacedescription/pdf" reloadDocument aria-labelledby="wpd-pdf-heading">
        <h3 id="wpd-pdf-heading">{t("wpd.view.pdfHeading")}</h3>
        <input type="hidden" name="id" value={version.id} />
        <div className="field">
          <label htmlFor="wpd-pdf-size">{t("wpd.view.pdfSize")}</label>
          <select id="wpd-pdf-size" name="size" defaultValue="A4">
            {WPD_PAPER_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {version.side_by_side.length > 0 ? (
          <div className="field">
            <label htmlFor="wpd-pdf-second">{t("wpd.view.pdfSecond")}</label>
            <select id="wpd-pdf-second" name="second" defaultValue="">
              <option value="">{t("wpd.view.pdfNone")}</option>
              {version.side_by_side.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit">{t("wpd.view.pdfSubmit")}</button>
      </Form>
    </section>
  );
}

export default function WorkplaceDescriptionPage() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  if (data.mode === "start") {
    return (
      <>
        <h1>{t("wpd.form.newTitle")}</h1>
        <Form method="get" className="stack">
          <LocationPicker
            id="wpd-location"
            name="location"
            multiple={false}
            legend={t("wpd.form.startHeading")}
            hint={t("wpd.form.startHint")}
            state={data.picker}
            queryName="location_q"
            searchByGet
          />
          <button type="submit">{t("wpd.form.startSubmit")}</button>
        </Form>
      </>
    );
  }
  if (data.mode === "new") {
    return (
      <>
        <h1>{t("wpd.form.newTitle")}</h1>
        {data.note ? <p className="note">{data.note}</p> : null}
        <DescriptionForm
          defaults={data.form.defaults}
          locationName={data.location.name}
          products={data.form.products}
          suggestions={data.form.suggestions}
          versionOf={null}
          lastResult={lastResult && "status" in lastResult ? lastResult : undefined}
          cancel={listPath({ archived: false, locationId: data.location.id })}
        />
      </>
    );
  }
  const { version, form, readUnderstood } = data;
  const newer = version.current.id !== version.id;
  return (
    <>
      <h1>
        {version.title} <span className="subtitle">{t("wpd.pdf.version", { version: version.version })}</span>
      </h1>
      {newer ? (
        <p className="warning" role="status">
          {t("wpd.view.newer", { version: version.current.version })}{" "}
          <Link to={descriptionPath(version.current.id)}>
            {t("wpd.view.openNewer", { version: version.current.version })}
          </Link>
        </p>
      ) : null}
      {version.archived_at !== null ? <p className="note">{t("wpd.view.archived")}</p> : null}
      {version.status === "draft" ? <p className="note">{t("wpd.view.draft")}</p> : null}
      <p>
        {t("wpd.field.status")}: {t(`wpd.status.${version.status}`)}
      </p>
      <VersionActions version={version} readUnderstood={readUnderstood} />
      <DescriptionView version={version} />
      {form ? (
        <section aria-labelledby="wpd-edit-heading">
          <h2 id="wpd-edit-heading">{t("wpd.form.editHeading")}</h2>
          <DescriptionForm
            defaults={form.defaults}
            locationName={version.location.name}
            products={form.products}
            suggestions={form.suggestions}
            versionOf={version.id}
            lastResult={lastResult && "status" in lastResult ? lastResult : undefined}
            cancel={descriptionPath(version.id)}
          />
        </section>
      ) : null}
    </>
  );
}
