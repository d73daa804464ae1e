import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CustomEntry } from "../../../../api/custom-lists/schemas";
import { customEntryInputSchema, customListInputSchema } from "../../../../core/custom-lists/rules";
import { parseId } from "../../../../core/ids";
import { LIST_KEEPERS } from "../access.server";
import {
  deleteCustomEntry,
  deleteCustomList,
  getCustomList,
  importCustomEntries,
  saveCustomEntry,
  saveCustomList,
} from "../api.server";
import { listFailure } from "../failures.server";
import { checkRows, lineError, readEntryFile, readImportUpload, shownErrors } from "../import.server";
import { ImportForm } from "../components/ImportForm";
import { CUSTOM_IMPORT_MAX_BYTES, CUSTOM_LIST_ENTRIES_MAX } from "../../../../core/custom-lists/lists";
import type { Translate } from "../../../../core/translate";
import type { ApiClient, ApiError } from "~/lib/api-client.server";
import { apiStatus, failureToast, isToastFailure } from "~/lib/api-failure.server";
import { isMultipart } from "~/lib/multipart.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { meetsPermissions, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// The forms hydrate after the page (app/ui/hydrateLater.tsx): conform and their code are not in the first visit.
const CustomEntryForm = hydrateLater(() =>
  import("../components/ListForms").then((module) => module.CustomEntryForm),
);
const CustomListForm = hydrateLater(() =>
  import("../components/ListForms").then((module) => module.CustomListForm),
);

export const meta = pageTitle;

/**
 * /custom-lists/:listId: one list with its substances. User administrators change its name and kind, add
 * and remove substances and delete it (each a plain form with an intent); everyone else reads it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const list = await getCustomList(api, idFromParams(params.listId));
  return {
    title: `${list.name} – ${t("customLists.page.title")} – ${t("app.name")}`,
    list,
    canKeep: meetsPermissions(user, LIST_KEEPERS),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, LIST_KEEPERS);
  const id = idFromParams(params.listId);
  const here = `/custom-lists/${id}`;
  // The file upload is the page's one multipart form.
  if (isMultipart(request))
    return { intent: "import" as const, importErrors: await importFile(request, api, t, id) };
  const formData = await readForm(request, SMALL_FORM);
  const intent = formData.get("intent");
  if (intent === "save-list") {
    const submission = parseWithZod(formData, { schema: customListInputSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    try {
      const list = await saveCustomList(api, submission.value, id);
      throw await redirectWithToast(here, {
        type: "success",
        text: t("customLists.saved", { name: list.name }),
      });
    } catch (error) {
      return { intent, result: await listFailure(error, submission, t, here, "customLists.error.nameTaken") };
    }
  }
  if (intent === "add-entry") {
    const submission = parseWithZod(formData, { schema: customEntryInputSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    try {
      const entry = await saveCustomEntry(api, id, submission.value);
      throw await redirectWithToast(`${here}#entry-${entry.id}`, {
        type: "success",
        text: t("customLists.added", { name: entry.name }),
      });
    } catch (error) {
      return {
        intent,
        result: await listFailure(error, submission, t, here, "customLists.error.entryTaken"),
      };
    }
  }
  if (intent === "remove-entry") {
    const entryId = parseId(String(formData.get("entry") ?? ""));
    if (entryId === null) throw badRequest();
    await deleteCustomEntry(api, id, entryId);
    throw await redirectWithToast(here, {
      type: "success",
      text: t("customLists.entry.removed", { name: String(formData.get("name") ?? "").slice(0, 200) }),
    });
  }
  if (intent === "delete-list") {
    await deleteCustomList(api, id);
    throw await redirectWithToast("/custom-lists", {
      type: "success",
      text: t("customLists.deleted", { name: String(formData.get("name") ?? "").slice(0, 200) }),
    });
  }
  throw badRequest();
}

/**
 * The upload: the file read and every row checked here, then sent whole to the import call (one transaction).
 * Redirects with the counts when it is saved; otherwise the problems, each with its line, and nothing saved.
 */
async function importFile(request: Request, api: ApiClient, t: Translate, id: number): Promise<string[]> {
  const upload = await readImportUpload(request);
  const mb = CUSTOM_IMPORT_MAX_BYTES / 1024 / 1024;
  if (upload.tooLarge) return [t("customLists.import.error.tooLarge", { max: mb })];
  if (!upload.file) return [t("customLists.import.error.file")];
  const read = readEntryFile(await upload.file.text());
  if (!read.ok) {
    switch (read.problem) {
      case "not_csv":
        return [t("customLists.import.error.notCsv")];
      case "columns":
        return [t("customLists.import.error.columns")];
      case "unknown_columns":
        return [t("customLists.import.error.unknownColumns", { columns: read.columns.join(", ") })];
      case "empty":
        return [t("customLists.import.error.empty")];
      case "too_many":
        return [t("customLists.import.error.tooMany", { count: read.count, max: CUSTOM_LIST_ENTRIES_MAX })];
    }
  }
  const checked = checkRows(read.rows, t);
  if (!checked.ok) return shownErrors(checked.errors, t);
  let imported: { added: number; updated: number };
  try {
    imported = await importCustomEntries(api, id, checked.entries);
  } catch (error) {
    if (isToastFailure(error)) throw await redirectWithToast(`/custom-lists/${id}`, failureToast(error, t));
    if (apiStatus(error) !== 422) throw error;
    return shownErrors(importFailure(error as ApiError, checked.lines, t), t);
  }
  throw await redirectWithToast(`/custom-lists/${id}`, {
    type: "success",
    text: t("customLists.import.done", { ...imported, name: (await getCustomList(api, id)).name }),
  });
}

/** The import call's refusal in the reader's words: a row's field by its line, or the list's limit. */
function importFailure(error: ApiError, lines: readonly number[], t: Translate): string[] {
  const errors = (error.body as { errors?: Record<string, string[]> }).errors ?? {};
  return Object.entries(errors).flatMap(([key, messages]) => {
    const row = /^entries\.(\d+)\.(\w+)$/.exec(key);
    if (row) return messages.map((message) => lineError(t, lines[Number(row[1])] ?? 0, row[2]!, message));
    return [t("customLists.import.error.full", { max: CUSTOM_LIST_ENTRIES_MAX })];
  });
}

export default function CustomListPage() {
  const { list, canKeep } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const columns: DataColumn<CustomEntry>[] = [
    {
      id: "name",
      header: t("customLists.entry.name"),
      rowHeader: true,
      cell: (entry) => <span id={`entry-${entry.id}`}>{entry.name}</span>,
    },
    { id: "cas", header: t("customLists.entry.cas"), className: "nowrap", cell: (entry) => entry.cas },
    { id: "ec", header: t("customLists.entry.ec"), className: "nowrap", cell: (entry) => entry.ec },
    { id: "reason", header: t("customLists.entry.reason"), cell: (entry) => entry.reason },
    {
      id: "date",
      header: t("customLists.export.date"),
      className: "nowrap",
      cell: (entry) => (entry.date ? <time dateTime={entry.date}>{entry.date}</time> : null),
    },
    ...(canKeep
      ? [
          {
            id: "actions",
            header: t("customLists.entry.actions"),
            cell: (entry: CustomEntry) => (
              <Form method="post">
                <input type="hidden" name="intent" value="remove-entry" />
                <input type="hidden" name="entry" value={entry.id} />
                <input type="hidden" name="name" value={entry.name} />
                <button type="submit">{t("customLists.entry.remove", { name: entry.name })}</button>
              </Form>
            ),
          },
        ]
      : []),
  ];
  const kind = list.kind ? t(`customLists.kind.${list.kind}`) : t("customLists.table.greylistKind");
  return (
    <>
      <p>
        <Link to="/custom-lists">{t("customLists.back")}</Link>
      </p>
      <h1>{list.greylist ? t("customLists.greylist") : list.name}</h1>
      <p>
        {list.phase_out_date ? `${kind} (${t("customLists.export.phaseOut")} ${list.phase_out_date})` : kind}
      </p>
      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading">{t("customLists.entries.heading")}</h2>
        <DataTable
          caption={t("customLists.entries.caption", { name: list.name })}
          columns={columns}
          rows={list.entries}
          rowKey={(entry) => entry.id}
          empty={t("customLists.entries.empty")}
        />
      </section>
      {canKeep && !list.greylist ? (
        <>
          <section aria-labelledby="add-heading">
            <h2 id="add-heading">{t("customLists.add.heading")}</h2>
            <CustomEntryForm
              // A new substance starts a fresh form.
              key={list.entries.map((entry) => entry.id).join(",")}
              id="custom-entry-add"
              lastResult={reply?.intent === "add-entry" ? reply.result : undefined}
            />
          </section>
          <section aria-labelledby="import-heading">
            <h2 id="import-heading">{t("customLists.import.heading")}</h2>
            <ImportForm errors={reply?.intent === "import" ? (reply.importErrors ?? []) : []} />
          </section>
          <section aria-labelledby="edit-heading">
            <h2 id="edit-heading">{t("customLists.edit.heading")}</h2>
            <CustomListForm
              id="custom-list-edit"
              intent="save-list"
              defaults={{
                name: list.name,
                kind: list.kind ?? "banned",
                phase_out_date: list.phase_out_date ?? "",
              }}
              submitLabel={t("customLists.edit.submit")}
              lastResult={reply?.intent === "save-list" ? reply.result : undefined}
            />
          </section>
          <section aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t("customLists.delete.heading")}</h2>
            <p>{t("customLists.delete.intro")}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="delete-list" />
              <input type="hidden" name="name" value={list.name} />
              <button type="submit">{t("customLists.delete.submit", { name: list.name })}</button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  );
}
