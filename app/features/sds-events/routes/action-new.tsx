import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { actionAssignees, createAction } from "../api.server";
import { submitActionForm, valuesOf } from "../action-form.server";
import { ActionForm } from "../components/ActionForm";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "actions.new.title", to: "/actions/new" } };
export const meta = pageTitle;

const MANAGERS = { any: ["add_product", "edit_location"] } as const;

/**
 * /actions/new (add_product or edit_location): a follow-up action by hand; ?location= and ?product= (from a
 * location's or a product's page) say what it is about.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { any: [...MANAGERS.any] });
  const url = new URL(request.url);
  const location = idParam(url, "location");
  const product = idParam(url, "product");
  return {
    assignees: await actionAssignees(api),
    values: valuesOf(null, {
      location_id: location !== undefined ? String(location) : "",
      product_id: product !== undefined ? String(product) : "",
    }),
    title: `${t("actions.new.title")} – ${t("app.name")}`,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { any: [...MANAGERS.any] });
  const form = await readForm(request, SMALL_FORM);
  const outcome = await submitActionForm(form, t, (input) => createAction(api, input));
  if (!outcome.ok) return outcome.reply;
  throw await redirectWithToast(`/actions/${outcome.action.id}`, {
    type: "success",
    text: t("actions.toast.created"),
  });
}

export default function NewActionPage() {
  const { assignees, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/actions/list">{t("actions.back")}</Link>
      </p>
      <h1>{t("actions.new.title")}</h1>
      <ActionForm
        values={reply?.values ?? values}
        errors={reply?.errors ?? {}}
        assignees={assignees}
        submitLabel={t("actions.new.submit")}
      />
    </>
  );
}
