import { parseWithZod } from "@conform-to/zod/v4";
import { REPORT_SOURCES, type ReportDefinition } from "../../../core/custom-reports/definition";
import { saveReport } from "./api.server";
import { REPORT_FIELDS, definitionOf, formDefaults, type ReportFormValues } from "./fields";
import { reportFormSchema } from "./forms";
import { replyToFailure } from "~/lib/api-failure.server";
import type { ApiClient } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms.server";
import type { Translate } from "../../../core/translate";
import { redirectWithToast } from "~/lib/toast.server";

/** The source the page shows: the one chosen by the source form (?source=), else the saved one, else the first. */
export function sourceOf(url: URL, saved: string | null): string {
  const chosen = url.searchParams.get("source");
  if (chosen && (REPORT_SOURCES as readonly string[]).includes(chosen)) return chosen;
  return saved ?? REPORT_SOURCES[0];
}

/** The form's defaults: a saved report's (with a newly chosen source, its columns start empty). */
export function defaultsFor(
  url: URL,
  saved: { name: string; shared: boolean; definition: ReportDefinition } | null,
) {
  const source = sourceOf(url, saved?.definition.source ?? null);
  const same = saved && saved.definition.source === source;
  return formDefaults(saved?.name ?? "", saved?.shared ?? false, same ? saved.definition : null, source);
}

/**
 * The create and edit action: the form checked by the rules (nothing is sent on an error), then saved by the
 * API, which checks it again; its refusals come back under the fields, a refused change as a toast.
 */
export async function saveFromForm(request: Request, api: ApiClient, t: Translate, id: number | undefined) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: reportFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const values = submission.value as ReportFormValues;
  let saved;
  try {
    saved = await saveReport(api, {
      ...(id === undefined ? {} : { id }),
      name: (values.name ?? "").trim(),
      shared: values.shared ?? false,
      definition: definitionOf(values) as never,
    });
  } catch (error) {
    return replyToFailure(error, {
      submission,
      back: id === undefined ? "/custom-reports" : `/custom-reports/${id}`,
      t,
      formFields: REPORT_FIELDS,
    });
  }
  throw await redirectWithToast(`/custom-reports/${saved.id}`, {
    type: "success",
    text: t("customReports.saved"),
  });
}
