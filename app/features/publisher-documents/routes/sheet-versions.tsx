import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SheetSummary } from "../../../../api/publisher/schemas";
import { COUNTRIES } from "../../../../core/countries";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { isSheetKey } from "../../../../core/publisher/sheet-key";
import type { Translate } from "../../../../core/translate";
import {
  availableLanguages,
  availableMarkets,
  copySheet,
  deleteSheetVersion,
  listSheetVersions,
  newSheetVersion,
} from "../api.server";
import {
  NewVersionButton,
  ReplyErrors,
  replyFor,
  type VersionFormReply,
  type VersionIntent,
} from "../components/VersionParts";
import { copyVersionFormSchema, deleteVersionFormSchema, newVersionFormSchema } from "../versions-forms";
import {
  apiStatus,
  failureToast,
  isToastFailure,
  orNotFound,
  replyToFailure,
} from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { meetsPermissions, requirePermissions, type PermissionRequirement } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { badRequest, notFound } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The forms with fields (conform) hydrate after the page, out of its first visit's JavaScript.
const OtherVariantForm = hydrateLater(() =>
  import("../components/VersionForms").then((module) => module.OtherVariantForm),
);
const CopyForm = hydrateLater(() => import("../components/VersionForms").then((module) => module.CopyForm));

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "publisher.sheet.page.title", to: "/documents" } };

/** Who opens the page and makes new versions or copies: local_publisher (the API checks it again). */
const PUBLISHER: PermissionRequirement = { all: ["local_publisher"] };
/** Who deletes a draft: local_publisher_delete as well (the API refuses everyone else). */
const DELETER: PermissionRequirement = { all: ["local_publisher", "local_publisher_delete"] };

const languageName = (id: number) => (isLanguageId(id) ? LANGUAGES[id].name : String(id));
const marketName = (id: number) => COUNTRIES[id] ?? String(id);
const describe = (row: Pick<SheetSummary, "version" | "language_id" | "market_id">) => ({
  version: row.version,
  language: languageName(row.language_id),
  market: marketName(row.market_id),
});

/** The sheet key of the address; 404 for anything that cannot be one (no API call). */
function sheetKeyOf(value: string | undefined): string {
  if (!value || !isSheetKey(value)) throw notFound();
  return value;
}

/**
 * The version the page's "other language or market" and copy forms start from: the one asked for, else the
 * most recently published (what a new version is usually made from), else the most recently changed.
 */
function sourceOf(rows: SheetSummary[], asked: number | undefined): SheetSummary {
  const byRecent = (a: SheetSummary, b: SheetSummary) => b.updated_at.localeCompare(a.updated_at);
  return (
    rows.find((row) => row.id === asked) ??
    [...rows].filter((row) => row.status === "published").sort(byRecent)[0] ??
    [...rows].sort(byRecent)[0]!
  );
}

/**
 * /documents/all-versions/{sdsKey}: every version, language and market of one of the company's own sheets,
 * with a new version (the same language and market, or another from what the API says is free), deleting a
 * draft after a confirmation step (`?delete={id}`, local_publisher_delete) and a copy as a new sheet. Without
 * a key the address is /documents, the list every sheet is chosen from (a redirect, after the permission
 * check). Three API calls: the versions, and the free languages and markets of the version the forms start
 * from (`?from={id}`).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PUBLISHER);
  if (!params.sdsKey) throw redirect("/documents");
  const key = sheetKeyOf(params.sdsKey);
  const rows = (await orNotFound(listSheetVersions(api, key))).data;
  const url = new URL(request.url);
  const canDelete = meetsPermissions(user, DELETER);
  const head = rows[0]!;
  const sheet = { key, name: head.product_name, supplier: head.manufacturer_name };
  const title = `${t("publisher.versions.title", { name: sheet.name })} – ${t("app.name")}`;

  const toDelete = canDelete ? rows.find((row) => row.id === idParam(url, "delete")) : undefined;
  if (toDelete && toDelete.status === "draft")
    return { title, sheet, canDelete, confirm: { id: toDelete.id, ...describe(toDelete) }, page: null };

  const source = sourceOf(rows, idParam(url, "from"));
  const [languages, markets] = await Promise.all([
    orNotFound(availableLanguages(api, source.id, source.market_id)),
    orNotFound(availableMarkets(api, source.id)),
  ]);
  // One "New version" per language and market: on its latest version, unless that is a draft (one at a time).
  const newest = new Map<string, SheetSummary>();
  for (const row of rows) {
    const group = `${row.language_id}:${row.market_id}`;
    if ((newest.get(group)?.version ?? 0) < row.version) newest.set(group, row);
  }
  const latest = new Set([...newest.values()].map((row) => row.id));
  return {
    title,
    sheet,
    canDelete,
    confirm: null,
    page: {
      rows: rows.map((row) => ({
        id: row.id,
        ...describe(row),
        status: row.status,
        issued: row.date_issue,
        library: row.library_sds_key,
        canBump: latest.has(row.id) && row.status === "published",
      })),
      source: { id: source.id, ...describe(source) },
      languages: languages.map(({ id }) => ({ id, name: languageName(id) })),
      markets: markets.map(({ id }) => ({ id, name: marketName(id) })),
    },
  };
}

/** The action's answer for a form: its errors, or the API's refusal of the change in the user's language. */
const reply = (intent: VersionIntent, result: VersionFormReply["result"]): VersionFormReply => ({
  intent,
  result,
});

type Submission = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }) => VersionFormReply["result"];
};

/**
 * A failed API call of the action: a 409 (a draft already in that language and market, or a published version
 * that cannot be deleted) is the form's error in the user's language, so the page says why; a refusal (403)
 * or a version gone meanwhile (404) comes back to the page with a toast; bad input shows on the form.
 */
async function failed(
  error: unknown,
  intent: VersionIntent,
  submission: Submission,
  t: Translate,
  here: string,
): Promise<VersionFormReply> {
  if (error instanceof Response) throw error;
  if (apiStatus(error) === 409) {
    const conflict =
      intent === "delete" ? "publisher.sheet.conflict.published" : "publisher.sheet.conflict.draftExists";
    return reply(intent, submission.reply({ formErrors: [t(conflict)] }));
  }
  if (isToastFailure(error)) throw await redirectWithToast(here, failureToast(error, t));
  return reply(
    intent,
    await replyToFailure(error, {
      submission,
      back: here,
      t,
      formFields: ["language", "market", "product_name"],
    }),
  );
}

const INTENTS: readonly VersionIntent[] = ["newVersion", "otherLanguage", "otherMarket", "copy", "delete"];

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, PUBLISHER);
  const key = sheetKeyOf(params.sdsKey);
  const here = `/documents/all-versions/${key}`;
  const formData = await readForm(request, SMALL_FORM);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(INTENTS as readonly string[]).includes(intent)) throw badRequest();
  const which = intent as VersionIntent;
  const schema =
    which === "copy"
      ? copyVersionFormSchema(t)
      : which === "delete"
        ? deleteVersionFormSchema(t)
        : newVersionFormSchema(
            t,
            which === "otherLanguage" ? "language" : which === "otherMarket" ? "market" : "same",
          );
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return reply(which, submission.reply());
  const rows = (await orNotFound(listSheetVersions(api, key))).data;
  // Only this sheet's versions: a version of another sheet posted here is refused like a bad choice.
  const from = rows.find((row) => row.id === submission.value.from);
  if (!from)
    return reply(which, submission.reply({ fieldErrors: { from: [t("publisher.versions.error.version")] } }));
  const value = submission.value as {
    from: number;
    language?: number;
    market?: number;
    product_name?: string;
  };
  try {
    if (which === "delete") {
      await deleteSheetVersion(api, from.id);
      // The sheet's last version gone: the sheet is gone, so back to the list of every sheet.
      const back = rows.length > 1 ? here : "/documents";
      throw await redirectWithToast(back, { type: "success", text: t("publisher.versions.toast.deleted") });
    }
    if (which === "copy") {
      const copy = await copySheet(api, from.id, value.product_name!);
      throw await redirectWithToast(`/documents/all-versions/${copy.sds_key}`, {
        type: "success",
        text: t("publisher.versions.toast.copied", { name: copy.product_name }),
      });
    }
    const made = await newSheetVersion(api, from.id, { language: value.language, market: value.market });
    throw await redirectWithToast(here, {
      type: "success",
      text: t("publisher.versions.toast.created", describe(made)),
    });
  } catch (error) {
    return failed(error, which, submission, t, here);
  }
}

type PageData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;
type Row = PageData["rows"][number];

export default function SheetVersionsPage() {
  const { sheet, canDelete, confirm, page } = useLoaderData<typeof loader>();
  const last = useActionData<typeof action>();
  const { t } = useTranslation();
  const here = `/documents/all-versions/${sheet.key}`;
  if (confirm) {
    return (
      <>
        <h1>{t("publisher.versions.confirm.title", confirm)}</h1>
        <p>{t("publisher.versions.confirm.text")}</p>
        <ReplyErrors formId="version-delete" lastResult={replyFor(last, "delete")} />
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="from" value={confirm.id} />
          <button type="submit">{t("publisher.versions.confirm.submit")}</button>
        </Form>
        <p>
          <Link to={here}>{t("publisher.versions.confirm.cancel")}</Link>
        </p>
      </>
    );
  }
  const { rows, source, languages, markets } = page!;
  const columns: DataColumn<Row>[] = [
    {
      id: "version",
      header: t("publisher.versions.column.version"),
      rowHeader: true,
      cell: (row) => t("publisher.versions.versionLabel", row),
    },
    { id: "language", header: t("publisher.sheet.column.language"), cell: (row) => row.language },
    { id: "market", header: t("publisher.sheet.column.market"), cell: (row) => row.market },
    {
      id: "status",
      header: t("publisher.sheet.column.status"),
      cell: (row) => t(`publisher.sheet.status.${row.status}`),
    },
    { id: "issued", header: t("publisher.sheet.column.issued"), cell: (row) => row.issued ?? "–" },
    {
      id: "library",
      header: t("publisher.versions.column.library"),
      cell: (row) =>
        row.library ? (
          <>
            <Link to={`/sds/${row.library}`}>{t("publisher.versions.read")}</Link>
            {" · "}
            <a href={`/sds/${row.library}/pdf`}>{t("publisher.versions.pdf")}</a>
          </>
        ) : (
          t("publisher.versions.notPublished")
        ),
    },
    {
      id: "actions",
      header: t("publisher.versions.column.actions"),
      cell: (row) => {
        const label = t("publisher.versions.versionLabel", row);
        return (
          <ul className="stack">
            <li>
              <Link
                to={`/new-document?id=${row.id}`}
                aria-label={`${t("publisher.versions.open")}: ${label}`}
              >
                {t("publisher.versions.open")}
              </Link>
            </li>
            {row.canBump ? (
              <li>
                <NewVersionButton from={row.id} label={label} />
              </li>
            ) : null}
            <li>
              <Link
                to={`${here}?from=${row.id}#other-heading`}
                aria-label={`${t("publisher.versions.startFrom")}: ${label}`}
              >
                {t("publisher.versions.startFrom")}
              </Link>
            </li>
            {canDelete && row.status === "draft" ? (
              <li>
                <Link
                  to={`${here}?delete=${row.id}`}
                  aria-label={`${t("publisher.versions.delete")}: ${label}`}
                >
                  {t("publisher.versions.delete")}
                </Link>
              </li>
            ) : null}
          </ul>
        );
      },
    },
  ];
  return (
    <>
      <p>
        <Link to="/documents">{t("publisher.versions.back")}</Link>
      </p>
      <h1>{t("publisher.versions.title", { name: sheet.name })}</h1>
      <p>{t("publisher.versions.intro", { key: sheet.key, supplier: sheet.supplier })}</p>
      <ReplyErrors formId="version-new" lastResult={replyFor(last, "newVersion")} />
      <DataTable
        caption={t("publisher.versions.caption", { name: sheet.name })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
      />
      <p className="help">{t("publisher.versions.changesNote")}</p>
      <section aria-labelledby="other-heading">
        <h2 id="other-heading">{t("publisher.versions.other.heading")}</h2>
        <p>{t("publisher.versions.other.from", source)}</p>
        {languages.length > 0 ? (
          <OtherVariantForm
            kind="language"
            from={source.id}
            choices={languages}
            label={t("publisher.versions.other.language", { market: source.market })}
            submitLabel={t("publisher.versions.other.languageSubmit")}
            lastResult={replyFor(last, "otherLanguage")}
          />
        ) : (
          <p>{t("publisher.versions.other.noLanguage", { market: source.market })}</p>
        )}
        {markets.length > 0 ? (
          <OtherVariantForm
            kind="market"
            from={source.id}
            choices={markets}
            label={t("publisher.versions.other.market", { language: source.language })}
            submitLabel={t("publisher.versions.other.marketSubmit")}
            lastResult={replyFor(last, "otherMarket")}
          />
        ) : (
          <p>{t("publisher.versions.other.noMarket", { language: source.language })}</p>
        )}
      </section>
      <section aria-labelledby="copy-heading">
        <h2 id="copy-heading">{t("publisher.versions.copy.heading")}</h2>
        <p>{t("publisher.versions.copy.intro", source)}</p>
        <CopyForm from={source.id} defaultName={sheet.name} lastResult={replyFor(last, "copy")} />
      </section>
    </>
  );
}
