import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { noAccessCookie } from "~/lib/cookies.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

/** A sign-in whose email has no ChemSafe user lands here: a clear page, never an error. */
export async function loader({ request }: LoaderFunctionArgs) {
  const email = await noAccessCookie().parse(request.headers.get("Cookie"));
  const { t } = await getTranslator(request);
  return {
    title: `${t("auth.noAccess.title")} – ${t("app.name")}`,
    email: typeof email === "string" && email ? email : null,
  };
}

export default function NoAccess() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="auth-page">
      <h1>{t("auth.noAccess.title")}</h1>
      <p>{email ? t("auth.noAccess.text", { email }) : t("auth.noAccess.textUnknown")}</p>
      <p>{t("auth.noAccess.help")}</p>
      <Form method="post" action="/auth" reloadDocument>
        <input type="hidden" name="prompt" value="login" />
        <button type="submit">{t("auth.noAccess.otherAccount")}</button>
      </Form>
    </main>
  );
}
