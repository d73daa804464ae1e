import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Assignee } from "../../../../api/sds-events/schemas";
import { ACTION_DESCRIPTION_MAX, ACTION_TITLE_MAX } from "../../../../core/sds-events/rules";
import { ErrorSummary } from "../../../ui/ErrorSummary";
import type { ActionFormErrors, ActionFormValues } from "../action-form.server";

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={id}>
      {errors.join(" ")}
    </p>
  );
}

/**
 * The action form (new and edit): title, description, assignee, due date; the location and product the
 * action is about ride along as hidden fields. A plain form: the server validates and, on a refusal, shows
 * it again as entered with the problems listed at the top and under their fields.
 */
export function ActionForm({
  values,
  errors,
  assignees,
  submitLabel,
}: {
  values: ActionFormValues;
  errors: ActionFormErrors;
  assignees: Assignee[];
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const fields = [
    ["title", "action-title"],
    ["description", "action-description"],
    ["assignee_id", "action-assignee"],
    ["due_date", "action-due"],
  ] as const;
  const summary = [
    ...(errors[""] ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...fields
      .filter(([name]) => errors[name]?.length)
      .map(([name, id]) => ({ key: name, text: errors[name]!.join(" "), href: `#${id}` })),
  ];
  const describedBy = (name: string, id: string) => (errors[name]?.length ? `${id}-error` : undefined);
  return (
    <Form method="post" className="stack action-form">
      <ErrorSummary id="action-form-summary" title={t("actions.form.errorSummary")} items={summary} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="location_id" value={values.location_id} />
      <input type="hidden" name="product_id" value={values.product_id} />
      <div className="field">
        <label htmlFor="action-title">{t("actions.form.title")}</label>
        <FieldErrors id="action-title-error" errors={errors.title} />
        <input
          id="action-title"
          name="title"
          type="text"
          required
          maxLength={ACTION_TITLE_MAX}
          defaultValue={values.title}
          aria-invalid={errors.title?.length ? true : undefined}
          aria-describedby={describedBy("title", "action-title")}
        />
      </div>
      <div className="field">
        <label htmlFor="action-description">{t("actions.form.description")}</label>
        <FieldErrors id="action-description-error" errors={errors.description} />
        <textarea
          id="action-description"
          name="description"
          rows={4}
          maxLength={ACTION_DESCRIPTION_MAX}
          defaultValue={values.description}
          aria-describedby={describedBy("description", "action-description")}
        />
      </div>
      <div className="field">
        <label htmlFor="action-assignee">{t("actions.form.assignee")}</label>
        <FieldErrors id="action-assignee-error" errors={errors.assignee_id} />
        <select
          id="action-assignee"
          name="assignee_id"
          defaultValue={values.assignee_id}
          aria-describedby={describedBy("assignee_id", "action-assignee")}
        >
          <option value="">{t("actions.form.noAssignee")}</option>
          {assignees.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="action-due">{t("actions.form.dueDate")}</label>
        <FieldErrors id="action-due-error" errors={errors.due_date} />
        <input
          id="action-due"
          name="due_date"
          type="date"
          defaultValue={values.due_date}
          aria-invalid={errors.due_date?.length ? true : undefined}
          aria-describedby={describedBy("due_date", "action-due")}
        />
      </div>
      <div>
        <button type="submit">{submitLabel}</button>
      </div>
    </Form>
  );
}
