import { parseWithZod } from "@conform-to/zod/v4";
import type { AccessSubject } from "../../../core/access";
import { reportableSources } from "../../../core/custom-reports/access";
import type { ReportDefinition } from "../../../core/custom-reports/definition";
import { saveReport } from "./api.server";
import { REPORT_FIELDS, definitionOf, formDefaults, type ReportFormValues } from "./fields";
import { reportFormSchema } from "./forms";
import { replyToFailure } from "~/lib/api-failure.server";
import type { ApiClient } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms.server";
import type { Translate } from "../../../core/translate";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The source the page shows: the one chosen by the source form (?source=) when the user may report on it,
 * else the saved one, else the first the user may use.
 */
export function sourceOf(url: URL, saved: string | null, allowed: readonly string[]): string {
  const chosen = url.searchParams.get("source");
  if (chosen && allowed.includes(chosen)) return chosen;
  return saved ?? allowed[0] ?? "placements";
}

/**
 * The form's defaults: a saved report's (with a newly chosen source, its columns start empty), and the
 * sources the form offers: those the user may report on (a saved report's own source stays listed, so the
 * form shows what it is; the API refuses to save it if it is no longer theirs).
 */
export function defaultsFor(
  url: URL,
  saved: { name: string; shared: boolean; definition: ReportDefinition } | null,
  user: AccessSubject,
) {
  const allowed: string[] = reportableSources(user);
  const source = sourceOf(url, saved?.definition.source ?? null, allowed);
  const same = saved && saved.definition.source === source;
  const sources = allowed.includes(source) ? allowed : [...allowed, source];
  return {
    ...formDefaults(saved?.name ?? "", saved?.shared ?? false, same ? saved.definition : null, source),
    sources,
  };
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
