import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SHEET_CHANGED } from "../../../../core/publisher/document-schemas";
import { requirePublisher } from "../../publisher/access.server";
import {
  copySheet,
  createSheet,
  deleteSheetVersion,
  getSheet,
  publishSheet,
  updateSheet,
} from "../api.server";
import { DeleteDraft } from "../components/DeleteDraft";
import { PublishedSheet } from "../components/PublishedSheet";
import { SectionEditor } from "../components/SectionEditor";
import { StartSheet } from "../components/StartSheet";
import { draftPage, publishedPage, startPage } from "../editor.server";
import { editorHref, sectionOfUrl, SECTION_COUNT } from "../section-fields";
import {
  copyFormSchema,
  deleteFormSchema,
  publishFormSchema,
  sectionFormSchema,
  startFormSchema,
} from "../editor-forms";
import { sectionChange } from "../section-change.server";
import { shownProblem, type ShownProblem } from "../sheet-problems";
import {
  apiErrorCode,
  apiStatus,
  failureToast,
  isToastFailure,
  orNotFound,
  replyToFailure,
} from "~/lib/api-failure.server";
import { fieldErrors } from "~/lib/errors";
import { readForm } from "~/lib/forms.server";
import { flagParam, idParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "publisher.editor.breadcrumb", to: "/new-document" } };

/**
 * /new-document (local_publisher): without `?id=` the start of a new sheet (a supplier first, then product,
 * language, market, kind and template; or a copy of an existing sheet); with `?id=` a draft written one
 * section at a time (`&section=1` … 16), checked and published, or deleted after a confirmation
 * (`&delete=1`); a published version read-only. Changing a draft takes local_publisher_delete too: the API
 * refuses everyone else and the page shows its refusal.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  const app = t("app.name");
  if (id === undefined)
    return {
      mode: "start" as const,
      title: `${t("publisher.editor.title.new")} – ${app}`,
      start: await startPage(api, url, t, locale),
    };
  const sheet = await orNotFound(getSheet(api, id));
  if (sheet.status === "published")
    return {
      mode: "published" as const,
      title: `${t("publisher.editor.title.published", { name: sheet.product_name, version: sheet.version })} – ${app}`,
      published: publishedPage(sheet, t, locale),
    };
  const title = `${t("publisher.editor.title.draft", { name: sheet.product_name })} – ${app}`;
  if (flagParam(url, "delete"))
    return {
      mode: "delete" as const,
      title,
      remove: { id: sheet.id, revision: sheet.revision, name: sheet.product_name },
    };
  return { mode: "draft" as const, title, draft: await draftPage(api, sheet, url, t, locale) };
}

/** Section forms carry up to seven subsections of 20,000 characters each. */
const EDITOR_FORM = { maxBytes: 2 * 1024 * 1024, maxFieldLength: 20_000 };

/** What the action answers when the page is shown again: a form's errors and what was typed, or why publishing failed. */
type EditorAction =
  | { intent: "start" | "copy" | "delete"; result: SubmissionResult<string[]> }
  | { intent: "section"; result: SubmissionResult<string[]>; changed: boolean }
  | { intent: "publish"; problems: ShownProblem[] };

export async function action({ request }: ActionFunctionArgs): Promise<EditorAction> {
  const { api, t } = await requirePublisher(request);
  const url = new URL(request.url);
  const formData = await readForm(request, EDITOR_FORM);
  const intent = formData.get("intent");
  const id = idParam(url, "id");

  if (id === undefined) {
    if (intent === "start") {
      const submission = parseWithZod(formData, { schema: startFormSchema(t) });
      if (submission.status !== "success") return { intent: "start", result: submission.reply() };
      try {
        const sheet = await createSheet(api, submission.value);
        throw await redirectWithToast(editorHref(sheet.id, 1), {
          type: "success",
          text: t("publisher.editor.start.started", { name: sheet.product_name }),
        });
      } catch (error) {
        if (error instanceof Response) throw error;
        const result = await replyToFailure(error, {
          submission,
          back: `/new-document${url.search}`,
          t,
          formFields: ["product_name", "article_no", "language_id", "market_id", "sds_type", "template_id"],
        });
        return { intent: "start", result };
      }
    }
    if (intent === "copy") {
      const submission = parseWithZod(formData, { schema: copyFormSchema(t) });
      if (submission.status !== "success") return { intent: "copy", result: submission.reply() };
      try {
        const sheet = await copySheet(api, submission.value.copy_of, submission.value.product_name);
        throw await redirectWithToast(editorHref(sheet.id, 1), {
          type: "success",
          text: t("publisher.editor.start.started", { name: sheet.product_name }),
        });
      } catch (error) {
        if (error instanceof Response) throw error;
        const result = await replyToFailure(error, {
          submission,
          back: "/new-document",
          t,
          formFields: ["copy_of", "product_name"],
        });
        return { intent: "copy", result };
      }
    }
    throw badRequest();
  }

  const section = sectionOfUrl(url);
  const here = editorHref(id, section);

  if (intent === "publish") {
    const submission = parseWithZod(formData, { schema: publishFormSchema(t) });
    if (submission.status !== "success")
      return { intent: "publish", problems: [{ text: t("publisher.sheet.error.revision"), section: null }] };
    try {
      const sheet = await publishSheet(api, id, submission.value.revision);
      throw await redirectWithToast(`/documents/all-versions/${encodeURIComponent(sheet.sds_key)}`, {
        type: "success",
        text: t("publisher.editor.publish.done", { name: sheet.product_name }),
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (apiStatus(error) === 422) {
        const messages = fieldErrors(error)?.sheet ?? [];
        return { intent: "publish", problems: messages.map((message) => shownProblem(message, t)) };
      }
      // Someone else changed the draft after this page was shown: nothing was published; the page shows the
      // draft as it is now, to be looked over before publishing.
      if (apiStatus(error) === 409 && apiErrorCode(error) === SHEET_CHANGED)
        return {
          intent: "publish",
          problems: [{ text: t("publisher.editor.publish.changed"), section: null }],
        };
      if (isToastFailure(error)) throw await redirectWithToast(here, failureToast(error, t));
      throw error;
    }
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteFormSchema(t) });
    if (submission.status !== "success") return { intent: "delete", result: submission.reply() };
    const sheet = await orNotFound(getSheet(api, id));
    try {
      await deleteSheetVersion(api, id, submission.value.revision);
    } catch (error) {
      // Changed after the confirmation was shown: the draft is kept, and the page says so.
      if (apiStatus(error) === 409 && apiErrorCode(error) === SHEET_CHANGED)
        return {
          intent: "delete",
          result: submission.reply({ formErrors: [t("publisher.editor.delete.changed")] }),
        };
      if (isToastFailure(error)) throw await redirectWithToast(here, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast("/documents", {
      type: "success",
      text: t("publisher.editor.delete.done", { name: sheet.product_name }),
    });
  }

  if (intent === "save" || intent === "next" || intent === "find") {
    const sheet = await orNotFound(getSheet(api, id));
    const substanceIds = sheet.substances.map((s) => s.substance_id);
    const submission = parseWithZod(formData, { schema: sectionFormSchema(t, section, substanceIds) });
    if (submission.status !== "success")
      return { intent: "section", result: submission.reply(), changed: false };
    try {
      await updateSheet(api, id, sectionChange(sheet, section, submission.value));
    } catch (error) {
      // Someone else saved the draft after this form was shown: nothing was saved; the form comes back with
      // what was typed, the message, and a link to the draft as it is now.
      if (apiStatus(error) === 409 && apiErrorCode(error) === SHEET_CHANGED)
        return {
          intent: "section",
          result: submission.reply({ formErrors: [t("publisher.sheet.conflict.changed")] }),
          changed: true,
        };
      const result = await replyToFailure(error, { submission, back: here, t });
      return { intent: "section", result, changed: false };
    }
    if (intent === "find") {
      const { to, q } = submission.value as { to?: string; q?: string };
      throw redirect(`${editorHref(id, section, q ? { to: to ?? "", q } : {})}#find`);
    }
    const next = intent === "next" ? Math.min(section + 1, SECTION_COUNT) : section;
    throw await redirectWithToast(editorHref(id, next), {
      type: "success",
      text: t("publisher.editor.section.saved", { section }),
    });
  }
  throw badRequest();
}

export default function NewDocument() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  switch (data.mode) {
    case "start":
      return (
        <StartSheet
          start={data.start}
          results={{ start: resultOf(actionData, "start"), copy: resultOf(actionData, "copy") }}
        />
      );
    case "published":
      return <PublishedSheet published={data.published} />;
    case "delete":
      return (
        <DeleteDraft
          id={data.remove.id}
          revision={data.remove.revision}
          name={data.remove.name}
          lastResult={resultOf(actionData, "delete")}
        />
      );
    case "draft":
      return (
        <SectionEditor
          draft={data.draft}
          results={{
            section: actionData?.intent === "section" ? actionData : undefined,
            problems: actionData?.intent === "publish" ? actionData.problems : undefined,
          }}
        />
      );
  }
}

/** The errors and typed values of the form `intent` when the action answered it. */
function resultOf(
  actionData: EditorAction | undefined,
  intent: "start" | "copy" | "delete",
): SubmissionResult<string[]> | undefined {
  return actionData?.intent === intent ? actionData.result : undefined;
}
