import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../../core/format";
import { mayCompleteAction, mayManageActions } from "../../../../core/sds-events/rules";
import { actionAssignees, loadAction, setActionStatus, updateAction } from "../api.server";
import { submitActionForm, valuesOf } from "../action-form.server";
import { ActionForm } from "../components/ActionForm";
import { actionTitle } from "../components/action-title";
import { failureToast, isToastFailure, orNotFound, orNull } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { loadImpact } from "~/features/sds-change-impact/api.server";
import { SheetChangeList } from "~/features/sds-change-impact/components/SheetChangeList";

export const handle = { breadcrumb: { key: "actions.all.title", to: "/actions/list" } };
export const meta = pageTitle;

/**
 * /actions/{id} (every user within their top nodes): the action, what made it (the event, the supplier's
 * request, the old and new sheet of a change), the button that marks it done or open again (its assignee or
 * a manager), and the edit form (add_product or edit_location).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.id);
  const item = await orNotFound(loadAction(api, id));
  const mayManage = mayManageActions(user.permissions);
  // A new sheet version's action shows the change it follows up (read again from the two kept sheets).
  const impact =
    item.origin === "change_impact" && item.event_id !== null
      ? await orNull(loadImpact(api, item.event_id))
      : null;
  return {
    item,
    impact,
    mayManage,
    mayComplete: mayCompleteAction(user.permissions, user.id, item),
    assignees: mayManage ? await actionAssignees(api) : [],
    values: valuesOf(item),
    title: `${actionTitle(item, t)} – ${t("app.name")}`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.id);
  const form = await readForm(request, SMALL_FORM);
  const intent = form.get("intent");
  if (intent === "done" || intent === "open") {
    try {
      await setActionStatus(api, id, intent);
    } catch (error) {
      // The API refuses (403) a user who is neither a manager nor the assignee: a toast on the action's page.
      if (isToastFailure(error)) throw await redirectWithToast(`/actions/${id}`, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast(`/actions/${id}`, {
      type: "success",
      text: t(intent === "done" ? "actions.toast.done" : "actions.toast.reopened"),
    });
  }
  if (intent !== "save") throw badRequest();
  const outcome = await submitActionForm(form, t, (input) => updateAction(api, id, input));
  if (!outcome.ok) return outcome.reply;
  throw await redirectWithToast(`/actions/${id}`, { type: "success", text: t("actions.toast.saved") });
}

export default function ActionPage() {
  const { item, impact, mayManage, mayComplete, assignees, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const requestPath = item.origin === "supplier_answer" && item.description.startsWith("/sdsrequests/");
  return (
    <>
      <p>
        <Link to="/actions/list">{t("actions.back")}</Link>
      </p>
      <h1>{actionTitle(item, t)}</h1>
      <dl className="facts">
        <dt>{t("actions.col.status")}</dt>
        <dd>{t(`actions.status.${item.status}`)}</dd>
        <dt>{t("actions.col.origin")}</dt>
        <dd>{t(`actions.originName.${item.origin}`)}</dd>
        <dt>{t("actions.col.assignee")}</dt>
        <dd>{item.assignee_name ?? t("actions.form.noAssignee")}</dd>
        <dt>{t("actions.col.due")}</dt>
        <dd>{item.due_date ? day.format(new Date(`${item.due_date}T00:00:00Z`)) : "–"}</dd>
        {item.product_id !== null ? (
          <>
            <dt>{t("actions.col.product")}</dt>
            <dd>
              <Link to={`/products/${item.product_id}`}>{item.product_name}</Link>
            </dd>
          </>
        ) : null}
        {item.location_id !== null ? (
          <>
            <dt>{t("actions.col.location")}</dt>
            <dd>
              <Link to={`/actions/list/${item.location_id}`}>{item.location_name}</Link>
            </dd>
          </>
        ) : null}
        {item.to_sds_key ? (
          <>
            <dt>{t("actions.col.sheets")}</dt>
            <dd>
              {item.from_sds_key
                ? t("actions.sheets.change", { from: item.from_sds_key, to: item.to_sds_key })
                : item.to_sds_key}
            </dd>
          </>
        ) : null}
      </dl>
      {item.origin === "manual" && item.description ? <p className="pre-line">{item.description}</p> : null}
      {requestPath ? (
        <p>
          <Link to={item.description}>{t("actions.openRequest")}</Link>
        </p>
      ) : null}
      {item.origin === "change_impact" && item.impact_path ? (
        <p>
          <Link to={item.impact_path}>{t("actions.impact.openItem", { item: item.description })}</Link>
        </p>
      ) : null}
      {impact ? (
        <section aria-labelledby="action-change">
          <h2 id="action-change">{t("actions.impact.diff.heading")}</h2>
          <SheetChangeList change={impact.change} parts={impact.parts} />
          <p>
            <Link to={`/sdsevents/${impact.event_id}/impact`}>{t("actions.impact.link")}</Link>
          </p>
        </section>
      ) : null}
      {mayComplete ? (
        <Form method="post">
          <input type="hidden" name="intent" value={item.status === "open" ? "done" : "open"} />
          <button type="submit">{t(item.status === "open" ? "actions.markDone" : "actions.reopen")}</button>
        </Form>
      ) : null}
      {mayManage && item.origin === "manual" ? (
        <section aria-labelledby="action-edit">
          <h2 id="action-edit">{t("actions.edit.title")}</h2>
          <ActionForm
            values={reply?.values ?? values}
            errors={reply?.errors ?? {}}
            assignees={assignees}
            submitLabel={t("actions.edit.submit")}
          />
        </section>
      ) : null}
    </>
  );
}
