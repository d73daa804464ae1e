import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  BOARD_NAME_MAX,
  boardGroupFormSchema,
  type BoardFormOptions,
  type LocationChoice,
} from "../../../../core/chemical-approvals/board-rules";
import { ErrorSummary, useErrorSummaryFocus } from "../../../ui/ErrorSummary";
import { FieldError } from "../../../ui/FormFields";

export interface BoardGroupFormProps {
  /** Unique on the page. */
  id: string;
  options: BoardFormOptions;
  /** The values the form starts with (ids as text). */
  defaults?: { name: string; locations: string[]; members: string[] };
  submitLabel: string;
  lastResult?: SubmissionResult<string[]>;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

/**
 * The board form: a name, the locations (checkboxes in the company's tree,
 * one group per site, each marked with the board it already names) and the
 * members (checkboxes). A plain form: it works without JavaScript, and a
 * refused save comes back with everything as it was chosen, the problems
 * listed at the top (linked to their fields) and each wrong field marked.
 */
export function BoardGroupForm({ id, options, defaults, submitLabel, lastResult }: BoardGroupFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => boardGroupFormSchema(t), [t]);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { name: "", locations: [], members: [] },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const summaryRef = useErrorSummaryFocus(lastResult);

  const chosenLocations = new Set(asList(fields.locations.initialValue));
  const chosenMembers = new Set(asList(fields.members.initialValue));
  const locationsId = `${form.id}-locations`;
  const membersId = `${form.id}-members`;
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...[
      { field: fields.name, href: `#${fields.name.id}` },
      { field: fields.locations, href: `#${locationsId}` },
      { field: fields.members, href: `#${membersId}` },
    ]
      .filter(({ field }) => field.errors?.length)
      .map(({ field, href }) => ({ key: field.name, text: field.errors!.join(" "), href })),
  ];
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <Form method="post" {...getFormProps(form)} className="stack board-form" key={form.key}>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("boardGroups.form.errorSummary")}
        items={summary}
        ref={summaryRef}
      />
      <input type="hidden" name="intent" value="save" />

      <div className="field">
        <label htmlFor={fields.name.id}>{t("boardGroups.form.name")}</label>
        <p className="help" id={`${fields.name.id}-hint`}>
          {t("boardGroups.form.nameHint", { max: BOARD_NAME_MAX })}
        </p>
        <FieldError field={fields.name} />
        <input
          {...getInputProps(fields.name, { type: "text", ariaDescribedBy: `${fields.name.id}-hint` })}
          maxLength={BOARD_NAME_MAX}
          autoComplete="off"
        />
      </div>

      <fieldset
        id={locationsId}
        tabIndex={-1}
        className="board-locations"
        aria-invalid={fields.locations.errors ? true : undefined}
        aria-describedby={describedBy(
          `${locationsId}-hint`,
          fields.locations.errors && fields.locations.errorId,
        )}
      >
        <legend>{t("boardGroups.form.locations")}</legend>
        <p className="help" id={`${locationsId}-hint`}>
          {t("boardGroups.form.locationsHint")}
        </p>
        <FieldError field={fields.locations} />
        {options.sites.length === 0 ? <p>{t("boardGroups.form.noLocations")}</p> : null}
        <div className="board-sites">
          {options.sites.map((group) => (
            <fieldset key={group.site?.id ?? "other"} className="board-site">
              <legend>{group.site ? group.site.name : t("boardGroups.form.otherGroup")}</legend>
              <LocationTree
                nodes={treeOf(group.locations)}
                formId={form.id}
                name={fields.locations.name}
                chosen={chosenLocations}
              />
            </fieldset>
          ))}
        </div>
        {options.truncated ? <p className="help">{t("boardGroups.form.truncated")}</p> : null}
      </fieldset>

      <fieldset
        id={membersId}
        tabIndex={-1}
        aria-invalid={fields.members.errors ? true : undefined}
        aria-describedby={describedBy(`${membersId}-hint`, fields.members.errors && fields.members.errorId)}
      >
        <legend>{t("boardGroups.form.members")}</legend>
        <p className="help" id={`${membersId}-hint`}>
          {t("boardGroups.form.membersHint")}
        </p>
        <FieldError field={fields.members} />
        {options.members.length === 0 ? <p>{t("boardGroups.form.noMembers")}</p> : null}
        <ul className="checkbox-list board-member-list">
          {options.members.map((member) => {
            const inputId = `${form.id}-member-${member.id}`;
            return (
              <li key={member.id}>
                <input
                  type="checkbox"
                  id={inputId}
                  name={fields.members.name}
                  value={String(member.id)}
                  defaultChecked={chosenMembers.has(String(member.id))}
                />
                <label htmlFor={inputId}>
                  {member.name} <span className="board-email">({member.email})</span>
                  {member.eligible ? null : (
                    <span className="tag">{t("boardGroups.form.memberNotEligible")}</span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div>
        <button type="submit">{submitLabel}</button>
      </div>
    </Form>
  );
}

interface TreeNode {
  location: LocationChoice;
  children: TreeNode[];
}

/** The flat tree-order list (each with its depth) as nested nodes. */
function treeOf(locations: LocationChoice[]): TreeNode[] {
  const roots: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (const location of locations) {
    const node: TreeNode = { location, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.location.depth >= location.depth) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** Nested lists of checkboxes: the tree's structure is announced by the lists' levels. */
function LocationTree({
  nodes,
  formId,
  name,
  chosen,
}: {
  nodes: TreeNode[];
  formId: string;
  name: string;
  chosen: Set<string>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="board-location-list">
      {nodes.map(({ location, children }) => {
        const inputId = `${formId}-location-${location.id}`;
        return (
          <li key={location.id}>
            <input
              type="checkbox"
              id={inputId}
              name={name}
              value={String(location.id)}
              defaultChecked={chosen.has(String(location.id))}
            />
            <label htmlFor={inputId}>
              {location.name}
              {location.otherBoard ? (
                <span className="tag">{t("boardGroups.form.inBoard", { board: location.otherBoard })}</span>
              ) : null}
              {location.archived ? <span className="tag">{t("boardGroups.archived")}</span> : null}
            </label>
            {children.length > 0 ? (
              <LocationTree nodes={children} formId={formId} name={name} chosen={chosen} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
