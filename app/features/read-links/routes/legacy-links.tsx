import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEGACY_LINK_MAX_LENGTH, mapLegacyLink } from "../../../../core/read-links/legacy";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "qr.legacy.title", to: "/legacy-links" } };
export const meta = pageTitle;

/**
 * /legacy-links?from=…: an old link of the earlier version (a fragment route such as /#/products/12, or an
 * old path) is sent on to today's page (core/read-links/legacy.ts); an unknown one shows the form again with
 * a message. A GET form: nothing changes, so it needs no action. Every signed-in user.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const from = (new URL(request.url).searchParams.get("from") ?? "").slice(0, LEGACY_LINK_MAX_LENGTH);
  if (from.trim() !== "") {
    const to = mapLegacyLink(from);
    if (to) throw redirect(to);
  }
  return { from, unknown: from.trim() !== "", title: `${t("qr.legacy.title")} – ${t("app.name")}` };
}

export default function LegacyLinksPage() {
  const { from, unknown } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("qr.legacy.title")}</h1>
      <p>{t("qr.legacy.intro")}</p>
      <Form method="get">
        {unknown ? (
          <p className="form-error" role="alert" id="legacy-from-error">
            {t("qr.legacy.unknown")}
          </p>
        ) : null}
        <label htmlFor="legacy-from">{t("qr.legacy.field")}</label>
        <input
          id="legacy-from"
          name="from"
          type="text"
          defaultValue={from}
          maxLength={LEGACY_LINK_MAX_LENGTH}
          aria-invalid={unknown || undefined}
          aria-describedby={unknown ? "legacy-from-error" : undefined}
        />
        <button type="submit">{t("qr.legacy.submit")}</button>
      </Form>
    </>
  );
}
