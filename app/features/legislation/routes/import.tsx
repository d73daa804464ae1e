import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEGISLATION_LISTS } from "../../../../core/legislation/lists";
import { importListFile } from "../api.server";
import { importSchema } from "../forms";
import { readImportForm } from "../import.server";
import { requireUser } from "~/lib/auth.server";
import { apiStatus } from "~/lib/api-failure.server";
import type { ApiError } from "~/lib/api-client.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "legislation.import.title", to: "/legislations/import" } };

export const meta = pageTitle;

/** Who imports list files: user administrators (docs/decisions/055-legislation-screening.md). */
const IMPORTERS = { all: ["user_admin"] } as const;

/**
 * /legislations/import: a user administrator uploads a newer file of one list; it becomes the company's
 * version of the list and the products are screened again. Everyone else is sent to /main with the
 * permission warning (the API refuses them too).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, IMPORTERS);
  return { title: `${t("legislation.import.title")} – ${t("app.name")}` };
}

type Errors = { list?: string; file?: string };

export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, IMPORTERS);
  const upload = await readImportForm(request);
  const errors: Errors = {};
  const parsed = importSchema(t).safeParse({ list: upload.list });
  if (!parsed.success) errors.list = t("legislation.error.list");
  if (upload.tooLarge) errors.file = t("legislation.error.tooLarge");
  else if (!upload.file) errors.file = t("legislation.error.file");
  if (!parsed.success || !upload.file || errors.file) return { errors, list: upload.list };
  try {
    const result = await importListFile(api, parsed.data.list, upload.file);
    return redirectWithToast("/legislations", {
      type: "success",
      text: t("legislation.import.done", {
        list: t(`legislation.list.${result.list}`),
        entries: result.entry_count,
        date: result.version_date,
        products: result.product_count,
      }),
    });
  } catch (error) {
    if (apiStatus(error) === 403)
      return { errors: { file: t("legislation.error.notAllowed") }, list: upload.list };
    if (apiStatus(error) === 413)
      return { errors: { file: t("legislation.error.tooLarge") }, list: upload.list };
    if (apiStatus(error) !== 422) throw error;
    const message = ((error as ApiError).body as { errors?: { file?: string[] } }).errors?.file?.[0] ?? "";
    const columns = /columns: (.*)\.$/.exec(message)?.[1];
    return {
      errors: {
        file: columns
          ? t("legislation.error.columns", { columns })
          : message.includes("no entries")
            ? t("legislation.error.empty")
            : t("legislation.error.notCsv"),
      },
      list: upload.list,
    };
  }
}

export default function ImportPage() {
  useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors: Errors = result?.errors ?? {};
  const summaryRef = useErrorSummaryFocus(result ? { status: "error" } : null);
  return (
    <>
      <h1>{t("legislation.import.title")}</h1>
      <p>{t("legislation.import.intro")}</p>
      <ErrorSummary
        ref={summaryRef}
        id="legislation-import-summary"
        title={t("legislation.import.errorSummary")}
        items={[
          ...(errors.list ? [{ key: "list", text: errors.list, href: "#legislation-import-list" }] : []),
          ...(errors.file ? [{ key: "file", text: errors.file, href: "#legislation-import-file" }] : []),
        ]}
      />
      <Form method="post" encType="multipart/form-data" className="stack">
        <div className="field">
          <label htmlFor="legislation-import-list">{t("legislation.import.list")}</label>
          <select
            id="legislation-import-list"
            name="list"
            defaultValue={result?.list ?? ""}
            aria-invalid={errors.list ? true : undefined}
            aria-describedby={errors.list ? "legislation-import-list-error" : undefined}
          >
            <option value="">{t("legislation.filter.list")}</option>
            {LEGISLATION_LISTS.map((code) => (
              <option key={code} value={code}>
                {t(`legislation.list.${code}`)}
              </option>
            ))}
          </select>
          {errors.list ? (
            <p className="field-error" id="legislation-import-list-error">
              {errors.list}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="legislation-import-file">{t("legislation.import.file")}</label>
          <input
            id="legislation-import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "legislation-import-file-error" : undefined}
          />
          {errors.file ? (
            <p className="field-error" id="legislation-import-file-error">
              {errors.file}
            </p>
          ) : null}
        </div>
        <button type="submit">{t("legislation.import.submit")}</button>
      </Form>
    </>
  );
}
