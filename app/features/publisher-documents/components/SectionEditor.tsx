import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { draftPage } from "../editor.server";
import type { ShownProblem } from "../sheet-problems";
import { editorHref } from "../section-fields";
import { SectionNav } from "./SectionNav";
import { SheetDetails } from "./SheetDetails";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { hydrateLater } from "~/ui/hydrateLater";

// The form hydrates after the page (app/ui/hydrateLater.tsx): its code and conform are not in the first visit.
const SectionForm = hydrateLater(() => import("./SectionForm").then((module) => module.SectionForm));

type Draft = Awaited<ReturnType<typeof draftPage>>;

/** What the action answered: the section form's errors (`changed`: someone else saved the draft), or why publishing failed. */
export interface DraftResults {
  section?: { result: SubmissionResult<string[]>; changed: boolean } | undefined;
  problems?: ShownProblem[] | undefined;
}

/**
 * A draft, one section at a time: the section navigation, the section's form (./SectionForm.tsx: each
 * subsection's text and phrases; the heading in section 1, the label in 2, the composition in 3; a phrase
 * search whose ticked results join a subsection when the section is saved), then "Check and publish" and
 * deleting the draft. When a save was refused because someone else changed the draft meanwhile, the form
 * comes back with what was typed and a link to the draft as it is now.
 */
export function SectionEditor({ draft, results }: { draft: Draft; results: DraftResults }) {
  const { t } = useTranslation();
  const { sheet, section } = draft;
  const problems = results.problems ?? [];
  const action = editorHref(sheet.id, section);
  return (
    <>
      <h1>{t("publisher.editor.title.draft", { name: sheet.name })}</h1>
      <SheetDetails sheet={sheet} />
      <ErrorSummary
        id="publish-summary"
        title={t("publisher.editor.publish.problems")}
        items={problems.map((problem, i) => ({
          key: `problem-${i}`,
          text: problem.text,
          ...(problem.section !== null ? { href: editorHref(sheet.id, problem.section) } : {}),
        }))}
      />
      <SectionNav id={sheet.id} current={section} />
      <section aria-labelledby="section-heading">
        <h2 id="section-heading">
          {t("publisher.editor.section.heading", { section, title: draft.heading })}
        </h2>
        {/* A new form whenever the draft moves on (a save, someone else's) or another section is shown: conform
            keeps the values a form started from, and the revision it carries must be the one shown. */}
        <SectionForm
          key={`${section}-${sheet.revision}`}
          draft={draft}
          action={action}
          lastResult={results.section?.result}
          changed={results.section?.changed ?? false}
        />
      </section>
      <section aria-labelledby="publish-heading">
        <h2 id="publish-heading">{t("publisher.editor.publish.heading")}</h2>
        <p>{t("publisher.editor.publish.intro")}</p>
        <Form method="post" action={action}>
          {/* What is published is the draft as shown: a draft someone changed since is not published. */}
          <input type="hidden" name="revision" value={String(sheet.revision)} />
          <button type="submit" name="intent" value="publish">
            {t("publisher.editor.publish.submit")}
          </button>
        </Form>
        <p>
          <Link to={editorHref(sheet.id, undefined, { delete: "1" })}>
            {t("publisher.editor.delete.link")}
          </Link>
        </p>
      </section>
    </>
  );
}
