import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { PRODUCT_COLUMNS, ProfileFormSchema } from "../../../../core/profile";
import { useLazyValidation } from "~/ui/lazyValidation";
import type { User } from "../../../../api/users/schemas";
import { replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { LANGUAGES } from "../../../../core/languages";
import { sessionStorage } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { updateProfile } from "../api.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "myPage.tab.profile", to: "/my-page/profile" } };

export const meta = pageTitle;

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return {
    title: `${t("myPage.tab.profile")} – ${t("myPage.title")} – ${t("app.name")}`,
    // From the loader, so the page's JavaScript does not import core/profile (and zod with it).
    columns: PRODUCT_COLUMNS,
    profile: {
      name: user.name,
      email: user.email,
      language: String(user.language),
      default_columns: user.default_columns,
    },
    languages: Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id, name, locale })),
  };
}

const PROFILE_FIELDS = ["name", "language", "default_columns"] as const;

/** Saves name, language and default columns; the API's field errors show under the fields. */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api, session }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const submission = parseWithZod(await readForm(request), { schema: ProfileFormSchema });
  if (submission.status !== "success") return submission.reply();
  let user: User;
  try {
    user = await updateProfile(api, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back: "/my-page/profile", t, formFields: PROFILE_FIELDS });
  }
  session.set("language", user.language);
  return redirectWithToast(
    "/my-page/profile",
    { type: "success", text: t("myPage.profile.saved") },
    { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } },
  );
}

export default function ProfileTab() {
  const { profile, languages, columns } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/profile"),
    (profile) => profile.ProfileFormSchema,
  );
  const [form, fields] = useForm({
    lastResult,
    defaultValue: profile,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const errorText = (errors: string[] | undefined) => errors?.map((key) => t(key, { max: 200 })).join(" ");
  const chosenColumns = new Set(profile.default_columns);

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("myPage.profile.heading")}</h2>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("myPage.profile.errorSummary")}
        items={[
          ...(form.errors ?? []).map((key) => ({ key, text: t(key) })),
          ...[fields.name, fields.language, fields.default_columns]
            .filter((field) => field.errors?.length)
            .map((field) => ({ key: field.id, text: errorText(field.errors) ?? "", href: `#${field.id}` })),
        ]}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <div className="field">
          <label htmlFor={fields.name.id}>{t("myPage.profile.name")}</label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          {fields.name.errors ? (
            <p className="field-error" id={fields.name.errorId}>
              {errorText(fields.name.errors)}
            </p>
          ) : null}
        </div>
        <div className="field">
          {/* A read-only value: a term and its description (aria-labelledby is not allowed on a paragraph). */}
          <dl className="static-field">
            <dt className="label-like">{t("myPage.profile.email")}</dt>
            <dd className="static-value">{profile.email}</dd>
          </dl>
          <p className="help">{t("myPage.profile.emailHelp")}</p>
        </div>
        <div className="field">
          <label htmlFor={fields.language.id}>{t("myPage.profile.language")}</label>
          <select {...getSelectProps(fields.language)}>
            {languages.map((language) => (
              <option key={language.id} value={language.id} lang={language.locale}>
                {language.name}
              </option>
            ))}
          </select>
          {fields.language.errors ? (
            <p className="field-error" id={fields.language.errorId}>
              {errorText(fields.language.errors)}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby="columns-help">
          <legend>{t("myPage.profile.columns")}</legend>
          <p className="help" id="columns-help">
            {t("myPage.profile.columnsHelp")}
          </p>
          <ul className="checkbox-list">
            {columns.map((column) => (
              <li key={column}>
                <input
                  type="checkbox"
                  id={`column-${column}`}
                  name={fields.default_columns.name}
                  value={column}
                  defaultChecked={chosenColumns.has(column)}
                />
                <label htmlFor={`column-${column}`}>{t(`myPage.column.${column}`)}</label>
              </li>
            ))}
          </ul>
          {fields.default_columns.errors ? (
            <p className="field-error">{errorText(fields.default_columns.errors)}</p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit">{t("myPage.profile.save")}</button>
        </div>
      </Form>
    </section>
  );
}
