import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { WPD_PAPER_SIZES, WPD_SECTIONS } from "../../../../core/workplace-descriptions/sections";
import { posterFormSchema } from "../../../../core/wpd-poster/rules";
import {
  LANGUAGE_INPUTS,
  POSTER_LOGO_MAX_BYTES,
  logoTypeOf,
  positionInput,
  shownInput,
} from "../../../../core/wpd-poster/values";
import { replyToFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { isMultipart, readMultipartForm } from "~/lib/multipart.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";
import { requirePosterEditor } from "../access.server";
import { getPosterLayout, removePosterLogo, savePosterLayout, uploadPosterLogo } from "../api.server";

export const handle = {
  breadcrumb: { key: "wpd.poster.title", to: "/workplacedescriptions/poster/edit" },
};
export const meta = pageTitle;

// The layout's form hydrates after the page (app/ui/hydrateLater.tsx): conform is not part of the first visit.
const PosterLayoutForm = hydrateLater(() =>
  import("../components/PosterLayoutForm").then((module) => module.PosterLayoutForm),
);

const BACK = "/workplacedescriptions/poster/edit";
const LOGO_KB = Math.round(POSTER_LOGO_MAX_BYTES / 1024);

/**
 * /workplacedescriptions/poster/edit (wpd and add_product): the company's poster layout. One form for the
 * sections shown and their positions, the emergency numbers and up to two languages; one to upload or
 * remove the logo; a preview (a GET form opening a description as a PDF with the saved layout).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requirePosterEditor(request), getTranslator(request)]);
  const layout = await getPosterLayout(api);
  const defaults: Record<string, string | undefined> = { emergency_numbers: layout.emergency_numbers };
  WPD_SECTIONS.forEach((section, i) => {
    const shown = layout.sections.indexOf(section);
    defaults[shownInput(section)] = shown >= 0 ? "on" : undefined;
    defaults[positionInput(section)] = String(shown >= 0 ? shown + 1 : i + 1);
  });
  LANGUAGE_INPUTS.forEach((name, i) => {
    defaults[name] = layout.language_ids[i] === undefined ? "" : String(layout.language_ids[i]);
  });
  return {
    title: `${t("wpd.poster.title")} – ${t("app.name")}`,
    defaults,
    hasLogo: layout.has_logo,
    // The page shows the logo by its own URL; the time of the last save keeps a replaced logo from a cache.
    logoVersion: layout.updated_at ?? "",
    choices: layout.preview_choices,
  };
}

type LogoResult = { logoError: string };

async function uploadLogo(request: Request, api: Awaited<ReturnType<typeof requirePosterEditor>>["api"]) {
  const { t } = await getTranslator(request);
  let tooLarge = false;
  const form = await readMultipartForm(request, {
    maxPartSize: POSTER_LOGO_MAX_BYTES,
    drainLimit: 20 * 1024 * 1024,
    keepFile: (part) => part.name === "file",
    onTooLarge: () => {
      tooLarge = true;
    },
  });
  const value = form.get("file");
  const file = value instanceof File && value.size > 0 ? value : null;
  let problem: string | null = null;
  if (tooLarge) problem = t("wpd.poster.error.logoTooLarge", { kb: LOGO_KB });
  else if (!file) problem = t("wpd.poster.error.logoRequired");
  else if (!logoTypeOf(new Uint8Array(await file.arrayBuffer()))) problem = t("wpd.poster.error.logoType");
  if (problem || !file) return { logoError: problem ?? "" } satisfies LogoResult;
  try {
    await uploadPosterLogo(api, file);
  } catch (error) {
    // The API checks the content again (an image pdf-lib cannot read is refused there).
    const reply = await replyToFailure(error, {
      submission: { reply: (errors) => ({ status: "error", error: errors.fieldErrors ?? {} }) },
      back: BACK,
      t,
    });
    return { logoError: Object.values(reply.error ?? {}).flat()[0] ?? t("wpd.poster.error.logoType") };
  }
  throw await redirectWithToast(BACK, { type: "success", text: t("wpd.poster.logo.saved") });
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requirePosterEditor(request);
  if (isMultipart(request)) return uploadLogo(request, api);
  const { t } = await getTranslator(request);
  const form = await readForm(request);
  if (form.get("intent") === "remove-logo") {
    await removePosterLogo(api);
    throw await redirectWithToast(BACK, { type: "success", text: t("wpd.poster.logo.removed") });
  }
  const submission = parseWithZod(form, { schema: posterFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  try {
    await savePosterLayout(api, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back: BACK, t });
  }
  throw await redirectWithToast(BACK, { type: "success", text: t("wpd.poster.saved") });
}

export default function PosterEdit() {
  const { defaults, hasLogo, logoVersion, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const lastResult = result && "status" in result ? result : undefined;
  const logoError = result && "logoError" in result ? result.logoError : undefined;
  return (
    <div className="stack">
      <h1>{t("wpd.poster.title")}</h1>
      <p>{t("wpd.poster.intro")}</p>
      <PosterLayoutForm defaults={defaults} lastResult={lastResult} />

      <section aria-labelledby="poster-logo-heading" className="stack">
        <h2 id="poster-logo-heading">{t("wpd.poster.logo.legend")}</h2>
        {hasLogo ? (
          <figure>
            <img
              src={`/workplacedescriptions/poster/logo?v=${encodeURIComponent(logoVersion)}`}
              alt={t("wpd.poster.logo.current")}
              height={64}
            />
            <figcaption>{t("wpd.poster.logo.current")}</figcaption>
          </figure>
        ) : (
          <p>{t("wpd.poster.logo.none")}</p>
        )}
        <Form method="post" encType="multipart/form-data" className="stack">
          <div className="field">
            <label htmlFor="poster-logo-file">{t("wpd.poster.logo.file")}</label>
            <p className="help" id="poster-logo-hint">
              {t("wpd.poster.logo.hint", { kb: LOGO_KB })}
            </p>
            {logoError ? (
              <p className="field-error" id="poster-logo-error" role="alert">
                {logoError}
              </p>
            ) : null}
            <input
              id="poster-logo-file"
              type="file"
              name="file"
              accept="image/png,image/jpeg"
              aria-describedby={logoError ? "poster-logo-hint poster-logo-error" : "poster-logo-hint"}
              aria-invalid={logoError ? true : undefined}
            />
          </div>
          <div>
            <button type="submit" className="button">
              {t("wpd.poster.logo.upload")}
            </button>
          </div>
        </Form>
        {hasLogo ? (
          <Form method="post">
            <button type="submit" name="intent" value="remove-logo" className="button">
              {t("wpd.poster.logo.remove")}
            </button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="poster-preview-heading" className="stack">
        <h2 id="poster-preview-heading">{t("wpd.poster.preview.legend")}</h2>
        {choices.length === 0 ? (
          <p>{t("wpd.poster.preview.empty")}</p>
        ) : (
          <form method="get" action="/workplacedescriptions/poster/preview" target="_blank" className="stack">
            <p className="help">{t("wpd.poster.preview.hint")}</p>
            <div className="field">
              <label htmlFor="poster-preview-id">{t("wpd.poster.preview.description")}</label>
              <select id="poster-preview-id" name="id">
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {`${choice.title} (${choice.location}, ${choice.language})`}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="poster-preview-size">{t("wpd.poster.preview.size")}</label>
              <select id="poster-preview-size" name="size">
                {WPD_PAPER_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <button type="submit" className="button">
                {t("wpd.poster.preview.open")}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
